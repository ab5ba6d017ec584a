import type Router from '@koa/router';
import { emailSend, messagePreview, PREVIEW_SAMPLE_SIZE, smsSend, type MessagePreview } from '@clinic/contract';
import { countRows, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { logAccess } from '../../http/audit.js';
import { crudRoutes } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { parseOrThrow } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { composeEmail, composeSms, siteOrigin } from './compose.js';
import { idempotencyKey, sendMessage } from './send.js';
import { messageTemplateRoutes } from './templates.js';
import { canonicalAudience, checkAudience, recipientQuery, toMessage, toOutboxRecord, toRecipient } from './store.js';

/**
 * Staff messaging to members (console):
 * - `POST /email` `{ to, subject, html, purpose }` and `POST /message` `{ to, subject, message, purpose }`
 *   with an `Idempotency-Key` header: 201 `{ message: SentMessage }`; the same key again answers the
 *   stored result with 200 and sends nothing (a different request under that key is a 409).
 * - `POST /messages/preview` `{ channel, to, purpose }` → `{ count, sample }`.
 * - Read-only history: `messages` (SentMessage) and `message-recipients` (access-logged), and
 *   `outbox`: every mail and SMS the services sent or kept (access-logged).
 * - `message-templates`: the texts a reply to a consultation request starts from (CRUD).
 *
 * Recipients are resolved in the database: active member accounts (no console scope, not
 * withdrawn) of the audience that have an address on the channel; a marketing message only those
 * whose `marketing` consent is true. The batch row, with the unique key, is written before anything
 * is sent, so of two requests with one key only the one that wrote it sends.
 */

export function messagingConsoleRoutes(deps: AppDeps): Router {
  const { db, messenger, clock } = deps;
  const { knex } = db;
  const router = createRouter();

  router.post('/email', async (ctx) => {
    idempotencyKey(ctx);
    const input = parseOrThrow(emailSend, ctx.request.body);
    await sendMessage({ knex, messenger, clock }, ctx, 'email', input, input.html, () =>
      composeEmail(knex, input, siteOrigin(ctx)),
    );
  });

  router.post('/message', async (ctx) => {
    idempotencyKey(ctx);
    const input = parseOrThrow(smsSend, ctx.request.body);
    await sendMessage({ knex, messenger, clock }, ctx, 'sms', input, input.message, () => composeSms(knex, input));
  });

  router.post('/messages/preview', async (ctx) => {
    const input = parseOrThrow(messagePreview, ctx.request.body);
    const to = canonicalAudience(input.to);
    await checkAudience(knex, to);
    const count = await countRows(recipientQuery(knex, input.channel, to, input.purpose));
    const sample = (await recipientQuery(knex, input.channel, to, input.purpose)
      .select('users.id', 'users.name')
      .orderBy('users.id')
      .limit(PREVIEW_SAMPLE_SIZE)) as Array<{ id: number; name: string | null }>;
    const answer: MessagePreview = {
      count,
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
      fields: listFields({
        sortAndFilter: 'id:number channel purpose status failed:number createdBy createdAt:date',
        sort: 'subject recipients:number',
      }),
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
      fields: listFields({
        sortAndFilter: 'id:number messageId:number userId:number status createdAt:date',
        sort: 'name address',
      }),
      search: ['name', 'address', { phone: 'address' }],
      defaultSort: ['id', 'ASC'],
    },
    toRecord: toRecipient,
    toColumns: () => ({}),
  });

  // What the services sent (or, without a provider, kept): staff read it, it holds addresses.
  const outbox = crudRoutes(knex, '/outbox', {
    table: 'outbox',
    readOnly: true,
    audit: 'outbox',
    list: {
      resource: 'outbox',
      fields: listFields({ sortAndFilter: 'id:number channel status createdAt:date' }),
      search: ['recipient', { phone: 'recipient' }, 'subject'],
      defaultSort: ['createdAt', 'DESC'],
    },
    toRecord: toOutboxRecord,
    toColumns: () => ({}),
  });

  // The texts staff start a reply to a consultation request from.
  const templates = messageTemplateRoutes(deps);

  for (const r of [messages, recipients, outbox, templates]) router.use(r.routes(), r.allowedMethods());
  return router;
}
