import { hash, verify } from '@node-rs/argon2';
import { type Knex, table, toDbTime } from '../../db/index.js';
import { fieldError } from '../../http/errors.js';

/** Password hashes (argon2id), and setting or changing an account's password. */

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
// `algorithm: 2` is Algorithm.Argon2id, an ambient const enum that isolatedModules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing in particular, verified when the account is unknown so timing reveals nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-unknown-accounts');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Sets an account's password, in one transaction: tokens issued before `at` (now) stop working and
 * every session ends but `keepSession` (the one that asked, which refreshes and goes on).
 */
export async function setPassword(
  knex: Knex,
  userId: number,
  password: string,
  { keepSession, at = new Date() }: { keepSession?: number; at?: Date } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = toDbTime(at);
  await knex.transaction(async (trx) => {
    await table(trx, 'users').where({ id: userId }).update({
      password_hash: passwordHash,
      password_changed_at: now,
      tokens_valid_after: now,
      updated_at: now,
    });
    const sessions = table(trx, 'refresh_tokens').where({ user_id: userId }).whereNull('revoked_at');
    if (keepSession) sessions.whereNot({ id: keepSession });
    await sessions.update({ revoked_at: now });
  });
}

/** One's own password change: the current password first (a field error when wrong), then `setPassword`. */
export async function changePassword(
  knex: Knex,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  keepSession: number | undefined,
  at = new Date(),
): Promise<void> {
  const row = await table(knex, 'users').where({ id: userId }).first('password_hash');
  if (!(await verifyPassword(row?.password_hash, input.currentPassword)))
    throw fieldError('currentPassword', 'wrongPassword');
  await setPassword(knex, userId, input.newPassword, { keepSession, at });
}
