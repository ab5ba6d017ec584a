import type { Knex } from 'knex';

// The one-memo column of consultation requests is gone: its text lives on as the first note
// (20261125000002).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('forms', (t) => {
    t.dropColumn('memo');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('forms', (t) => {
    t.text('memo').nullable();
  });
}
