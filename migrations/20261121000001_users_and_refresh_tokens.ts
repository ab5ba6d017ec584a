import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Staff and members share one accounts table; `scopes` (JSON list) says who may use the console.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('username', 30).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.string('name', 100).notNullable().defaultTo('');
    t.string('email', 254).nullable();
    t.string('phone', 20).nullable();
    t.string('scopes', 200).notNullable().defaultTo('["user"]');
    t.string('status', 20).notNullable().defaultTo('active');
    t.datetime('last_login_at', { precision: 3 }).nullable();
    t.datetime('password_changed_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['status']);
  });
  await knex.schema.createTable('refresh_tokens', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.datetime('expires_at', { precision: 3 }).notNullable();
    t.datetime('revoked_at', { precision: 3 }).nullable();
    t.datetime('last_used_at', { precision: 3 }).nullable();
    t.string('user_agent', 255).nullable();
    t.string('ip', 45).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['user_id', 'revoked_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('refresh_tokens');
  await knex.schema.dropTable('users');
}
