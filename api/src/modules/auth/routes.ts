import Router from '@koa/router';
import type { Context } from 'koa';
import type { AccessTokenAnswer, RefreshTokenAnswer } from '@clinic/contract';
import { toDbTime } from '../../db/index.js';
import { bearerToken } from '../../http/auth.js';
import { apiError } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import type { AppDeps } from '../../app.js';
import { findAccountById, findAccountByUsername, parseScopes } from './accounts.js';
import { verifyPassword } from './passwords.js';
import { findLiveRefreshToken, hashToken, issueRefreshToken, signAccessToken } from './tokens.js';

/** `Authorization: Basic base64(username:password)`; the password may itself contain colons. */
function basicCredentials(ctx: Context): { username: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(ctx.get('Authorization'));
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function authRoutes({ db, config, counters }: AppDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const { knex } = db;

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/refreshToken', async (ctx) => {
    const { perIp, perUsername, windowMs } = config.loginLimits;
    await consume(counters, `login:ip:${ctx.ip}`, { max: perIp, windowMs });
    const credentials = basicCredentials(ctx);
    if (!credentials || credentials.password.length > 200) throw apiError(401, 'invalidCredentials');
    const username = credentials.username.trim();
    // Guessing one account's password stops after a few tries, whichever addresses it comes from.
    const userKey = `login:user:${username.toLowerCase().slice(0, 60)}`;
    await consume(counters, userKey, { max: perUsername, windowMs });
    const account = await findAccountByUsername(knex, username);
    const valid = await verifyPassword(account?.password_hash, credentials.password);
    if (!account || !valid) throw apiError(401, 'invalidCredentials');
    await counters.reset(userKey);
    if (account.status !== 'active') throw apiError(403, 'accountDisabled');
    const { token, expiresAt } = await issueRefreshToken(knex, account.id, config.refreshTokenTtlDays, {
      userAgent: ctx.get('User-Agent'),
      ip: ctx.ip,
    });
    await knex('users')
      .where({ id: account.id })
      .update({ last_login_at: toDbTime(new Date()) });
    const answer: RefreshTokenAnswer = { refreshToken: token, expiresAt: expiresAt.toISOString() };
    ctx.body = answer;
  });

  router.get('/accessToken', async (ctx) => {
    const token = bearerToken(ctx);
    if (!token) throw apiError(401, 'loginRequired');
    const live = await findLiveRefreshToken(knex, token);
    if (!live) throw apiError(401, 'invalidToken');
    const account = await findAccountById(knex, live.user_id);
    if (!account || account.status !== 'active') throw apiError(401, 'invalidToken');
    await knex('refresh_tokens')
      .where({ id: live.id })
      .update({ last_used_at: toDbTime(new Date()) });
    const answer: AccessTokenAnswer = {
      accessToken: signAccessToken(config.jwtSecret, config.accessTokenTtlSeconds, {
        userId: account.id,
        scope: parseScopes(account.scopes),
        name: account.name,
        sessionId: live.id,
      }),
      expiresIn: config.accessTokenTtlSeconds,
    };
    ctx.body = answer;
  });

  /** Logout: revokes the refresh token given as bearer. Idempotent. */
  router.delete('/refreshToken', async (ctx) => {
    const token = bearerToken(ctx);
    if (!token) throw apiError(401, 'loginRequired');
    await knex('refresh_tokens')
      .where({ token_hash: hashToken(token) })
      .whereNull('revoked_at')
      .update({ revoked_at: toDbTime(new Date()) });
    ctx.status = 204;
  });

  return router;
}
