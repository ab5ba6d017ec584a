import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// The doctors the team page, the main page's director card and the Physician JSON-LD show, edited
// by staff in the console (schema only; the demo doctors are seeded by the app). Translated fields
// are JSON text `{ "ko": …, "en": …, "cn": …, "jp": … }`: `title` one line, `lines` the credentials
// and career, one line each, separated by line breaks. `photo` is JSON text describing the
// re-encoded variants (like a banner's image), null until staff upload one. `is_demo` is true only
// for the seeded demo doctors: any change staff make turns it off.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('doctors', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable().defaultTo('clinic');
    t.string('name_ko', 60).notNullable();
    t.string('name_en', 100).notNullable().defaultTo('');
    t.text('title').notNullable();
    t.text('lines').notNullable();
    t.text('photo').nullable();
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['product', 'enabled', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('doctors');
}
