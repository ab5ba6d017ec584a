import type { Knex } from 'knex';
import { assertUsernamesNormalisable, isMysql, USERNAME_COLUMN_LENGTH } from './lib/usernames';

// Schema: usernames compare byte for byte. On MySQL/MariaDB the table's utf8mb4_unicode_ci treated
// `mémbera1`, `MÉMBERA1` and `ｍembera1` as `membera1` (a login under another spelling, and another
// rate-limit counter); utf8mb4_bin compares exactly, as SQLite always did. The next migration
// rewrites every username in its one normalised spelling; this one first refuses when two accounts
// would then share one name, before anything changes.
export async function up(knex: Knex): Promise<void> {
  await assertUsernamesNormalisable(knex);
  if (!isMysql(knex)) return;
  // MODIFY keeps the column's unique index; length and NOT NULL are restated as they were.
  await knex.raw(
    `ALTER TABLE ?? MODIFY ?? VARCHAR(${USERNAME_COLUMN_LENGTH}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`,
    ['users', 'username'],
  );
}

export async function down(knex: Knex): Promise<void> {
  if (!isMysql(knex)) return;
  await knex.raw(
    `ALTER TABLE ?? MODIFY ?? VARCHAR(${USERNAME_COLUMN_LENGTH}) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`,
    ['users', 'username'],
  );
}
