import type { Knex } from 'knex';

/**
 * Data migrations of the settings records (one JSON text per product): `change` edits a record's
 * parsed data in place and answers whether it changed; changed records are written back. A record
 * whose JSON cannot be read is left as it is. Like a migration, this file must never change once on
 * main: write a new helper instead.
 */
export async function eachSettingsRecord(
  knex: Knex,
  change: (data: Record<string, unknown>) => boolean,
): Promise<void> {
  const rows = (await knex('settings').orderBy('id').select('id', 'data')) as Array<{ id: number; data: string }>;
  for (const row of rows) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (change(data))
      await knex('settings')
        .where({ id: row.id })
        .update({ data: JSON.stringify(data) });
  }
}
