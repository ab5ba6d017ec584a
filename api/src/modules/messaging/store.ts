import {
  type Audience,
  type MessageChannel,
  type MessagePurpose,
  type MessageRecipient,
  type SentAudience,
  type SentMessage,
} from '@clinic/contract';
import {
  fromDbTime,
  fromJsonText,
  type Knex,
  type OutboxRow,
  type StaffMessageRecipientRow,
  type StaffMessageRow,
  table,
} from '../../db/index.js';
import type { Clock } from '../../clock.js';
import { apiError, fieldError } from '../../http/errors.js';
import { membersOnly } from '../auth/index.js';

/** Staff messages: rows and records, the recipients an audience means, a repeated request's answer. */

export interface Candidate {
  /** The member account (null: the sender of a consultation request who is not a member). */
  id: number | null;
  name: string;
  address: string;
}

/** How long a repeated request waits for the first one to finish before answering 409, and how often it looks. */
export const REPLAY_WAIT_MS = 5000;
export const REPLAY_POLL_MS = 100;

export const toMessage = (row: StaffMessageRow): SentMessage => ({
  id: row.id,
  channel: row.channel,
  purpose: row.purpose,
  audience: fromJsonText<SentAudience>(row.audience, { type: 'all' }),
  subject: row.subject,
  body: row.body,
  status: row.status,
  recipients: Number(row.recipients),
  sent: Number(row.sent),
  stored: Number(row.stored),
  failed: Number(row.failed),
  createdBy: row.created_by,
  createdAt: fromDbTime(row.created_at)!,
});

export const toRecipient = (row: StaffMessageRecipientRow): MessageRecipient => ({
  id: row.id,
  messageId: row.message_id,
  userId: row.user_id,
  name: row.name,
  address: row.address,
  status: row.status,
  error: row.error,
  outboxId: row.outbox_id,
  createdAt: fromDbTime(row.created_at)!,
});

/** The audience in a fixed key order (stored, and part of the request's hash). */
export function canonicalAudience(to: Audience): Audience {
  if (to.type === 'member') return { type: 'member', userId: to.userId };
  if (to.type === 'level') return { type: 'level', levelId: to.levelId };
  return { type: 'all' };
}

/**
 * Active member accounts of the audience with an address on the channel; marketing: only those who
 * consented. Every rule is in SQL, so the count, the preview and the send agree.
 */
export function recipientQuery(knex: Knex, channel: MessageChannel, to: Audience, purpose: MessagePurpose) {
  const address = channel === 'email' ? 'users.email' : 'users.phone';
  const qb = membersOnly(table(knex, 'users'))
    .where('users.status', 'active')
    .whereNull('users.withdrawn_at')
    .whereNotNull(address)
    .whereRaw("trim(??) <> ''", [address]);
  if (to.type === 'member') qb.where('users.id', to.userId);
  else if (to.type === 'level') qb.where('users.level_id', to.levelId);
  if (purpose === 'marketing') qb.where('users.marketing', true);
  return qb;
}

/** A level that does not exist is the field's error, not an empty audience. */
export async function checkAudience(knex: Knex, to: Audience): Promise<void> {
  if (to.type === 'level' && !(await table(knex, 'user_levels').where({ id: to.levelId }).first('id'))) {
    throw fieldError('to.levelId', 'invalid');
  }
}

export async function resolveRecipients(
  knex: Knex,
  channel: MessageChannel,
  to: Audience,
  purpose: MessagePurpose,
): Promise<Candidate[]> {
  const address = channel === 'email' ? 'users.email' : 'users.phone';
  const rows = (await recipientQuery(knex, channel, to, purpose)
    .select('users.id', 'users.name', { address })
    .orderBy('users.id')) as Array<{ id: number; name: string | null; address: string }>;
  return rows.map((r) => ({ id: r.id, name: r.name ?? '', address: r.address.trim() }));
}

/**
 * A request whose key is already stored: another request under that key is a 409; the same request
 * waits a moment (on `clock`) for the first to finish and answers its result (200), or 409 while it
 * still sends.
 */
export async function replay(knex: Knex, clock: Clock, key: string, requestHash: string): Promise<SentMessage> {
  const deadline = clock.now() + REPLAY_WAIT_MS;
  for (;;) {
    const row = await table(knex, 'staff_messages').where({ idempotency_key: key }).first();
    if (!row) throw apiError(409, 'messageInProgress'); // a first request that failed before its commit
    if (row.request_hash !== requestHash) throw apiError(409, 'idempotencyKeyReused');
    if (row.status === 'done') return toMessage(row);
    if (clock.now() >= deadline) throw apiError(409, 'messageInProgress');
    await clock.sleep(REPLAY_POLL_MS);
  }
}

export const toOutboxRecord = (row: OutboxRow) => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
  status: row.status,
  provider: row.provider,
  error: row.error,
  createdAt: fromDbTime(row.created_at),
  sentAt: fromDbTime(row.sent_at),
});
