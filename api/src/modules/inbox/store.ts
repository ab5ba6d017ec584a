import type { InboxCounts } from '@clinic/contract';
import { countRows, toCount, type Knex } from '../../db/index.js';

/**
 * What waits for staff: requests at 신규, unanswered questions, reviews awaiting approval; and the
 * newest record's number of each kind (the highest primary key: one step down its index).
 */
export async function inboxCounts(knex: Knex): Promise<InboxCounts> {
  const count = (table: string, status: string) => countRows(knex(table).where({ status }));
  const newest = async (table: string) =>
    toCount(((await knex(table).max({ n: 'id' }).first()) as { n: unknown } | undefined)?.n);
  const [formsNew, questionsWaiting, reviewsPending, form, question, review, member] = await Promise.all([
    count('forms', 'new'),
    count('questions', 'waiting'),
    count('member_reviews', 'pending'),
    newest('forms'),
    newest('questions'),
    newest('member_reviews'),
    newest('users'),
  ]);
  return { formsNew, questionsWaiting, reviewsPending, newest: { form, question, review, member } };
}
