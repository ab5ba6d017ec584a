import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Schema: the treatments (치료 방법) as records. One row a treatment: its page (`page_id`, the page
// at `/{section}/{slug}` whose words staff write in 페이지 문구), its name per language (the menu, the
// card) and its English name (beside the Korean in the card's dialog), the card the main page shows
// (`card`; subject, lines and the picture's alt text per language, as JSON text
// `{ "ko": …, "en": …, "cn": …, "jp": … }`: its title, subject, lines separated by line breaks and
// the picture's alt text), the picture (one of the
// site's illustrations, or an uploaded one as JSON text of its variants), its place in the menu and
// whether it is shown at all (`visible`: hidden, its page answers 404 and it leaves the menu, the
// main page and the sitemap). New table, nothing existing touched; created only when missing.
// Back: drops the table (the pages stay).
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('treatments')) return;
  await knex.schema.createTable('treatments', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('section', 20).notNullable();
    t.string('slug', 40).notNullable();
    t.integer('page_id').unsigned().notNullable().references('id').inTable('pages');
    t.text('name').notNullable();
    t.string('name_en', 100).notNullable().defaultTo('');
    t.boolean('card').notNullable().defaultTo(false);
    t.text('card_title').notNullable();
    t.text('subject').notNullable();
    t.text('lines').notNullable();
    t.text('picture_alt').notNullable();
    t.string('illustration', 40).notNullable();
    t.text('picture').nullable();
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.boolean('visible').notNullable().defaultTo(true);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['section', 'slug']);
    t.unique(['page_id']);
    t.index(['visible', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('treatments');
}
