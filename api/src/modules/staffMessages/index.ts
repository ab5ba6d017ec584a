import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import sanitizeHtml from 'sanitize-html';
import {
  emailSend,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  deliveredEmailHtml,
  deliveredSms,
  deliveredSubject,
  messagePreview,
  PREVIEW_SAMPLE_SIZE,
  smsSend,
  type Audience,
  type MessageChannel,
  type MessagePreview,
  type MessagePurpose,
  type MessageRecipient,
  type RecipientStatus,
  type SentMessage,
  type SentMessageStatus,
} from '@clinic/contract';
import { fromDbTime, fromJsonText, isUniqueViolation, toDbTime, toJsonText, type Knex } from '../../db/index.js';
import { logAccess } from '../../http/audit.js';
import { crudRoutes } from '../../http/crud.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { hasContent, sanitizeRichText } from '../../services/html/index.js';
import type { Messenger } from '../../services/messaging/index.js';
import type { AppDeps } from '../../app.js';
import { readSettings } from '../settings/index.js';

/**
 * Staff messaging to members (console):
 * - `POST /email` `{ to, subject, html, purpose }` and `POST /message` `{ to, subject, message, purpose }`
 *   with an `Idempotency-Key` header: 201 `{ message: SentMessage }`; the same key again answers the
 *   stored result with 200 and sends nothing (a different request under that key is a 409).
 * - `POST /messages/preview` `{ channel, to, purpose }` → `{ count, sample }`.
 * - Read-only history: `messages` (SentMessage) and `message-recipients` (access-logged).
 *
 * Recipients are resolved in the database: active member accounts (no console scope, not
 * withdrawn) of the audience that have an address on the channel; a marketing message only those
 * whose `marketing` consent is true. The batch row, with the unique key, is written before anything
 * is sent, so of two requests with one key only the one that wrote it sends.
 */

interface MessageRow {
  id: number;
  channel: MessageChannel;
  purpose: MessagePurpose;
  audience: string;
  subject: string;
  body: string;
  status: SentMessageStatus;
  recipients: number | string;
  sent: number | string;
  stored: number | string;
  failed: number | string;
  idempotency_key: string;
  request_hash: string;
  created_by_id: number | null;
  created_by: string;
  created_at: string;
  finished_at: string | null;
}

interface RecipientRow {
  id: number;
  message_id: number;
  user_id: number | null;
  name: string;
  address: string;
  status: RecipientStatus;
  error: string | null;
  outbox_id: number | null;
  created_at: string;
}

interface Candidate {
  id: number;
  name: string;
  address: string;
}

/** How long a repeated request waits for the first one to finish before answering 409. */
const REPLAY_WAIT_MS = 5000;
const REPLAY_POLL_MS = 100;
const INSERT_CHUNK = 200;

