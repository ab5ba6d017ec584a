import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { AccessTokenAnswer, RefreshTokenAnswer } from '@clinic/contract';
import { table, toDbTime } from '../../db/index.js';
import { bearerToken } from '../../http/auth.js';
import { apiError } from '../../http/errors.js';
import type { AppDeps } from '../../deps.js';
import { hashToken } from './sessions.js';
import { accessTokenFor, logIn } from './login.js';
import { consoleSessionRoutes, forgetConsoleCookie } from './consoleSession.js';

/** `/api/auth/...`: a refresh token for a username and password, an access token for it, logout. */
export function authRoutes(deps: AppDeps): Router {
  const { db, config } = deps;
  const router = createRouter({ prefix: '/auth' });
  const { knex } = db;

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/refreshToken', async (ctx) => {
    const { token, expiresAt } = await logIn(ctx, deps);
    const answer: RefreshTokenAnswer = { refreshToken: token, expiresAt: expiresAt.toISOString() };
    ctx.body = answer;
  });

  router.get('/accessToken', async (ctx) => {
    const token = bearerToken(ctx);
    if (!token) throw apiError(401, 'loginRequired');
    const answer: AccessTokenAnswer = await accessTokenFor(knex, config, token, deps.clock);
    ctx.body = answer;
  });

  /** Logout: revokes the refresh token given as bearer (and forgets a console tab's cookie). Idempotent. */
  router.delete('/refreshToken', async (ctx) => {
    const token = bearerToken(ctx);
    if (!token) throw apiError(401, 'loginRequired');
    await table(knex, 'refresh_tokens')
      .where({ token_hash: hashToken(token) })
      .whereNull('revoked_at')
      .update({ revoked_at: toDbTime(new Date()) });
    forgetConsoleCookie(ctx);
    ctx.status = 204;
  });

  consoleSessionRoutes(router, deps);
  return router;
}
