import { z } from 'zod';
import { code, optionalText, requiredText } from './validation.js';

/**
 * Staff messaging to members (console): e-mail and SMS to one member, a level or all members.
 * Informational messages go to the whole audience; marketing messages only to members who gave the
 * optional marketing consent, and carry the prefix and opt-out line Korean law asks for.
 */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_PURPOSES = ['info', 'marketing'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];
export const AUDIENCE_TYPES = ['member', 'level', 'all'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];
/** A recipient is `pending` only while its message is still being sent. */
export const RECIPIENT_STATUSES = ['pending', 'sent', 'stored', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** `sending` while the API is still handing the messages over, then `done`. */
export const SENT_MESSAGE_STATUSES = ['sending', 'done'] as const;
export type SentMessageStatus = (typeof SENT_MESSAGE_STATUSES)[number];

export const EMAIL_SUBJECT_MAX = 120;
export const EMAIL_HTML_MAX = 100_000;
export const SMS_SUBJECT_MAX = 40;
export const SMS_TEXT_MAX = 2000;
/** The `Idempotency-Key` header every send needs (a UUID from the console; 1–100 characters). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 100;
/** How many names `POST /console/messages/preview` shows. */
export const PREVIEW_SAMPLE_SIZE = 5;

/** What Korean law (정보통신망법 제50조) asks of a marketing message: the prefix and a free opt-out. */
export const MARKETING_PREFIX = '(광고)';
export const MARKETING_OPT_OUT_SMS = '무료수신거부: 마이페이지 > 내 정보에서 변경';
/** The closing paragraph of a marketing e-mail (the API adds the clinic's name and phone). */
export const MARKETING_OPT_OUT_EMAIL =
  '본 메일은 광고성 정보 수신에 동의하신 회원님께 발송되었습니다. 수신을 원하지 않으시면 마이페이지 > 내 정보에서 마케팅 정보 수신 동의를 해제해 주세요(무료).';

const id = () =>
  z
    .number({ error: code('required') })
    .int({ error: code('integer') })
    .positive({ error: code('invalid') });

export const audience = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('member'), userId: id() }),
    z.object({ type: z.literal('level'), levelId: id() }),
    z.object({ type: z.literal('all') }),
  ],
  { error: code('required') },
);
export type Audience = z.infer<typeof audience>;
/** Who a sent message went to: an audience staff chose, or the sender of a consultation request (a reply). */
export type SentAudience = Audience | { type: 'request'; formId: number };

const purpose = z.enum(MESSAGE_PURPOSES, { error: code('required') });

/** `POST /api/console/email`: the HTML is sanitized by the API; nothing left after that is a 400. */
export const emailSend = z.object({
  to: audience,
  subject: requiredText(EMAIL_SUBJECT_MAX),
  html: requiredText(EMAIL_HTML_MAX),
  purpose,
});
export type EmailSend = z.infer<typeof emailSend>;

/** `POST /api/console/message`: plain SMS text; `subject` is the LMS title (optional). */
export const smsSend = z.object({
  to: audience,
  subject: optionalText(SMS_SUBJECT_MAX).default(''),
  message: requiredText(SMS_TEXT_MAX),
  purpose,
});
export type SmsSend = z.infer<typeof smsSend>;

/** `POST /api/console/messages/preview` → `MessagePreview`. */
export const messagePreview = z.object({
  channel: z.enum(MESSAGE_CHANNELS, { error: code('required') }),
  to: audience,
  purpose,
});
export type MessagePreviewInput = z.infer<typeof messagePreview>;

export interface MessagePreview {
  count: number;
  /** The first few recipients (by id). */
  sample: Array<{ id: number; name: string }>;
}

/** A message as sent (subject and body as the members got them, prefix and opt-out included). */
export interface SentMessage {
  id: number;
  channel: MessageChannel;
  purpose: MessagePurpose;
  audience: SentAudience;
  subject: string;
  body: string;
  status: SentMessageStatus;
  recipients: number;
  sent: number;
  stored: number;
  failed: number;
  /** The staff account's username. */
  createdBy: string;
  createdAt: string;
}

export interface MessageRecipient {
  id: number;
  messageId: number;
  userId: number | null;
  name: string;
  /** The e-mail address or phone number it went to. */
  address: string;
  status: RecipientStatus;
  error: string | null;
  /** The outbox row of this message (null while pending). */
  outboxId: number | null;
  createdAt: string;
}

// ---- what the members get: the API adds these to marketing messages (정보통신망법 제50조) ----
// One definition for the API (which sends them) and the console (which previews them): the prefix,
// the clinic's name and phone from the site settings, the opt-out line.

/** The clinic as a marketing message names it (site settings: Korean name, main phone). */
export interface Sender {
  name: string;
  phone: string;
}

/** The subject as delivered: an e-mail's gets the prefix for marketing; an LMS title stays as written. */
export function deliveredSubject(subject: string, channel: MessageChannel, purpose: MessagePurpose): string {
  const text = subject.trim();
  return channel === 'email' && purpose === 'marketing' && text ? `${MARKETING_PREFIX} ${text}` : text;
}

/** The SMS text as delivered: marketing starts with the prefix and the clinic's name, ends with the opt-out line. */
export function deliveredSms(message: string, purpose: MessagePurpose, sender: Sender): string {
  const text = message.trim().replace(/\r\n?/g, '\n');
  return purpose === 'marketing' ? `${MARKETING_PREFIX}${sender.name}\n${text}\n${MARKETING_OPT_OUT_SMS}` : text;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The e-mail body as delivered: marketing ends with a rule, the opt-out text and the clinic's name and phone. */
export function deliveredEmailHtml(html: string, purpose: MessagePurpose, sender: Sender): string {
  if (purpose !== 'marketing') return html;
  const who = [sender.name, sender.phone].filter(Boolean).join(' · ');
  return `${html}<hr><p>${escapeHtml(MARKETING_OPT_OUT_EMAIL)}${who ? `<br>${escapeHtml(who)}` : ''}</p>`;
}

// ---- SMS size: carriers count EUC-KR bytes (Hangul 2, ASCII 1) ----

/** Up to this many bytes one SMS; above, an LMS (long message with a title) up to LMS_BYTES_MAX. */
export const SMS_BYTES_MAX = 90;
export const LMS_BYTES_MAX = 2000;

export type SmsKind = 'sms' | 'lms' | 'tooLong';

/** Bytes as carriers count them: ASCII 1, anything else (Hangul, symbols) 2; a line break is 1. */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const char of text.replace(/\r\n/g, '\n')) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

export function smsKind(bytes: number): SmsKind {
  return bytes <= SMS_BYTES_MAX ? 'sms' : bytes <= LMS_BYTES_MAX ? 'lms' : 'tooLong';
}
