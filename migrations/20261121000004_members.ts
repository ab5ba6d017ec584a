import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Members: kinds and levels, consents with their versions, institution documents, verification
// codes, withdrawals, the outbox of mail and SMS, and the log of staff access to personal data.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_levels', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('name', 40).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.integer('position').unsigned().notNullable().defaultTo(0);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  await knex.schema.alterTable('users', (t) => {
    t.string('kind', 20).notNullable().defaultTo('PERSON');
    t.string('birth_date', 10).nullable();
    t.integer('level_id').unsigned().nullable().references('id').inTable('user_levels').onDelete('SET NULL');
    t.boolean('marketing').notNullable().defaultTo(false);
    t.string('locale', 5).notNullable().defaultTo('ko');
    /** Access tokens issued before this instant are refused (password change, withdrawal, disabling). */
    t.datetime('tokens_valid_after', { precision: 3 }).nullable();
    t.datetime('withdrawn_at', { precision: 3 }).nullable();
    t.index(['kind']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('user_consents', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('term_code', 40).notNullable();
    t.string('term_version', 20).nullable();
    t.boolean('agreed').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'term_code']);
  });

  await knex.schema.createTable('user_documents', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.string('original_name', 255).notNullable();
    t.string('storage_key', 255).notNullable();
    t.string('mime', 100).notNullable();
    t.integer('size').unsigned().notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'kind']);
  });

  await knex.schema.createTable('verification_codes', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('purpose', 20).notNullable();
    t.string('channel', 10).notNullable();
    t.string('target', 254).notNullable();
    t.string('code_hash', 64).notNullable();
    t.integer('attempts').unsigned().notNullable().defaultTo(0);
    t.datetime('expires_at', { precision: 3 }).notNullable();
    t.datetime('verified_at', { precision: 3 }).nullable();
    t.string('token_hash', 64).nullable().unique();
    t.datetime('used_at', { precision: 3 }).nullable();
    t.string('ip', 45).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['target', 'purpose', 'created_at']);
  });

  await knex.schema.createTable('withdrawals', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('user_id').unsigned().nullable();
    /** Kept only until `reusable_after`, so nobody takes over the name at once; then cleared. */
    t.string('username', 30).nullable();
    t.string('kind', 20).notNullable();
    t.string('reason', 500).notNullable().defaultTo('');
    t.datetime('withdrawn_at', { precision: 3 }).notNullable();
    t.datetime('reusable_after', { precision: 3 }).notNullable();
    t.index(['username']);
    t.index(['withdrawn_at']);
  });

  await knex.schema.createTable('outbox', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('channel', 10).notNullable();
    t.string('recipient', 254).notNullable();
    t.string('subject', 200).notNullable().defaultTo('');
    t.text('body', 'mediumtext').notNullable();
    t.string('status', 20).notNullable();
    t.string('provider', 40).notNullable();
    t.string('error', 500).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('sent_at', { precision: 3 }).nullable();
    t.index(['created_at']);
    t.index(['recipient']);
  });

  await knex.schema.createTable('access_logs', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('staff_id').unsigned().nullable();
    t.string('staff_username', 30).notNullable();
    t.string('subject_type', 20).notNullable();
    t.integer('subject_id').unsigned().nullable();
    t.string('action', 20).notNullable();
    t.string('detail', 200).notNullable().defaultTo('');
    t.string('ip', 45).notNullable().defaultTo('');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['created_at']);
    t.index(['subject_type', 'subject_id']);
    t.index(['staff_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'access_logs',
    'outbox',
    'withdrawals',
    'verification_codes',
    'user_documents',
    'user_consents',
  ]) {
    await knex.schema.dropTable(table);
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['kind']);
    t.dropIndex(['created_at']);
    t.dropForeign(['level_id']);
    t.dropColumn('kind');
    t.dropColumn('birth_date');
    t.dropColumn('level_id');
    t.dropColumn('marketing');
    t.dropColumn('locale');
    t.dropColumn('tokens_valid_after');
    t.dropColumn('withdrawn_at');
  });
  await knex.schema.dropTable('user_levels');
}
