import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Public content that staff edit: settings, counters, popups, banners, fees, FAQs, terms,
// consultation requests with their files, and curated reviews. Translated fields are JSON text
// `{ "ko": …, "en": …, "cn": …, "jp": … }`; images are JSON text describing re-encoded variants.
export async function up(knex: Knex): Promise<void> {
  const times = (t: Knex.CreateTableBuilder) => {
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  };

  await knex.schema.createTable('settings', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable().unique();
    t.text('data').notNullable();
    times(t);
  });

  await knex.schema.createTable('mains', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable();
    t.string('code', 20).notNullable();
    t.integer('count').unsigned().notNullable().defaultTo(0);
    times(t);
    t.unique(['product', 'code']);
  });

  await knex.schema.createTable('popups', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.string('link', 500).notNullable().defaultTo('');
    t.text('image').nullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.datetime('starts_at', { precision: 3 }).nullable();
    t.datetime('ends_at', { precision: 3 }).nullable();
    times(t);
    t.index(['enabled', 'position']);
  });

  await knex.schema.createTable('banners', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('code', 20).notNullable();
    t.text('title').notNullable();
    t.text('alt').notNullable();
    t.string('link', 500).notNullable().defaultTo('');
    t.text('image').nullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.datetime('starts_at', { precision: 3 }).nullable();
    t.datetime('ends_at', { precision: 3 }).nullable();
    times(t);
    t.index(['code', 'enabled', 'position']);
  });

  await knex.schema.createTable('fees', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable();
    t.text('category').notNullable();
    t.bigInteger('min_cost').unsigned().notNullable();
    t.bigInteger('max_cost').unsigned().notNullable();
    t.text('note').nullable();
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.boolean('enabled').notNullable().defaultTo(true);
    times(t);
    t.index(['product', 'enabled', 'position']);
  });

  await knex.schema.createTable('faq_categories', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('code', 40).notNullable().unique();
    t.text('name').notNullable();
    t.integer('position').unsigned().notNullable().defaultTo(0);
    times(t);
  });

  await knex.schema.createTable('faqs', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('category_id').unsigned().notNullable().references('id').inTable('faq_categories').onDelete('RESTRICT');
    t.text('question').notNullable();
    t.text('answer', 'mediumtext').notNullable();
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.boolean('published').notNullable().defaultTo(true);
    times(t);
    t.index(['published', 'category_id', 'position']);
  });

  await knex.schema.createTable('terms', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('code', 40).notNullable();
    t.string('version', 20).notNullable();
    t.boolean('required').notNullable().defaultTo(false);
    t.text('title').notNullable();
    t.text('body', 'mediumtext').notNullable();
    t.datetime('effective_at', { precision: 3 }).notNullable();
    t.boolean('published').notNullable().defaultTo(true);
    times(t);
    t.unique(['code', 'version']);
  });

  await knex.schema.createTable('forms', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('name', 50).notNullable();
    t.string('phone', 20).notNullable();
    t.string('email', 254).notNullable().defaultTo('');
    t.string('treatment', 30).notNullable();
    t.text('message').notNullable();
    t.string('status', 20).notNullable().defaultTo('new');
    t.text('memo').nullable();
    // The consents given: [{ code, version, agreed, at }] — required and optional kept apart.
    t.text('consents').notNullable();
    t.string('locale', 5).notNullable().defaultTo('ko');
    t.string('ip', 45).nullable();
    times(t);
    t.index(['status', 'created_at']);
  });

  await knex.schema.createTable('form_files', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('form_id').unsigned().notNullable().references('id').inTable('forms').onDelete('CASCADE');
    t.string('original_name', 255).notNullable();
    t.string('storage_key', 255).notNullable();
    t.string('mime', 100).notNullable();
    t.integer('size').unsigned().notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['form_id']);
  });

  await knex.schema.createTable('reviews', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('product', 40).notNullable();
    t.string('title', 100).notNullable();
    t.text('content').notNullable();
    t.string('treatment', 30).nullable();
    t.text('thumb').nullable();
    t.text('images').notNullable();
    t.boolean('is_main').notNullable().defaultTo(false);
    t.boolean('published').notNullable().defaultTo(true);
    t.integer('position').unsigned().notNullable().defaultTo(0);
    times(t);
    t.index(['product', 'published', 'is_main', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'reviews',
    'form_files',
    'forms',
    'terms',
    'faqs',
    'faq_categories',
    'fees',
    'banners',
    'popups',
    'mains',
    'settings',
  ]) {
    await knex.schema.dropTable(table);
  }
}
