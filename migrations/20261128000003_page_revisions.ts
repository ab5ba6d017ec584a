import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Schema: drafts, revisions and translation checks of the page texts (issue 22).
// - page_texts gains `draft` (what staff saved and have not published: JSON text like `content`,
//   null when there is none), `published_revision_id` (the revision patients read now) and
//   `source_revision_id` (a translation: the Korean revision it was made from or last checked
//   against; when the Korean published now differs from it, the translation is marked
//   번역 확인 필요). All three are nullable and added to a table of 84 rows: instant.
// - page_revisions keeps every published version of a page's text in one language, for good: who,
//   when, what (`content`), how (`action`: first, publish, restore, check), the warnings staff
//   confirmed. Rows are only ever added. Read by (page_id, locale, id), the history of one text.
// Each step is taken only when it is missing, so a run that stopped half-way completes when run
// again. Back: drops the table and the columns (drafts and the history go with them).
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('page_revisions'))) {
    await knex.schema.createTable('page_revisions', (t) => {
      utf8mb4(knex, t);
      t.increments('id').primary();
      t.integer('page_id').unsigned().notNullable().references('id').inTable('pages').onDelete('CASCADE');
      t.string('locale', 2).notNullable();
      t.text('content', 'mediumtext').notNullable();
      t.string('action', 16).notNullable();
      t.integer('restored_from').unsigned().nullable();
      t.integer('source_revision_id').unsigned().nullable();
      t.text('confirmed_warnings').nullable();
      t.integer('created_by').unsigned().nullable();
      t.datetime('created_at', { precision: 3 }).notNullable();
      t.index(['page_id', 'locale', 'id'], 'page_revisions_text_idx');
    });
  }
  const columns: Array<[string, (t: Knex.AlterTableBuilder) => void]> = [
    ['draft', (t) => t.text('draft', 'mediumtext').nullable()],
    ['published_revision_id', (t) => t.integer('published_revision_id').unsigned().nullable()],
    ['source_revision_id', (t) => t.integer('source_revision_id').unsigned().nullable()],
  ];
  for (const [name, add] of columns) {
    if (!(await knex.schema.hasColumn('page_texts', name))) await knex.schema.alterTable('page_texts', add);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['source_revision_id', 'published_revision_id', 'draft']) {
    if (await knex.schema.hasColumn('page_texts', name))
      await knex.schema.alterTable('page_texts', (t) => t.dropColumn(name));
  }
  await knex.schema.dropTableIfExists('page_revisions');
}
