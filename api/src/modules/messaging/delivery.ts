import type { MessageChannel, RecipientStatus } from '@clinic/contract';
import { type Knex, table, toDbTime } from '../../db/index.js';
import type { Messenger } from '../../services/messaging/index.js';
import type { Composed } from './compose.js';

/** Hands each message to the messenger, one after another, recording what became of it. */
export async function deliver(
  knex: Knex,
  messenger: Messenger,
  messageId: number,
  channel: MessageChannel,
  composed: Composed,
): Promise<void> {
  const rows = await table(knex, 'staff_message_recipients')
    .where({ message_id: messageId, status: 'pending' })
    .orderBy('id')
    .select('id', 'address');
  try {
    for (const r of rows) {
      let status: RecipientStatus;
      let error: string | null = null;
      let outboxId: number | null = null;
      try {
        const result = await messenger.send({
          channel,
          to: r.address,
          subject: composed.subject,
          text: composed.text,
          ...(channel === 'email' ? { html: composed.body } : {}),
          ...(channel === 'sms' && composed.kakao ? { kakao: composed.kakao } : {}),
        });
        status = result.status;
        outboxId = result.id;
        if (status === 'failed') {
          const out = await table(knex, 'outbox').where({ id: result.id }).first('error');
          error = out?.error ?? 'failed';
        }
      } catch (err) {
        status = 'failed';
        error = String((err as Error)?.message ?? err);
      }
      await table(knex, 'staff_message_recipients')
        .where({ id: r.id })
        .update({ status, error: error?.slice(0, 500) ?? null, outbox_id: outboxId });
    }
  } finally {
    // The counts from the recipients themselves; the batch is done even when a send broke off, so a
    // retry answers what happened rather than sending again.
    const counts = await table(knex, 'staff_message_recipients')
      .where({ message_id: messageId })
      .groupBy('status')
      .select('status')
      .count({ n: '*' });
    const of = (s: RecipientStatus) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    await table(knex, 'staff_messages')
      .where({ id: messageId })
      .update({
        status: 'done',
        sent: of('sent'),
        stored: of('stored'),
        failed: of('failed'),
        finished_at: toDbTime(new Date()),
      });
  }
}
