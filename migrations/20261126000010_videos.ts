import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// The clinic's videos, kept by staff in the console: the main page's story videos and the
// information section's clinic video. A YouTube id, a title per language (JSON text), and a
// thumbnail: an uploaded image (JSON text of its variants) or, when null, YouTube's own. `is_demo`
// is true only for the rows a first run seeds; any staff change sets it false.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('videos', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable();
    /** 'story' (the main page's videos) or 'clinic' (the information section's video). */
    t.string('placement', 20).notNullable();
    t.string('youtube_id', 11).notNullable();
    t.text('title').notNullable();
    t.text('thumbnail').nullable();
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['product', 'placement', 'enabled', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('videos');
}
