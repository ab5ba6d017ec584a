import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import {
  fillPlaceholders,
  formatPhone,
  harmlessValue,
  kakaoVariables,
  phoneDigits,
  templateFits,
  type FormReplyInput,
  type ReplyValues,
  type SentMessage,
} from '@clinic/contract';
import { isUniqueViolation, type Knex, table } from '../../db/index.js';
import type { Clock } from '../../clock.js';
import { logAccess } from '../../http/audit.js';
import { fieldError } from '../../http/errors.js';
import { recordChange } from '../../http/history.js';
import type { Messenger } from '../../services/messaging/index.js';
import { plainToHtml } from '../../services/html/index.js';
import { sender, type Composed } from './compose.js';
import { deliver } from './delivery.js';
import { idempotencyKey, writeBatch } from './send.js';
import { replay, toMessage } from './store.js';

/**
 * A reply to a consultation request (`POST /api/console/forms/:id/reply`): one message to the number
 * or e-mail address the request came with, member or not, written as a staff message batch of one
 * (so it is in 발송 기록 and the outbox like every staff message, sent once per Idempotency-Key),
 * access-logged under the request and kept in the request's change history.
 *
 * The text is the staff member's (from a template or not); `{{name}}`, `{{clinicName}}` and
 * `{{phone}}` are filled in here: the patient's name as typed but made harmless (one line, no
 * markup, no links), the clinic's name and main phone from the settings. An e-mail is the text as
 * HTML-escaped paragraphs. An SMS from a template with a 알림톡 code, its text unchanged, carries
 * that template so SOLAPI sends it as 알림톡 (with SMS fallback) where a KakaoTalk channel is set.
 */

export interface RepliedRequest {
  id: number;
  name: string;
  phone: string;
  email: string;
  user_id: number | null;
}

/** Text compared as staff see it: line ends and the spaces around the text don't count. */
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim();
/** A subject is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function replyToRequest(
  { knex, messenger, clock }: { knex: Knex; messenger: Messenger; clock: Clock },
  ctx: Context,
  form: RepliedRequest,
  input: FormReplyInput,
): Promise<SentMessage & { replayed: boolean }> {
  const key = idempotencyKey(ctx);
  const requestHash = createHash('sha256')
    .update(JSON.stringify(['reply', form.id, input.channel, input.templateId ?? null, input.subject, input.body]))
    .digest('hex');
  if (await table(knex, 'staff_messages').where({ idempotency_key: key }).first('id'))
    return { ...(await replay(knex, clock, key, requestHash)), replayed: true };

  const template = input.templateId
    ? await table(knex, 'message_templates').where({ id: input.templateId }).first()
    : undefined;
  if (input.templateId && !template) throw fieldError('templateId', 'invalid');
  if (template && !templateFits(template.channel, input.channel))
    throw fieldError('templateId', 'replyTemplateChannel');

  const address = input.channel === 'email' ? form.email.trim() : form.phone.trim();
  if (!address) throw fieldError('channel', input.channel === 'email' ? 'replyNoEmail' : 'required');

  const clinic = await sender(knex);
  const values: ReplyValues = {
    name: harmlessValue(form.name),
    clinicName: clinic.name,
    phone: formatPhone(phoneDigits(clinic.phone)),
  };
  const text = fillPlaceholders(input.body.replace(/\r\n?/g, '\n').trim(), values);
  const subject = oneLine(fillPlaceholders(input.subject, values));
  let composed: Composed;
  if (input.channel === 'email') {
    if (!subject) throw fieldError('subject', 'required');
    composed = { subject, body: plainToHtml(text), text };
  } else {
    const kakaoCode = template?.kakao_template_code ?? '';
    composed = {
      subject,
      body: text,
      text,
      ...(kakaoCode && sameText(input.body, template!.body)
        ? { kakao: { templateId: kakaoCode, variables: kakaoVariables(values) } }
        : {}),
    };
  }

  let messageId: number;
  try {
    messageId = await writeBatch(
      knex,
      ctx,
      { channel: input.channel, purpose: 'info', to: { type: 'request', formId: form.id }, key, requestHash },
      composed,
      [{ id: form.user_id, name: form.name, address }],
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { ...(await replay(knex, clock, key, requestHash)), replayed: true };
  }

  await logAccess(knex, ctx, {
    subjectType: 'form',
    subjectId: form.id,
    action: 'create',
    detail: `reply message ${messageId} ${input.channel}`,
  });
  await deliver(knex, messenger, messageId, input.channel, composed);
  await recordChange(knex, ctx, {
    resource: 'forms',
    recordId: form.id,
    action: 'reply',
    // The words staff sent, placeholders unfilled: the history keeps no copy of the patient's name.
    changes: [{ field: `reply.${input.channel}`, new: input.body.trim().slice(0, 100) }],
  });
  const row = (await table(knex, 'staff_messages').where({ id: messageId }).first())!;
  return { ...toMessage(row), replayed: false };
}
