import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Scope } from '@clinic/contract';
import { type Knex, table, toDbTime } from '../../db/index.js';
import { JWT_ALGORITHM, JWT_ISSUER } from '../../http/auth.js';

/** Sessions: refresh tokens (stored hashed, revocable), the access tokens issued from them, ending them. */

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An opaque 256-bit token; only its SHA-256 is stored. */
export async function issueRefreshToken(
  knex: Knex,
  userId: number,
  ttlDays: number,
  meta: { userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  const [id] = await table(knex, 'refresh_tokens').insert({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: toDbTime(expiresAt),
    user_agent: meta.userAgent?.slice(0, 255) || null,
    ip: meta.ip?.slice(0, 45) || null,
    created_at: toDbTime(now),
  });
  return { token, expiresAt, id: Number(id) };
}

export interface LiveRefreshToken {
  id: number;
  user_id: number;
}

/** The token's row when it exists, is not revoked and has not expired. */
export async function findLiveRefreshToken(knex: Knex, token: string): Promise<LiveRefreshToken | undefined> {
  if (token.length > 200) return undefined;
  const row = await table(knex, 'refresh_tokens')
    .where({ token_hash: hashToken(token) })
    .whereNull('revoked_at')
    .where('expires_at', '>', toDbTime(new Date()))
    .first('id', 'user_id');
  return row;
}

/** An access token issued at `now` (ms): `iat` its second, `iatMs` the millisecond, `exp` from `iat`. */
export function signAccessToken(
  secret: string,
  ttlSeconds: number,
  claims: { userId: number; scope: Scope[]; name: string; sessionId?: number },
  now: number,
): string {
  const iat = Math.floor(now / 1000);
  return jwt.sign({ scope: claims.scope, name: claims.name, sid: claims.sessionId, iat, iatMs: now }, secret, {
    algorithm: JWT_ALGORITHM,
    expiresIn: ttlSeconds,
    subject: String(claims.userId),
    issuer: JWT_ISSUER,
  });
}

/** Revokes every refresh token of a user (password change, withdrawal, disabling). */
export async function revokeAllTokens(knex: Knex, userId: number, now = new Date()): Promise<number> {
  return table(knex, 'refresh_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: toDbTime(now) });
}

/** Disabling an account or setting its password ends its sessions, access tokens included (those issued before `now`). */
export async function endSessions(knex: Knex, id: number, now = new Date()): Promise<void> {
  await table(knex, 'users')
    .where({ id })
    .update({ tokens_valid_after: toDbTime(now) });
  await revokeAllTokens(knex, id, now);
}
