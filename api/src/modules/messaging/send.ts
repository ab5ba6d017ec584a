import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  type Audience,
  type MessageChannel,
  type MessagePurpose,
  type SentAudience,
} from '@clinic/contract';
import { isUniqueViolation, type Knex, table, toDbTime, toJsonText } from '../../db/index.js';
import { logAccess } from '../../http/audit.js';
import { apiError } from '../../http/errors.js';
import type { Clock } from '../../clock.js';
import type { Messenger } from '../../services/messaging/index.js';
import type { Composed } from './compose.js';
import { deliver } from './delivery.js';
import { canonicalAudience, checkAudience, replay, resolveRecipients, toMessage, type Candidate } from './store.js';

/**
 * Sending a staff message once: under an `Idempotency-Key`, the batch row (with the unique key) and
 * its recipients are written before anything is sent, so of two requests with one key only the one
 * that wrote it sends; the other answers its result.
 */

const INSERT_CHUNK = 200;

/** The header's value, or a 400: printable ASCII, 1–100 characters (the console sends a UUID). */
export function idempotencyKey(ctx: Context): string {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER).trim();
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw apiError(400, 'idempotencyKeyRequired');
  }
  return key;
}

/** The batch and its recipients, in one transaction; answers the batch's id. */
export async function writeBatch(
  knex: Knex,
  ctx: Context,
  batch: { channel: MessageChannel; purpose: MessagePurpose; to: SentAudience; key: string; requestHash: string },
  composed: Composed,
  recipients: Candidate[],
): Promise<number> {
  const auth = ctx.state.auth as { userId: number; username?: string } | undefined;
  const now = toDbTime(new Date());
  return knex.transaction(async (trx) => {
    const [id] = await table(trx, 'staff_messages').insert({
      channel: batch.channel,
      purpose: batch.purpose,
      audience: toJsonText(batch.to),
      subject: composed.subject.slice(0, 200),
      body: composed.body,
      status: 'sending',
      recipients: recipients.length,
      sent: 0,
      stored: 0,
      failed: 0,
      idempotency_key: batch.key,
      request_hash: batch.requestHash,
      created_by_id: auth?.userId ?? null,
      created_by: (auth?.username ?? '').slice(0, 30),
      created_at: now,
    });
    for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
      await table(trx, 'staff_message_recipients').insert(
        recipients.slice(i, i + INSERT_CHUNK).map((r) => ({
          message_id: Number(id),
          user_id: r.id,
          name: r.name.slice(0, 100),
          address: r.address.slice(0, 254),
          status: 'pending',
          created_at: now,
        })),
      );
    }
    return Number(id);
  });
}

/**
 * Sends one message to an audience and answers it (201), or answers the stored result of an earlier
 * request with the same key (200). `raw` is what the staff member wrote (part of the request's hash).
 */
export async function sendMessage(
  { knex, messenger, clock }: { knex: Knex; messenger: Messenger; clock: Clock },
  ctx: Context,
  channel: MessageChannel,
  input: { to: Audience; purpose: MessagePurpose; subject: string },
  raw: string,
  compose: () => Promise<Composed>,
): Promise<void> {
  const key = idempotencyKey(ctx);
  const to = canonicalAudience(input.to);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([channel, to, input.purpose, input.subject, raw]))
    .digest('hex');

  if (await table(knex, 'staff_messages').where({ idempotency_key: key }).first('id')) {
    ctx.body = { message: await replay(knex, clock, key, requestHash) };
    return;
  }

  const composed = await compose();
  await checkAudience(knex, to);
  const recipients = await resolveRecipients(knex, channel, to, input.purpose);
  if (recipients.length === 0) throw apiError(400, 'noRecipients');

  let messageId: number;
  try {
    messageId = await writeBatch(
      knex,
      ctx,
      { channel, purpose: input.purpose, to, key, requestHash },
      composed,
      recipients,
    );
  } catch (err) {
    // Another request with this key wrote its batch first: that one sends, this one answers its result.
    if (!isUniqueViolation(err)) throw err;
    ctx.body = { message: await replay(knex, clock, key, requestHash) };
    return;
  }

  await logAccess(knex, ctx, {
    subjectType: 'messageRecipient',
    subjectId: null,
    action: 'create',
    detail: `message ${messageId} ${channel} ${input.purpose} to ${recipients.length}`,
  });
  await deliver(knex, messenger, messageId, channel, composed);
  const row = (await table(knex, 'staff_messages').where({ id: messageId }).first())!;
  ctx.status = 201;
  ctx.body = { message: toMessage(row) };
}
