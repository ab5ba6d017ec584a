import type { Knex } from 'knex';

// Fee rows get what page texts need to name them (issue 20): `code` (the key a text names,
// `{{fee.laser}}`; unique among a product's rows, NULL when a row has none, so several rows can have
// none), `covered` (covered by national health insurance: listed apart from the non-covered table)
// and how long the procedure usually takes (`duration_min`, `duration_max`, in minutes). Each step
// checks first, so a run that failed half-way on MySQL (whose DDL commits at once) completes when
// run again.
const INDEX = 'fees_product_code_unique';

async function hasIndex(knex: Knex, table: string, name: string): Promise<boolean> {
  const client = String(knex.client.config.client);
  if (client === 'mysql2' || client === 'mysql') {
    const [rows] = (await knex.raw('SHOW INDEX FROM ?? WHERE Key_name = ?', [table, name])) as [unknown[]];
    return rows.length > 0;
  }
  const rows = (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?", [
    name,
  ])) as unknown[];
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('fees', 'code')))
    await knex.schema.alterTable('fees', (t) => {
      t.string('code', 30).nullable();
    });
  if (!(await knex.schema.hasColumn('fees', 'covered')))
    await knex.schema.alterTable('fees', (t) => {
      t.boolean('covered').notNullable().defaultTo(false);
    });
  if (!(await knex.schema.hasColumn('fees', 'duration_min')))
    await knex.schema.alterTable('fees', (t) => {
      t.integer('duration_min').unsigned().nullable();
    });
  if (!(await knex.schema.hasColumn('fees', 'duration_max')))
    await knex.schema.alterTable('fees', (t) => {
      t.integer('duration_max').unsigned().nullable();
    });
  if (!(await hasIndex(knex, 'fees', INDEX)))
    await knex.schema.alterTable('fees', (t) => {
      t.unique(['product', 'code'], { indexName: INDEX });
    });
}

export async function down(knex: Knex): Promise<void> {
  if (await hasIndex(knex, 'fees', INDEX))
    await knex.schema.alterTable('fees', (t) => {
      t.dropUnique(['product', 'code'], INDEX);
    });
  for (const column of ['duration_max', 'duration_min', 'covered', 'code'])
    if (await knex.schema.hasColumn('fees', column))
      await knex.schema.alterTable('fees', (t) => {
        t.dropColumn(column);
      });
}
