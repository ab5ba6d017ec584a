import type { Knex } from 'knex';
import { addIndexes, dropIndexes } from './lib/schema';

// An index for the sorts and filters the console's busiest lists offer (issue 23), so that at three
// years of data a list reads its page from an index instead of sorting a whole table:
// - access_logs: by staff account, and by staff account and action, newest first (the privacy
//   officer's checks);
// - forms: sorted by last change;
// - users: by status, newest first; sorted by last login;
// - board_comments: newest first, and hidden ones newest first;
// - member_reviews: by status, newest first (the moderation queue).
// Indexes only: nothing else changes. Each is added only where it is missing, so a run stopped
// half-way completes when run again; on MariaDB each is built in place.

const INDEXES = [
  { table: 'access_logs', columns: ['staff_id', 'created_at'], name: 'access_logs_staff_id_created_at_index' },
  {
    table: 'access_logs',
    columns: ['staff_id', 'action', 'created_at'],
    name: 'access_logs_staff_id_action_created_at_index',
  },
  { table: 'forms', columns: ['updated_at'], name: 'forms_updated_at_index' },
  { table: 'users', columns: ['status', 'created_at'], name: 'users_status_created_at_index' },
  { table: 'users', columns: ['last_login_at'], name: 'users_last_login_at_index' },
  { table: 'board_comments', columns: ['created_at'], name: 'board_comments_created_at_index' },
  { table: 'board_comments', columns: ['hidden', 'created_at'], name: 'board_comments_hidden_created_at_index' },
  { table: 'member_reviews', columns: ['status', 'created_at'], name: 'member_reviews_status_created_at_index' },
] as const;

export async function up(knex: Knex): Promise<void> {
  await addIndexes(knex, INDEXES);
}

export async function down(knex: Knex): Promise<void> {
  await dropIndexes(knex, INDEXES);
}
