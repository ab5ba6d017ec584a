import type { Knex } from 'knex';
import { hasColumn } from './lib/schema';
import { utf8mb4 } from './lib/tables';

// Issue 24: no silent overwrites, a history of every change.
// - `lock_version` on every table staff edit in the console (terms already have a `version` of their
//   own: the day a text takes effect): a save names the version it was made on and
//   is refused (409) when the record changed meanwhile. Added with a default, which MariaDB (10.3+)
//   does in place without copying the table (ALGORITHM=INSTANT), so it is safe on a live database.
// - `change_history`: every console create, update, delete and reply (who, when, which record, each
//   field's old and new value; personal fields named without their values), read newest first per
//   record, and searchable by time and by staff account.
// Each step checks before it acts, so a run stopped half-way completes when run again.

const VERSIONED = [
  'notices',
  'users',
  'user_levels',
  'boards',
  'board_posts',
  'board_comments',
  'mains',
  'popups',
  'banners',
  'fees',
  'doctors',
  'faq_categories',
  'faqs',
  'forms',
  'videos',
  'photos',
  'member_reviews',
  'review_words',
  'questions',
  'reviews',
  'terms',
  'treatments',
  'settings',
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of VERSIONED) {
    if (await hasColumn(knex, table, 'lock_version')) continue;
    await knex.schema.alterTable(table, (t) => {
      t.integer('lock_version').unsigned().notNullable().defaultTo(1);
    });
  }
  if (!(await knex.schema.hasTable('change_history'))) {
    await knex.schema.createTable('change_history', (t) => {
      utf8mb4(knex, t);
      t.bigIncrements('id');
      // The console resource (`forms`, `center/faqs`, `setting`) and the record's id within it.
      t.string('resource', 60).notNullable();
      t.string('record_id', 64).notNullable();
      // create | update | delete | reply
      t.string('action', 12).notNullable();
      // The record's version once this change was made (null for a delete).
      t.integer('version').unsigned().nullable();
      t.integer('staff_id').unsigned().nullable();
      t.string('staff_username', 30).notNullable().defaultTo('');
      // JSON: [{ field, old?, new?, personal? }]; a reply's channel, address (masked) and text.
      t.text('changes').notNullable();
      t.dateTime('created_at').notNullable();
      t.index(['resource', 'record_id', 'id'], 'change_history_record_index');
      t.index(['created_at'], 'change_history_created_at_index');
      t.index(['staff_id', 'created_at'], 'change_history_staff_index');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('change_history');
  for (const table of [...VERSIONED].reverse()) {
    if (!(await hasColumn(knex, table, 'lock_version'))) continue;
    // Plain SQL on both databases: knex would rebuild a SQLite table, which fails on a table with
    // generated columns (forms, users: phone_last4).
    await knex.raw('ALTER TABLE ?? DROP COLUMN lock_version', [table]);
  }
}
