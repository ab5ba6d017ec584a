import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Schema: the texts of the public site's pages, which staff change in the console instead of a
// developer in the code. `pages` has one row a page, keyed by its address below the locale prefix
// (`surgery/venaseal`, `cost`; the main page is `home`). `page_texts` has the page's text in one
// language: `content` is JSON text of the page's title, description, lead and sections of typed
// blocks (public-site/src/content/types.ts gives each page's shape), as patients read it now;
// `version` counts its changes (a save names the version it was based on, so two staff cannot undo
// each other's work); `updated_by` is the staff account that changed it last (null: the first run).
// Both tables are new: nothing existing is touched. Each is created only when missing, so a run that
// stopped half-way completes when run again. The texts themselves come in the next migration.
// Back: drops both tables (the texts staff wrote go with them).
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('pages'))) {
    await knex.schema.createTable('pages', (t) => {
      utf8mb4(knex, t);
      t.increments('id').primary();
      t.string('page_key', 100).notNullable().unique();
      t.datetime('created_at', { precision: 3 }).notNullable();
      t.datetime('updated_at', { precision: 3 }).notNullable();
    });
  }
  if (!(await knex.schema.hasTable('page_texts'))) {
    await knex.schema.createTable('page_texts', (t) => {
      utf8mb4(knex, t);
      t.increments('id').primary();
      t.integer('page_id').unsigned().notNullable().references('id').inTable('pages').onDelete('CASCADE');
      t.string('locale', 2).notNullable();
      t.text('content', 'mediumtext').notNullable();
      t.integer('version').unsigned().notNullable().defaultTo(1);
      t.integer('updated_by').unsigned().nullable();
      t.datetime('created_at', { precision: 3 }).notNullable();
      t.datetime('updated_at', { precision: 3 }).notNullable();
      t.unique(['page_id', 'locale']);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('page_texts');
  await knex.schema.dropTableIfExists('pages');
}
