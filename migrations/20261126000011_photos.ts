import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// The clinic's photos, kept by staff in the console: the main page's hero picture, the information
// slider and the panorama page. An image (JSON text of its re-encoded variants), a caption, an alt
// text (Korean required) and an optional description per language (JSON text). `is_demo` is true
// only for the rows a first run seeds; any staff change sets it false. A demo row has no image but
// names one of the site's own illustrations (public-site/public/images/<name>.svg), shown until staff
// upload a picture.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('photos', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable();
    /** 'hero', 'information' or 'panorama'. */
    t.string('placement', 20).notNullable();
    t.text('image').nullable();
    t.string('illustration', 40).nullable();
    t.text('name').notNullable();
    t.text('alt').notNullable();
    t.text('text').nullable();
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['product', 'placement', 'enabled', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('photos');
}
