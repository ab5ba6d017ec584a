import type { Knex } from 'knex';

// Console searches on indexes (issue 23): at three years of data a search that reads a whole table
// (`LIKE '%term%'`) takes tens of seconds. The console now finds requests and members by a phone
// number's first digits (the existing `phone` index) or its last digits (`phone_last4`, a virtual
// column of the number's last four digits, indexed), and by the first letters of a name or an
// e-mail address (indexes below). Virtual columns take no space in the rows; MariaDB and SQLite both
// index them. `users.is_staff` (a virtual column: the account has scope `console`) replaces the
// `scopes NOT LIKE '%"console"%'` every members list carried, which no index could serve; indexed
// with `created_at` for the members list as it opens. Every step checks before it acts, so a run
// stopped half-way completes when run again.

const isMysql = (knex: Knex) => ['mysql', 'mysql2'].includes(String(knex.client.config.client));

const LAST4 = [
  { table: 'forms', index: 'forms_phone_last4_index' },
  { table: 'users', index: 'users_phone_last4_index' },
] as const;

const IS_STAFF = {
  mysql: `ALTER TABLE users ADD COLUMN is_staff TINYINT(1) AS (scopes LIKE '%"console"%') VIRTUAL`,
  sqlite: `ALTER TABLE users ADD COLUMN is_staff INTEGER GENERATED ALWAYS AS (scopes LIKE '%"console"%') VIRTUAL`,
};
const IS_STAFF_INDEX = 'users_is_staff_created_at_index';

const INDEXES = [
  { table: 'forms', columns: ['name'], name: 'forms_name_index' },
  { table: 'forms', columns: ['email'], name: 'forms_email_index' },
  { table: 'users', columns: ['name'], name: 'users_name_index' },
  { table: 'users', columns: ['email'], name: 'users_email_index' },
] as const;

async function hasIndex(knex: Knex, table: string, name: string): Promise<boolean> {
  if (isMysql(knex)) {
    const [rows] = (await knex.raw('SHOW INDEX FROM ?? WHERE Key_name = ?', [table, name])) as [unknown[]];
    return rows.length > 0;
  }
  const rows = (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?", [
    name,
  ])) as unknown[];
  return rows.length > 0;
}

/** Whether `table` has the column; on SQLite generated columns are listed by table_xinfo only. */
async function hasColumn(knex: Knex, table: string, column: string): Promise<boolean> {
  if (isMysql(knex)) return knex.schema.hasColumn(table, column);
  const rows = (await knex.raw('SELECT name FROM pragma_table_xinfo(?) WHERE name = ?', [table, column])) as unknown[];
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  for (const { table, index } of LAST4) {
    if (!(await hasColumn(knex, table, 'phone_last4'))) {
      await knex.raw(
        isMysql(knex)
          ? 'ALTER TABLE ?? ADD COLUMN phone_last4 CHAR(4) AS (RIGHT(phone, 4)) VIRTUAL'
          : 'ALTER TABLE ?? ADD COLUMN phone_last4 TEXT GENERATED ALWAYS AS (substr(phone, -4)) VIRTUAL',
        [table],
      );
    }
    if (!(await hasIndex(knex, table, index))) await knex.raw('CREATE INDEX ?? ON ?? (phone_last4)', [index, table]);
  }
  if (!(await hasColumn(knex, 'users', 'is_staff'))) await knex.raw(isMysql(knex) ? IS_STAFF.mysql : IS_STAFF.sqlite);
  if (!(await hasIndex(knex, 'users', IS_STAFF_INDEX)))
    await knex.raw('CREATE INDEX ?? ON users (is_staff, created_at)', [IS_STAFF_INDEX]);
  for (const { table, columns, name } of INDEXES) {
    if (await hasIndex(knex, table, name)) continue;
    await knex.schema.alterTable(table, (t) => {
      t.index([...columns], name);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, columns, name } of [...INDEXES].reverse()) {
    if (!(await hasIndex(knex, table, name))) continue;
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([...columns], name);
    });
  }
  if (await hasIndex(knex, 'users', IS_STAFF_INDEX))
    await knex.raw(isMysql(knex) ? 'DROP INDEX ?? ON users' : 'DROP INDEX ??', [IS_STAFF_INDEX]);
  if (await hasColumn(knex, 'users', 'is_staff')) await knex.raw('ALTER TABLE users DROP COLUMN is_staff');
  for (const { table, index } of [...LAST4].reverse()) {
    if (await hasIndex(knex, table, index))
      await knex.raw(isMysql(knex) ? 'DROP INDEX ?? ON ??' : 'DROP INDEX ??', isMysql(knex) ? [index, table] : [index]);
    if (await hasColumn(knex, table, 'phone_last4')) await knex.raw('ALTER TABLE ?? DROP COLUMN phone_last4', [table]);
  }
}
