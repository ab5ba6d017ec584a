import type { Knex } from 'knex';

/**
 * What a migration asks of the schema before it acts, on both databases, so that a run stopped
 * half-way completes when run again. Like a migration, this file must never change once on main:
 * write a new helper instead.
 */

export const isMysql = (knex: Knex): boolean => ['mysql', 'mysql2'].includes(String(knex.client.config.client));

/** Whether `table` has an index named `name`. */
export async function hasIndex(knex: Knex, table: string, name: string): Promise<boolean> {
  if (isMysql(knex)) {
    const [rows] = (await knex.raw('SHOW INDEX FROM ?? WHERE Key_name = ?', [table, name])) as [unknown[]];
    return rows.length > 0;
  }
  const rows = (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?", [
    name,
  ])) as unknown[];
  return rows.length > 0;
}

/** Whether `table` has the column, generated ones included (SQLite lists those in table_xinfo only). */
export async function hasColumn(knex: Knex, table: string, column: string): Promise<boolean> {
  if (isMysql(knex)) return knex.schema.hasColumn(table, column);
  const rows = (await knex.raw('SELECT name FROM pragma_table_xinfo(?) WHERE name = ?', [table, column])) as unknown[];
  return rows.length > 0;
}

/** Adds each index that is missing (`columns` in order, named `name`). */
export async function addIndexes(
  knex: Knex,
  indexes: ReadonlyArray<{ table: string; columns: readonly string[]; name: string }>,
): Promise<void> {
  for (const { table, columns, name } of indexes) {
    if (await hasIndex(knex, table, name)) continue;
    await knex.schema.alterTable(table, (t) => {
      t.index([...columns], name);
    });
  }
}

/** Drops each index that is there, last first. */
export async function dropIndexes(
  knex: Knex,
  indexes: ReadonlyArray<{ table: string; columns: readonly string[]; name: string }>,
): Promise<void> {
  for (const { table, columns, name } of [...indexes].reverse()) {
    if (!(await hasIndex(knex, table, name))) continue;
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([...columns], name);
    });
  }
}
