import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Community and center: reviews members write (reviews2) with staff moderation and the editable
// list of expressions the medical advertising law forbids; staff-defined boards with posts, files
// and comments; 1:1 questions with their files and staff answers.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('member_reviews', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable();
    /** The author; kept NULL when the account is gone (a withdrawn member's review stays anonymous). */
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('title', 100).notNullable();
    t.text('content').notNullable();
    t.string('treatment', 30).nullable();
    /** JSON list of image variants (sharp output), at most five. */
    t.text('images').notNullable();
    /** pending -> approved | rejected (staff). */
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('reject_reason', 500).notNullable().defaultTo('');
    t.integer('moderated_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('moderated_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['product', 'status', 'created_at']);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('review_words', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('word', 60).notNullable().unique();
    t.string('note', 200).notNullable().defaultTo('');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  await knex.schema.createTable('boards', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    /** URL key: /boards/{key}. */
    t.string('key', 40).notNullable().unique();
    /** JSON { ko, en, cn, jp }. */
    t.text('name').notNullable();
    /** 'staff' or 'members'. */
    t.string('write_access', 20).notNullable().defaultTo('staff');
    t.boolean('comments_enabled').notNullable().defaultTo(false);
    t.boolean('published').notNullable().defaultTo(true);
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  await knex.schema.createTable('board_posts', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('board_id').unsigned().notNullable().references('id').inTable('boards').onDelete('CASCADE');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    /** Shown as the author: the staff account's name or the member's name at the time of writing. */
    t.string('author_name', 100).notNullable().defaultTo('');
    t.string('title', 200).notNullable();
    /** Sanitized HTML (server-side allow-list) */
    t.text('body', 'mediumtext').notNullable();
    /** Image variants JSON, or NULL. */
    t.text('thumb').nullable();
    t.boolean('pinned').notNullable().defaultTo(false);
    t.boolean('hidden').notNullable().defaultTo(false);
    t.integer('views').unsigned().notNullable().defaultTo(0);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['board_id', 'hidden', 'pinned', 'created_at']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('board_files', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('post_id').unsigned().notNullable().references('id').inTable('board_posts').onDelete('CASCADE');
    t.string('original_name', 255).notNullable();
    t.string('storage_key', 255).notNullable();
    t.string('mime', 100).notNullable();
    t.integer('size').unsigned().notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['post_id']);
  });

  await knex.schema.createTable('board_comments', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('post_id').unsigned().notNullable().references('id').inTable('board_posts').onDelete('CASCADE');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('author_name', 100).notNullable().defaultTo('');
    t.text('body').notNullable();
    t.boolean('hidden').notNullable().defaultTo(false);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['post_id', 'created_at']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('questions', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('category', 30).notNullable();
    t.string('title', 200).notNullable();
    t.text('body').notNullable();
    /** 'waiting' (답변대기) or 'answered' (답변완료). */
    t.string('status', 20).notNullable().defaultTo('waiting');
    /** Sanitized HTML. */
    t.text('answer', 'mediumtext').nullable();
    t.integer('answered_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('answered_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['status', 'created_at']);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('question_files', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('question_id').unsigned().notNullable().references('id').inTable('questions').onDelete('CASCADE');
    t.string('original_name', 255).notNullable();
    t.string('storage_key', 255).notNullable();
    t.string('mime', 100).notNullable();
    t.integer('size').unsigned().notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['question_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('question_files');
  await knex.schema.dropTableIfExists('questions');
  await knex.schema.dropTableIfExists('board_comments');
  await knex.schema.dropTableIfExists('board_files');
  await knex.schema.dropTableIfExists('board_posts');
  await knex.schema.dropTableIfExists('boards');
  await knex.schema.dropTableIfExists('review_words');
  await knex.schema.dropTableIfExists('member_reviews');
}
