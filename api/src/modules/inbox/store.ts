import type { InboxCounts } from '@clinic/contract';
import { countRows, type Knex } from '../../db/index.js';

/** What waits for staff: requests at 신규, unanswered questions, reviews awaiting approval. */
export async function inboxCounts(knex: Knex): Promise<InboxCounts> {
  const count = (table: string, status: string) => countRows(knex(table).where({ status }));
  const [formsNew, questionsWaiting, reviewsPending] = await Promise.all([
    count('forms', 'new'),
    count('questions', 'waiting'),
    count('member_reviews', 'pending'),
  ]);
  return { formsNew, questionsWaiting, reviewsPending };
}
