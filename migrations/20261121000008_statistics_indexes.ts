import type { Knex } from 'knex';

// Indexes for the console's statistics (api/src/modules/statistics). Every statistic counts rows in
// a range of `created_at` (Korea-time days turned into UTC bounds); each index below holds every
// column its count reads, so the database answers from the index alone without reading the rows.
//
// - forms (created_at), questions (created_at), member_reviews (created_at): counts per day, month
//   and weekday. users (created_at) exists already (20261121000004).
// - forms (treatment, created_at), member_reviews (treatment, created_at): counts per treatment.
// - users (scopes, created_at): the staff accounts among new accounts (members = accounts − staff);
//   also lists the few distinct `scopes` values without reading the table.
// - member_reviews (status): pending and approved reviews of all products (the existing
//   (product, status, created_at) index needs a product).
const INDEXES: Array<{ table: string; columns: string[]; name: string }> = [
  { table: 'forms', columns: ['created_at'], name: 'forms_created_at_index' },
  { table: 'forms', columns: ['treatment', 'created_at'], name: 'forms_treatment_created_at_index' },
  { table: 'questions', columns: ['created_at'], name: 'questions_created_at_index' },
  { table: 'member_reviews', columns: ['created_at'], name: 'member_reviews_created_at_index' },
  {
    table: 'member_reviews',
    columns: ['treatment', 'created_at'],
    name: 'member_reviews_treatment_created_at_index',
  },
  { table: 'member_reviews', columns: ['status'], name: 'member_reviews_status_index' },
  { table: 'users', columns: ['scopes', 'created_at'], name: 'users_scopes_created_at_index' },
];

export async function up(knex: Knex): Promise<void> {
  for (const { table, columns, name } of INDEXES) {
    await knex.schema.alterTable(table, (t) => {
      t.index(columns, name);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, columns, name } of [...INDEXES].reverse()) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(columns, name);
    });
  }
}
