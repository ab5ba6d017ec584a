import { normalizeUsername, SCOPES, type Scope } from '@clinic/contract';
import { fromDbTime, toDbTime, type Knex } from '../../db/index.js';
import { hashPassword } from './passwords.js';

export interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  scopes: string;
  status: string;
}

export function parseScopes(raw: string): Scope[] {
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)) : [];
  } catch {
    return [];
  }
}

/** The account whose username is `username` once normalised (the only spelling the table keeps). */
export function findAccountByUsername(knex: Knex, username: string): Promise<AccountRow | undefined> {
  return knex<AccountRow>('users')
    .where({ username: normalizeUsername(username) })
    .first();
}

export function findAccountById(knex: Knex, id: number): Promise<AccountRow | undefined> {
  return knex<AccountRow>('users').where({ id }).first();
}

export async function hasStaffAccount(knex: Knex): Promise<boolean> {
  const row = await knex('users').where('scopes', 'like', '%"console"%').first('id');
  return row !== undefined;
}

/** Whether `id` is an active staff account (scope `console`): one a request may be assigned to. */
export async function isStaffAccount(knex: Knex, id: number): Promise<boolean> {
  const row = (await knex('users').where({ id, status: 'active' }).first('scopes')) as { scopes: string } | undefined;
  return row !== undefined && parseScopes(row.scopes).includes('console');
}

/** Revokes every refresh token of a user (password change, withdrawal, disabling). */
export async function revokeAllTokens(knex: Knex, userId: number, now = new Date()): Promise<number> {
  return knex('refresh_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: toDbTime(now) });
}

export interface UpsertAccount {
  username: string;
  password: string;
  name?: string;
  scopes: Scope[];
}

/**
 * Creates the account, or resets its password (and revokes its sessions) and adds the scopes if it
 * exists. Used by `npm run admin:create`, the first-run demo admin and the tests.
 */
export async function upsertAccount(knex: Knex, input: UpsertAccount): Promise<{ id: number; created: boolean }> {
  const now = toDbTime(new Date());
  const username = normalizeUsername(input.username);
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByUsername(knex, username);
  if (existing) {
    const scopes = Array.from(new Set([...parseScopes(existing.scopes), ...input.scopes]));
    await knex.transaction(async (trx) => {
      await trx('users')
        .where({ id: existing.id })
        .update({
          password_hash: passwordHash,
          scopes: JSON.stringify(scopes),
          status: 'active',
          password_changed_at: now,
          updated_at: now,
          ...(input.name ? { name: input.name } : {}),
        });
      await revokeAllTokens(trx, existing.id);
    });
    return { id: existing.id, created: false };
  }
  const [id] = await knex('users').insert({
    username,
    password_hash: passwordHash,
    name: input.name ?? username,
    scopes: JSON.stringify(input.scopes),
    status: 'active',
    password_changed_at: now,
    created_at: now,
    updated_at: now,
  });
  return { id: Number(id), created: true };
}

export { fromDbTime };
