import type { Context, Next } from 'koa';
import jwt from 'jsonwebtoken';
import { SCOPES, type AccessTokenPayload, type Scope } from '@clinic/contract';
import { apiError } from './errors.js';

export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'seoul-vein-clinic';

export interface AuthState {
  userId: number;
  scope: Scope[];
}

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
  const claims = payload as Partial<AccessTokenPayload>;
  const userId = Number(claims.sub);
  const scope = claims.scope;
  if (
    !Number.isSafeInteger(userId) ||
    userId <= 0 ||
    !Array.isArray(scope) ||
    !scope.every((s) => (SCOPES as readonly string[]).includes(s))
  ) {
    throw apiError(401, 'invalidToken');
  }
  return { userId, scope };
}

/**
 * Requires a valid access token carrying `scope`. No token or a bad one: 401. A valid token without
 * the scope: 403. On success `ctx.state.auth` holds the caller.
 */
export function requireScope(secret: string, scope: Scope) {
  return async function requireScopeMiddleware(ctx: Context, next: Next) {
    const token = bearerToken(ctx);
    if (!token) throw apiError(401, 'loginRequired');
    const auth = verifyAccessToken(token, secret);
    if (!auth.scope.includes(scope)) throw apiError(403, 'noPermission');
    ctx.state.auth = auth;
    await next();
  };
}
