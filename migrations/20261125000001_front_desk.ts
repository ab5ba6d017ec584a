import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// The console as the clinic's front desk: a consultation request gets an assignee, the member who
// sent it (when logged in), and a history of staff notes in place of one memo; a member gets a staff
// note; the access log records why a list was exported and how many rows went out.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('forms', (t) => {
    /** The staff account looking after the request (no foreign key: accounts are never deleted). */
    t.integer('assignee_id').unsigned().nullable();
    /** The member who sent it, when logged in; otherwise the request is matched by phone number. */
    t.integer('user_id').unsigned().nullable();
    t.index(['assignee_id']);
    t.index(['user_id']);
    t.index(['phone']);
  });

  await knex.schema.createTable('form_notes', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.integer('form_id').unsigned().notNullable().references('id').inTable('forms').onDelete('CASCADE');
    t.integer('staff_id').unsigned().nullable();
    /** The staff account's username at the time ('' for a memo written before notes were kept). */
    t.string('staff_username', 30).notNullable().defaultTo('');
    t.text('body').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['form_id', 'created_at']);
  });

  await knex.schema.alterTable('users', (t) => {
    /** Staff's own note on a member (never shown to the member). */
    t.text('staff_note').nullable();
    t.string('staff_note_by', 30).notNullable().defaultTo('');
    t.datetime('staff_note_at', { precision: 3 }).nullable();
    t.index(['phone']);
  });

  await knex.schema.alterTable('access_logs', (t) => {
    /** Why staff exported a list of personal data (asked before every export). */
    t.string('reason', 200).notNullable().defaultTo('');
    /** How many rows an export or a bulk change touched. */
    t.integer('row_count').unsigned().nullable();
    t.index(['action', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('access_logs', (t) => {
    t.dropIndex(['action', 'created_at']);
    t.dropColumn('row_count');
    t.dropColumn('reason');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['phone']);
    t.dropColumn('staff_note_at');
    t.dropColumn('staff_note_by');
    t.dropColumn('staff_note');
  });
  await knex.schema.dropTable('form_notes');
  await knex.schema.alterTable('forms', (t) => {
    t.dropIndex(['phone']);
    t.dropIndex(['user_id']);
    t.dropIndex(['assignee_id']);
    t.dropColumn('user_id');
    t.dropColumn('assignee_id');
  });
}
