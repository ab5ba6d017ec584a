import type { Knex } from 'knex';

// Review cards get `is_demo`: true for the example cards a first run adds, false once staff change
// one (or for any card staff make). The console's dashboard lists what still holds demo values.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    t.boolean('is_demo').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('is_demo');
  });
}
