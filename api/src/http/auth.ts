import type { Context, Next } from 'koa';
import jwt from 'jsonwebtoken';
import { SCOPES, type AccessTokenPayload, type Scope } from '@clinic/contract';
import { apiError } from './errors.js';
import { fromDbTime, type Knex } from '../db/index.js';

export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'seoul-vein-clinic';

export interface AuthState {
  userId: number;
  scope: Scope[];
  /** The refresh token (session) this access token was issued from. */
  sessionId: number | undefined;
  /** When the token was issued, in milliseconds. */
  issuedAt: number;
  /** Filled from the account on every request (for the access log). */
  username?: string;
}

/** An account's `scopes` column (JSON text) as the scopes it grants; anything unknown is dropped. */
export function parseScopes(raw: string): Scope[] {
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)) : [];
  } catch {
    return [];
  }
}

/** Whether the caller is staff (scope `console`). */
export const isStaff = (auth: AuthState | undefined): boolean => auth?.scope.includes('console') ?? false;

export function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Verifies an access token: signature, pinned algorithm, issuer, expiry and claim shapes. */
export function verifyAccessToken(token: string, secret: string): AuthState {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER });
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) throw apiError(401, 'tokenExpired');
    throw apiError(401, 'invalidToken');
  }
  if (typeof payload === 'string') throw apiError(401, 'invalidToken');
  // jsonwebtoken checks `exp` only when present: a token without one would never expire.
  if (typeof payload.exp !== 'number') throw apiError(401, 'invalidToken');
  const claims = payload as Partial<AccessTokenPayload> & { sid?: number; iatMs?: number };
  const userId = Number(claims.sub);
  const scope = claims.scope;
  if (
    !Number.isSafeInteger(userId) ||
    userId <= 0 ||
    !Array.isArray(scope) ||
    !scope.every((s) => (SCOPES as readonly string[]).includes(s)) ||
    // Every access token is issued from a session (a refresh token), which logout ends.
    !Number.isSafeInteger(claims.sid) ||
    claims.sid! <= 0
  ) {
    throw apiError(401, 'invalidToken');
  }
  return {
    userId,
    scope,
    sessionId: claims.sid,
    // Milliseconds, so a token issued a moment before a password change (same second) is refused too.
    issuedAt: typeof claims.iatMs === 'number' ? claims.iatMs : Number(claims.iat) * 1000,
  };
}

interface AccountState {
  username: string;
  status: string;
  scopes: string;
  tokens_valid_after: string | null;
}

/**
 * The account behind a valid signature must still be usable: not disabled or withdrawn, the token
 * issued after the last password change, and its session not ended (logout revokes the refresh
 * token, and with it every access token issued from it: the database every copy shares is the
 * deny-list). One query. The scopes are the account's current ones.
 */
async function checkAccount(knex: Knex, auth: AuthState): Promise<AuthState> {
  const row = (await knex('users')
    .join('refresh_tokens', 'refresh_tokens.user_id', 'users.id')
    .where('users.id', auth.userId)
    .where('refresh_tokens.id', auth.sessionId ?? 0)
    .whereNull('refresh_tokens.revoked_at')
    .first('users.username', 'users.status', 'users.scopes', 'users.tokens_valid_after')) as AccountState | undefined;
  if (!row || row.status !== 'active') throw apiError(401, 'invalidToken');
  const validAfter = fromDbTime(row.tokens_valid_after);
  if (validAfter && auth.issuedAt < new Date(validAfter).getTime()) throw apiError(401, 'tokenExpired');
  return { ...auth, scope: parseScopes(row.scopes), username: row.username };
}

/** Any signed-in account (members' own routes): 401 without a valid token. */
export function requireLogin(secret: string, knex: Knex) {
  return async function requireLoginMiddleware(ctx: Context, next: Next) {
    const token = bearerToken(ctx);
    if (!token) throw apiError(401, 'loginRequired');
    ctx.state.auth = await checkAccount(knex, verifyAccessToken(token, secret));
    await next();
  };
}

/**
 * Requires a valid access token carrying `scope`. No token or a bad one: 401. A valid token without
 * the scope: 403 with `refusal` (`noPermission`, or `adminOnly` for what only 관리자 may do). The
 * scopes checked are the account's current ones, so a role change holds from the next request.
 * On success `ctx.state.auth` holds the caller.
 */
export function requireScope(
  secret: string,
  knex: Knex,
  scope: Scope,
  refusal: 'noPermission' | 'adminOnly' = 'noPermission',
) {
  return async function requireScopeMiddleware(ctx: Context, next: Next) {
    // Already checked for this request (the staff-area gate in front of the routers): one lookup.
    const checked = ctx.state.auth as AuthState | undefined;
    if (checked?.scope.includes(scope)) return next();
    const token = bearerToken(ctx);
    if (!token) throw apiError(401, 'loginRequired');
    // Already checked (the staff gate): its scopes are the account's current ones, no second lookup.
    const auth = checked ?? (await checkAccount(knex, verifyAccessToken(token, secret)));
    if (!auth.scope.includes(scope)) throw apiError(403, refusal);
    ctx.state.auth = auth;
    await next();
  };
}

/**
 * Public reads that answer differently to a signed-in reader (a `mine` flag, members-only reviews):
 * without a token the caller is anonymous (`ctx.state.auth` undefined); a token that is present
 * must be valid (401 otherwise, so the client refreshes it once as for any call).
 */
export function optionalLogin(secret: string, knex: Knex) {
  return async function optionalLoginMiddleware(ctx: Context, next: Next) {
    const token = bearerToken(ctx);
    if (token) ctx.state.auth = await checkAccount(knex, verifyAccessToken(token, secret));
    await next();
  };
}
