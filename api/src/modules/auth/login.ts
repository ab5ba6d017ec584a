import type { Context } from 'koa';
import { normalizeUsername, type AccessTokenAnswer } from '@clinic/contract';
import { type Knex, table, toDbTime, type UserRow } from '../../db/index.js';
import { parseScopes } from '../../http/auth.js';
import { apiError } from '../../http/errors.js';
import { consume, tooManyRequests } from '../../http/rateLimit.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { findAccountById, findAccountByUsername } from './store.js';
import { verifyPassword } from './passwords.js';
import { findLiveRefreshToken, issueRefreshToken, signAccessToken } from './sessions.js';

/** Logging in (Basic credentials, with the login limits) and minting access tokens from a session. */

/** `Authorization: Basic base64(username:password)`; the password may itself contain colons. */
function basicCredentials(ctx: Context): { username: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(ctx.get('Authorization'));
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * How long a login to a username waits, given its wrong passwords from every address: nothing up to
 * the per-address limit (one person mistyping), then one step more per failure, up to the ceiling.
 */
export function loginDelayMs(
  failures: number,
  limits: { perUsername: number; delayStepMs: number; delayMaxMs: number },
): number {
  const beyond = failures - limits.perUsername;
  return beyond > 0 ? Math.min(limits.delayMaxMs, beyond * limits.delayStepMs) : 0;
}

/**
 * A login with `Authorization: Basic`: the limits per address and username, the password, then a new
 * refresh token. Throws 401/403/429 as the API contract says.
 */
export async function logIn(
  ctx: Context,
  { db, config, counters, clock }: AppDeps,
): Promise<{ token: string; expiresAt: Date; account: UserRow }> {
  const { knex } = db;
  const limits = config.loginLimits;
  const { windowMs } = limits;
  // Every attempt from one address counts, whatever the username.
  await consume(counters, `login:ip:${ctx.ip}`, { max: limits.perIp, windowMs });
  const credentials = basicCredentials(ctx);
  if (!credentials || credentials.password.length > 200) throw apiError(401, 'invalidCredentials');
  // Wrong passwords are counted per username in its one spelling (a username holds no colon), per
  // (username, address) tightly and per username loosely: an attacker elsewhere cannot keep the
  // owner out. Failures only, so a burst of parallel tries from one address can pass the tight
  // count by the tries in flight; the per-address limit above bounds those.
  const username = normalizeUsername(credentials.username).slice(0, 60);
  const userKey = `login:user:${username}`;
  const pairKey = `login:user-ip:${username}:${ctx.ip}`;
  const [pair, all] = await Promise.all([counters.peek(pairKey), counters.peek(userKey)]);
  // This address failed too often on this username: refused, even with the right password.
  if (pair.count >= limits.perUsername) throw tooManyRequests(counters, pair.resetAt);
  // Under a wide attack, no address gets another try after a wrong one; a fresh one still may.
  if (all.count >= limits.failuresPerUsername && pair.count > 0) throw tooManyRequests(counters, all.resetAt);
  const wait = loginDelayMs(all.count, limits);
  if (wait > 0) await clock.sleep(wait);
  const account = await findAccountByUsername(knex, credentials.username);
  const valid = await verifyPassword(account?.password_hash, credentials.password);
  if (!account || !valid) {
    await Promise.all([counters.hit(pairKey, windowMs), counters.hit(userKey, windowMs)]);
    throw apiError(401, 'invalidCredentials');
  }
  // The address's own failures are forgiven; the username's count across addresses is not.
  await counters.reset(pairKey);
  if (account.status !== 'active') throw apiError(403, 'accountDisabled');
  const { token, expiresAt } = await issueRefreshToken(knex, account.id, config.refreshTokenTtlDays, {
    userAgent: ctx.get('User-Agent'),
    ip: ctx.ip,
  });
  await table(knex, 'users')
    .where({ id: account.id })
    .update({ last_login_at: toDbTime(new Date()) });
  return { token, expiresAt, account };
}

/** A new access token for a live refresh token of an active account, issued now on `clock`; 401 otherwise. */
export async function accessTokenFor(
  knex: Knex,
  config: Config,
  refreshToken: string,
  clock: Clock,
): Promise<AccessTokenAnswer> {
  const live = await findLiveRefreshToken(knex, refreshToken);
  if (!live) throw apiError(401, 'invalidToken');
  const account = await findAccountById(knex, live.user_id);
  if (!account || account.status !== 'active') throw apiError(401, 'invalidToken');
  await table(knex, 'refresh_tokens')
    .where({ id: live.id })
    .update({ last_used_at: toDbTime(new Date()) });
  return {
    accessToken: signAccessToken(
      config.jwtSecret,
      config.accessTokenTtlSeconds,
      { userId: account.id, scope: parseScopes(account.scopes), name: account.name, sessionId: live.id },
      clock.now(),
    ),
    expiresIn: config.accessTokenTtlSeconds,
  };
}
