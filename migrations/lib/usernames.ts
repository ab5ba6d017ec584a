import type { Knex } from 'knex';

/**
 * Usernames in one spelling (issue 11): the helpers of the two migrations of 2026-11-23. Like a
 * migration, this file must never change once on main: write a new helper instead.
 */

/**
 * NFKC, lower case, trimmed: the rule of the contract's `normalizeUsername` when these migrations
 * were written, copied rather than imported (a migration never runs application code, which may change).
 */
export function normalisedUsername(raw: string): string {
  return raw.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

export function isMysql(knex: Knex): boolean {
  return knex.client.config.client === 'mysql2' || knex.client.config.client === 'mysql';
}

/** The longest username the `users.username` column holds. */
export const USERNAME_COLUMN_LENGTH = 30;

/**
 * Refuses to go on when two accounts would share one username once normalised (or a username would
 * become empty or too long), listing them so that a DBA can rename all but one and run it again.
 */
export async function assertUsernamesNormalisable(knex: Knex): Promise<void> {
  const rows = (await knex('users').select('id', 'username').orderBy('id')) as Array<{ id: number; username: string }>;
  const groups = new Map<string, Array<{ id: number; username: string }>>();
  for (const row of rows) {
    const key = normalisedUsername(row.username);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const show = (list: Array<{ id: number; username: string }>) =>
    list.map((r) => `id ${r.id} ${JSON.stringify(r.username)}`).join(', ');
  const problems: string[] = [];
  for (const [key, group] of groups) {
    if (group.length > 1) problems.push(`  ${JSON.stringify(key)} <- ${show(group)}`);
    if (key === '' || key.length > USERNAME_COLUMN_LENGTH)
      problems.push(
        `  ${show(group)}: becomes ${JSON.stringify(key)} (empty or longer than ${USERNAME_COLUMN_LENGTH})`,
      );
  }
  if (problems.length > 0) {
    throw new Error(
      'Usernames are now compared in one spelling (NFKC, lower case, trimmed), and these accounts ' +
        'would not have one of their own:\n' +
        problems.join('\n') +
        '\nRename all but one account of each group (UPDATE users SET username = ... WHERE id = ...), ' +
        'then run the migrations again. Nothing was changed.',
    );
  }
}
