import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Clinic notices (공지사항): pinned ones first on the public list, then newest.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notices', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('title', 120).notNullable();
    t.text('body', 'mediumtext').notNullable();
    t.boolean('pinned').notNullable().defaultTo(false);
    t.boolean('published').notNullable().defaultTo(true);
    t.datetime('published_at', { precision: 3 }).notNullable();
    t.integer('views').unsigned().notNullable().defaultTo(0);
    t.integer('author_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['published', 'pinned', 'published_at'], 'notices_public_order');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notices');
}
