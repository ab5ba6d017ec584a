import type { Knex } from 'knex';
import { addIndexes, dropIndexes, hasColumn, isMysql } from './lib/schema';

// Console searches on indexes (issue 23): at three years of data a search that reads a whole table
// (`LIKE '%term%'`) takes tens of seconds. The console now finds requests and members by a phone
// number's first digits (the existing `phone` index) or its last digits (`phone_last4`, a virtual
// column of the number's last four digits, indexed), and by the first letters of a name or an
// e-mail address (indexes below). Virtual columns take no space in the rows; MariaDB and SQLite both
// index them. `users.is_staff` (a virtual column: the account has scope `console`) replaces the
// `scopes NOT LIKE '%"console"%'` every members list carried, which no index could serve; indexed
// with `created_at` for the members list as it opens. Every step checks before it acts, so a run
// stopped half-way completes when run again.

/** Virtual generated columns: computed from the row when read, never written by the application. */
const COLUMNS = [
  {
    table: 'forms',
    column: 'phone_last4',
    mysql: 'CHAR(4) AS (RIGHT(phone, 4)) VIRTUAL',
    sqlite: 'TEXT GENERATED ALWAYS AS (substr(phone, -4)) VIRTUAL',
  },
  {
    table: 'users',
    column: 'phone_last4',
    mysql: 'CHAR(4) AS (RIGHT(phone, 4)) VIRTUAL',
    sqlite: 'TEXT GENERATED ALWAYS AS (substr(phone, -4)) VIRTUAL',
  },
  {
    table: 'users',
    column: 'is_staff',
    mysql: `TINYINT(1) AS (scopes LIKE '%"console"%') VIRTUAL`,
    sqlite: `INTEGER GENERATED ALWAYS AS (scopes LIKE '%"console"%') VIRTUAL`,
  },
] as const;

const INDEXES = [
  { table: 'forms', columns: ['phone_last4'], name: 'forms_phone_last4_index' },
  { table: 'users', columns: ['phone_last4'], name: 'users_phone_last4_index' },
  { table: 'users', columns: ['is_staff', 'created_at'], name: 'users_is_staff_created_at_index' },
  { table: 'forms', columns: ['name'], name: 'forms_name_index' },
  { table: 'forms', columns: ['email'], name: 'forms_email_index' },
  { table: 'users', columns: ['name'], name: 'users_name_index' },
  { table: 'users', columns: ['email'], name: 'users_email_index' },
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const { table, column, mysql, sqlite } of COLUMNS)
    if (!(await hasColumn(knex, table, column)))
      await knex.raw(`ALTER TABLE ?? ADD COLUMN ?? ${isMysql(knex) ? mysql : sqlite}`, [table, column]);
  await addIndexes(knex, INDEXES);
}

export async function down(knex: Knex): Promise<void> {
  await dropIndexes(knex, INDEXES);
  for (const { table, column } of [...COLUMNS].reverse())
    if (await hasColumn(knex, table, column)) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, column]);
}
