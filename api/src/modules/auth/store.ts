import { normalizeUsername, type Scope } from '@clinic/contract';
import { type Knex, table, toDbTime, type UserRow } from '../../db/index.js';
import { parseScopes } from '../../http/auth.js';
import { hashPassword } from './passwords.js';
import { revokeAllTokens } from './sessions.js';

/** Accounts (members and staff share `users`): lookups, the staff test, names, creating an admin. */

/** Staff accounts only: their scopes include `console`. */
export const staffOnly = (qb: Knex.QueryBuilder): Knex.QueryBuilder => qb.where('users.is_staff', true);
/** Member accounts only: anything but staff (`is_staff`, a virtual column of the scopes, indexed). */
export const membersOnly = (qb: Knex.QueryBuilder): Knex.QueryBuilder => qb.where('users.is_staff', false);

/** The account whose username is `username` once normalised (the only spelling the table keeps). */
export function findAccountByUsername(knex: Knex, username: string): Promise<UserRow | undefined> {
  return table(knex, 'users')
    .where({ username: normalizeUsername(username) })
    .first();
}

export function findAccountById(knex: Knex, id: number): Promise<UserRow | undefined> {
  return table(knex, 'users').where({ id }).first();
}

export async function hasStaffAccount(knex: Knex): Promise<boolean> {
  return (await staffOnly(table(knex, 'users')).first('id')) !== undefined;
}

/** Whether `id` is an active staff account (scope `console`): one a request may be assigned to. */
export async function isStaffAccount(knex: Knex, id: number): Promise<boolean> {
  const row = await table(knex, 'users').where({ id, status: 'active' }).first('scopes');
  return row !== undefined && parseScopes(row.scopes).includes('console');
}

/**
 * Whether a username may be taken: no account has it and no withdrawal holds it (a withdrawn
 * username is kept 30 days). Usernames are kept and compared in their one normalised spelling.
 */
export async function usernameAvailable(knex: Knex, username: string): Promise<boolean> {
  const name = normalizeUsername(username);
  if (await table(knex, 'users').where({ username: name }).first('id')) return false;
  const blocked = await table(knex, 'withdrawals')
    .where({ username: name })
    .where('reusable_after', '>', toDbTime(new Date()))
    .first('id');
  return !blocked;
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
      await table(trx, 'users')
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
  const [id] = await table(knex, 'users').insert({
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
