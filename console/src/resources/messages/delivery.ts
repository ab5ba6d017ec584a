import {
  AUDIENCE_TYPES,
  MESSAGE_CHANNELS,
  MESSAGE_PURPOSES,
  RECIPIENT_STATUSES,
  type Audience,
  type EmailSend,
  type MessageChannel,
  type MessagePurpose,
  type SmsSend,
} from '@clinic/contract';

// What members get (prefix, opt-out line) and SMS sizes: one definition in the contract, shared with the API.
export {
  deliveredEmailHtml,
  deliveredSms,
  deliveredSubject,
  LMS_BYTES_MAX,
  SMS_BYTES_MAX,
  smsBytes,
  smsKind,
  type Sender,
  type SmsKind,
} from '@clinic/contract';

/** The compose screen's route and i18n keys. */
export const COMPOSE_PATH = '/messages/compose';
export const C = 'resources.messages.compose';

const choicesOf = (ids: readonly string[], prefix: string) => ids.map((id) => ({ id, name: `${prefix}.${id}` }));
export const channelChoices = choicesOf(MESSAGE_CHANNELS, 'app.outboxChannels');
export const audienceChoices = choicesOf(AUDIENCE_TYPES, 'app.messageAudiences');
export const purposeChoices = choicesOf(MESSAGE_PURPOSES, 'app.messagePurposes');
export const recipientStatusChoices = choicesOf(RECIPIENT_STATUSES, 'app.recipientStatus');

/** The compose form's values; both bodies are kept so that switching the channel loses nothing. */
export interface ComposeValues {
  channel: MessageChannel;
  audience: Audience['type'];
  userId?: number | null;
  levelId?: number | null;
  purpose: MessagePurpose;
  subject?: string;
  html?: string;
  message?: string;
}

export const COMPOSE_DEFAULTS: ComposeValues = {
  channel: 'email',
  audience: 'all',
  userId: null,
  levelId: null,
  purpose: 'info',
  subject: '',
  html: '',
  message: '',
};

/** The API's audience, or null while the form does not name one yet (no member or level picked). */
export function audienceOf(values: Partial<ComposeValues>): Audience | null {
  if (values.audience === 'all') return { type: 'all' };
  if (values.audience === 'member' && values.userId) return { type: 'member', userId: Number(values.userId) };
  if (values.audience === 'level' && values.levelId) return { type: 'level', levelId: Number(values.levelId) };
  return null;
}

// ---- the request ----

export type SendRequest =
  { channel: 'email'; url: '/email'; body: EmailSend } | { channel: 'sms'; url: '/message'; body: SmsSend };

/** What goes to `POST /console/email` or `/console/message` (null without an audience). */
export function sendRequestOf(values: ComposeValues): SendRequest | null {
  const to = audienceOf(values);
  if (!to) return null;
  const subject = (values.subject ?? '').trim();
  if (values.channel === 'email') {
    return { channel: 'email', url: '/email', body: { to, subject, html: values.html ?? '', purpose: values.purpose } };
  }
  return {
    channel: 'sms',
    url: '/message',
    body: { to, subject, message: values.message ?? '', purpose: values.purpose },
  };
}

/**
 * One `Idempotency-Key` per composed message: the same request (same channel, audience, purpose and
 * content) keeps its key however often it is retried, so a retry after a lost answer never sends
 * twice; changed content or a completed send starts a new key.
 */
export class IdempotencyKeys {
  private current: { request: string; key: string } | null = null;

  keyFor(request: SendRequest): string {
    const fingerprint = JSON.stringify(request);
    if (this.current?.request !== fingerprint) this.current = { request: fingerprint, key: crypto.randomUUID() };
    return this.current.key;
  }

  /** After a successful send: the next message, even an identical one, is a new send. */
  sent(): void {
    this.current = null;
  }
}

/** API field errors (`to.userId`, `html`, …) under the form's inputs. */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const FIELDS: Record<string, keyof ComposeValues> = {
    to: 'audience',
    'to.type': 'audience',
    'to.userId': 'userId',
    'to.levelId': 'levelId',
    subject: 'subject',
    html: 'html',
    message: 'message',
    purpose: 'purpose',
    channel: 'channel',
  };
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const source = FIELDS[field];
    if (source && !(source in out)) out[source] = message;
  }
  return out;
}