const toMessage = (row: MessageRow): SentMessage => ({
  id: row.id,
  channel: row.channel,
  purpose: row.purpose,
  audience: fromJsonText<Audience>(row.audience, { type: 'all' }),
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

const toRecipient = (row: RecipientRow): MessageRecipient => ({
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

/** The header's value, or a 400: printable ASCII, 1–100 characters (the console sends a UUID). */
function idempotencyKey(ctx: Context): string {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER).trim();
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw apiError(400, 'idempotencyKeyRequired');
  }
  return key;
}

/** The audience in a fixed key order (stored, and part of the request's hash). */
function canonicalAudience(to: Audience): Audience {
  if (to.type === 'member') return { type: 'member', userId: to.userId };
  if (to.type === 'level') return { type: 'level', levelId: to.levelId };
  return { type: 'all' };
}

/**
 * Active member accounts of the audience with an address on the channel; marketing: only those who
 * consented. Every rule is in SQL, so the count, the preview and the send agree.
 */
function recipientQuery(knex: Knex, channel: MessageChannel, to: Audience, purpose: MessagePurpose) {
  const address = channel === 'email' ? 'users.email' : 'users.phone';
  const qb = knex('users')
    .where('users.status', 'active')
    .whereNull('users.withdrawn_at')
    .where('users.scopes', 'not like', '%"console"%')
    .whereNotNull(address)
    .whereRaw("trim(??) <> ''", [address]);
  if (to.type === 'member') qb.where('users.id', to.userId);
  else if (to.type === 'level') qb.where('users.level_id', to.levelId);
  if (purpose === 'marketing') qb.where('users.marketing', true);
  return qb;
}

/** A level that does not exist is the field's error, not an empty audience. */
async function checkAudience(knex: Knex, to: Audience): Promise<void> {
  if (to.type === 'level' && !(await knex('user_levels').where({ id: to.levelId }).first('id'))) {
    throw fieldError('to.levelId', 'invalid');
  }
}

async function resolveRecipients(
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

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The plain-text part of an e-mail (and what the outbox shows): block ends become line breaks. */
export function htmlToText(html: string): string {
  const broken = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h2|h3|h4|li|tr|blockquote|pre|table|caption)>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n----\n');
  return decodeEntities(sanitizeHtml(broken, { allowedTags: [], allowedAttributes: {} }))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Our own pages and uploads are linked with site-relative paths (`/uploads/…`); a mail client needs
 * the site's address in front. Runs after sanitizing (whose allow-list keeps images to /uploads).
 */
function absoluteLinks(html: string, origin: string | undefined): string {
  if (!origin) return html;
  return html.replace(/(<(?:a|img)\b[^>]*?\s(?:href|src)=")\/(?!\/)/gi, `$1${origin}/`);
}

/** The address staff reach the site at (the console is served by the same process), if it is sane. */
function siteOrigin(ctx: Context): string | undefined {
  const host = ctx.host;
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `${ctx.protocol}://${host}`
    : undefined;
}

interface Composed {
  subject: string;
  /** E-mail: HTML; SMS: the text. */
  body: string;
  /** E-mail: the plain-text part; SMS: the same as `body`. */
  text: string;
}

/** Who is writing: the clinic's name and phone (settings), which a marketing message must name. */
async function sender(knex: Knex): Promise<{ name: string; phone: string }> {
  const settings = await readSettings(knex, 'clinic');
  return { name: settings.clinicName.ko.trim(), phone: settings.phone.trim() };
}

async function composeEmail(
  knex: Knex,
  input: { subject: string; html: string; purpose: MessagePurpose },
  origin: string | undefined,
): Promise<Composed> {
  const clean = sanitizeRichText(input.html);
  if (!hasContent(clean)) throw fieldError('html', 'required');
  const from = input.purpose === 'marketing' ? await sender(knex) : { name: '', phone: '' };
  const body = deliveredEmailHtml(absoluteLinks(clean, origin), input.purpose, from);
  return { subject: deliveredSubject(input.subject, 'email', input.purpose), body, text: htmlToText(body) };
}

async function composeSms(
  knex: Knex,
  input: { subject: string; message: string; purpose: MessagePurpose },
): Promise<Composed> {
  const from = input.purpose === 'marketing' ? await sender(knex) : { name: '', phone: '' };
  const text = deliveredSms(input.message, input.purpose, from);
  return { subject: input.subject, body: text, text };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request whose key is already stored: another request under that key is a 409; the same request
 * waits a moment for the first to finish and answers its result (200), or 409 while it still sends.
 */
async function replay(knex: Knex, key: string, requestHash: string): Promise<SentMessage> {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const row = (await knex('staff_messages').where({ idempotency_key: key }).first()) as MessageRow | undefined;
    if (!row) throw apiError(409, 'messageInProgress'); // a first request that failed before its commit
    if (row.request_hash !== requestHash) throw apiError(409, 'idempotencyKeyReused');
    if (row.status === 'done') return toMessage(row);
    if (Date.now() >= deadline) throw apiError(409, 'messageInProgress');
    await sleep(REPLAY_POLL_MS);
  }
}

/** Hands each message to the messenger, one after another, recording what became of it. */
async function deliver(
  knex: Knex,
  messenger: Messenger,
  messageId: number,
  channel: MessageChannel,
  composed: Composed,
): Promise<void> {
  const rows = (await knex('staff_message_recipients')
    .where({ message_id: messageId, status: 'pending' })
    .orderBy('id')
    .select('id', 'address')) as Array<{ id: number; address: string }>;
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
        });
        status = result.status;
        outboxId = result.id;
        if (status === 'failed') {
          const out = (await knex('outbox').where({ id: result.id }).first('error')) as
            { error: string | null } | undefined;
          error = out?.error ?? 'failed';
        }
      } catch (err) {
        status = 'failed';
        error = String((err as Error)?.message ?? err);
      }
      await knex('staff_message_recipients')
        .where({ id: r.id })
        .update({ status, error: error?.slice(0, 500) ?? null, outbox_id: outboxId });
    }
  } finally {
    // The counts from the recipients themselves; the batch is done even when a send broke off, so a
    // retry answers what happened rather than sending again.
    const counts = (await knex('staff_message_recipients')
      .where({ message_id: messageId })
      .groupBy('status')
      .select('status')
      .count({ n: '*' })) as Array<{ status: RecipientStatus; n: number | string }>;
    const of = (s: RecipientStatus) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    await knex('staff_messages')
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

export function staffMessageConsoleRoutes({ db, messenger }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();

  async function send(
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

    if (await knex('staff_messages').where({ idempotency_key: key }).first('id')) {
      ctx.body = { message: await replay(knex, key, requestHash) };
      return;
    }

    const composed = await compose();
    await checkAudience(knex, to);
    const recipients = await resolveRecipients(knex, channel, to, input.purpose);
    if (recipients.length === 0) throw apiError(400, 'noRecipients');

    const auth = ctx.state.auth as { userId: number; username?: string } | undefined;
    const now = toDbTime(new Date());
    let messageId: number;
    try {
      messageId = await knex.transaction(async (trx) => {
        const [id] = await trx('staff_messages').insert({
          channel,
          purpose: input.purpose,
          audience: toJsonText(to),
          subject: composed.subject.slice(0, 200),
          body: composed.body,
          status: 'sending',
          recipients: recipients.length,
          sent: 0,
          stored: 0,
          failed: 0,
          idempotency_key: key,
          request_hash: requestHash,
          created_by_id: auth?.userId ?? null,
          created_by: (auth?.username ?? '').slice(0, 30),
          created_at: now,
        });
        for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
          await trx('staff_message_recipients').insert(
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
    } catch (err) {
      // Another request with this key wrote its batch first: that one sends, this one answers its result.
      if (!isUniqueViolation(err)) throw err;
      ctx.body = { message: await replay(knex, key, requestHash) };
      return;
    }

    await logAccess(knex, ctx, {
      subjectType: 'messageRecipient',
      subjectId: null,
      action: 'create',
      detail: `message ${messageId} ${channel} ${input.purpose} to ${recipients.length}`,
    });
    await deliver(knex, messenger, messageId, channel, composed);
    const row = (await knex('staff_messages').where({ id: messageId }).first()) as MessageRow;
    ctx.status = 201;
    ctx.body = { message: toMessage(row) };
  }

  router.post('/email', async (ctx) => {
    idempotencyKey(ctx);
    const input = parseOrThrow(emailSend, ctx.request.body);
    await send(ctx, 'email', input, input.html, () => composeEmail(knex, input, siteOrigin(ctx)));
  });

  router.post('/message', async (ctx) => {
    idempotencyKey(ctx);
    const input = parseOrThrow(smsSend, ctx.request.body);
    await send(ctx, 'sms', input, input.message, () => composeSms(knex, input));
  });

  router.post('/messages/preview', async (ctx) => {
    const input = parseOrThrow(messagePreview, ctx.request.body);
    const to = canonicalAudience(input.to);
    await checkAudience(knex, to);
    const countRow = (await recipientQuery(knex, input.channel, to, input.purpose).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    const sample = (await recipientQuery(knex, input.channel, to, input.purpose)
      .select('users.id', 'users.name')
      .orderBy('users.id')
      .limit(PREVIEW_SAMPLE_SIZE)) as Array<{ id: number; name: string | null }>;
    const answer: MessagePreview = {
      count: Number(countRow?.n ?? 0),
      sample: sample.map((s) => ({ id: s.id, name: s.name ?? '' })),
    };
    await logAccess(knex, ctx, {
      subjectType: 'messageRecipient',
      subjectId: null,
      action: 'list',
      detail: `preview ${input.channel} ${input.purpose} ${toJsonText(to)}`,
    });
    ctx.body = answer;
  });

  const messages = crudRoutes(knex, '/messages', {
    table: 'staff_messages',
    readOnly: true,
    list: {
      resource: 'messages',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        channel: { column: 'channel', type: 'string', sortable: true, filterable: true },
        purpose: { column: 'purpose', type: 'string', sortable: true, filterable: true },
        status: { column: 'status', type: 'string', sortable: true, filterable: true },
        subject: { column: 'subject', type: 'string', sortable: true },
        recipients: { column: 'recipients', type: 'number', sortable: true },
        failed: { column: 'failed', type: 'number', sortable: true, filterable: true },
        createdBy: { column: 'created_by', type: 'string', sortable: true, filterable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['subject'],
      defaultSort: ['createdAt', 'DESC'],
    },
    toRecord: toMessage,
    toColumns: () => ({}),
  });

  const recipients = crudRoutes(knex, '/message-recipients', {
    table: 'staff_message_recipients',
    readOnly: true,
    audit: 'messageRecipient',
    list: {
      resource: 'message-recipients',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        messageId: { column: 'message_id', type: 'number', sortable: true, filterable: true },
        userId: { column: 'user_id', type: 'number', sortable: true, filterable: true },
        name: { column: 'name', type: 'string', sortable: true },
        address: { column: 'address', type: 'string', sortable: true },
        status: { column: 'status', type: 'string', sortable: true, filterable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['name', 'address', { phone: 'address' }],
      defaultSort: ['id', 'ASC'],
    },
    toRecord: toRecipient,
    toColumns: () => ({}),
  });

  for (const r of [messages, recipients]) router.use(r.routes(), r.allowedMethods());
  return router;
}
