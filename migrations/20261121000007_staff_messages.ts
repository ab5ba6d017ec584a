import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Staff messaging to members: one row per e-mail or SMS batch staff send from the console, and one
// per recipient with what became of it. The batch row is written first, with the request's
// Idempotency-Key (unique), so a retried request finds it and never sends twice.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_messages', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    /** 'email' or 'sms'. */
    t.string('channel', 10).notNullable();
    /** 'info' or 'marketing' (marketing: only members with marketing consent). */
    t.string('purpose', 20).notNullable();
    /** JSON: { type: 'member', userId } | { type: 'level', levelId } | { type: 'all' }. */
    t.string('audience', 200).notNullable();
    /** As sent: the "(광고)" prefix of a marketing e-mail included. */
    t.string('subject', 200).notNullable().defaultTo('');
    /** As sent: sanitized HTML (e-mail) or text (SMS), the opt-out line of a marketing message included. */
    t.text('body', 'mediumtext').notNullable();
    /** 'sending' while the messages are handed to the messenger, then 'done'. */
    t.string('status', 20).notNullable();
    t.integer('recipients').unsigned().notNullable().defaultTo(0);
    t.integer('sent').unsigned().notNullable().defaultTo(0);
    t.integer('stored').unsigned().notNullable().defaultTo(0);
    t.integer('failed').unsigned().notNullable().defaultTo(0);
    t.string('idempotency_key', 100).notNullable().unique();
    /** SHA-256 of the request (channel and body): the same key with another request is a 409. */
    t.string('request_hash', 64).notNullable();
    t.integer('created_by_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    /** The staff account's username at the time. */
    t.string('created_by', 30).notNullable().defaultTo('');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('finished_at', { precision: 3 }).nullable();
    t.index(['created_at']);
    t.index(['channel', 'created_at']);
  });

  await knex.schema.createTable('staff_message_recipients', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('message_id').unsigned().notNullable().references('id').inTable('staff_messages').onDelete('CASCADE');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('name', 100).notNullable().defaultTo('');
    /** The e-mail address or phone number the message went to. */
    t.string('address', 254).notNullable();
    /** 'pending' until handed over, then 'sent' (by a provider), 'stored' (outbox only) or 'failed'. */
    t.string('status', 20).notNullable();
    t.string('error', 500).nullable();
    /** The outbox row (no foreign key: the outbox is the messenger's own log). */
    t.integer('outbox_id').unsigned().nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['message_id', 'status']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('staff_message_recipients');
  await knex.schema.dropTableIfExists('staff_messages');
}
