import { z } from 'zod';
import { code, optionalText, requiredText } from './validation.js';
import { EMAIL_SUBJECT_MAX, MESSAGE_CHANNELS, SMS_TEXT_MAX } from './messaging.js';

/**
 * Replies to consultation requests (issue 24): staff answer a request by SMS (or KakaoTalk 알림톡
 * with SMS fallback) or e-mail, to the number or address it came with, member or not, starting from
 * a message template staff manage. `{{name}}`, `{{clinicName}}` and `{{phone}}` in a template are
 * filled in by the API when it sends (the patient's name as typed, made harmless; the clinic's name
 * and main phone from the site settings).
 */

export const MESSAGE_TEMPLATE_CHANNELS = ['sms', 'email', 'both'] as const;
export type MessageTemplateChannel = (typeof MESSAGE_TEMPLATE_CHANNELS)[number];
export const MESSAGE_TEMPLATE_NAME_MAX = 60;
/** A KakaoTalk 알림톡 template's code as registered with SOLAPI (letters, digits, `_` and `-`). */
export const KAKAO_TEMPLATE_CODE_MAX = 64;
const KAKAO_TEMPLATE_CODE_RULE = /^[A-Za-z0-9_-]+$/;

/** The placeholders a template may hold, filled in at send time. */
export const REPLY_PLACEHOLDERS = ['name', 'clinicName', 'phone'] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];
export type ReplyValues = Record<ReplyPlaceholder, string>;

export const messageTemplateInput = z.object({
  name: requiredText(MESSAGE_TEMPLATE_NAME_MAX),
  channel: z.enum(MESSAGE_TEMPLATE_CHANNELS, { error: code('required') }),
  /** The e-mail's subject (placeholders allowed); unused for SMS. */
  subject: optionalText(EMAIL_SUBJECT_MAX).default(''),
  body: requiredText(SMS_TEXT_MAX),
  /** The 알림톡 template registered with SOLAPI for this text ('' for none: plain SMS). */
  kakaoTemplateCode: optionalText(KAKAO_TEMPLATE_CODE_MAX)
    .refine((v) => v === '' || KAKAO_TEMPLATE_CODE_RULE.test(v), { error: code('invalid') })
    .default(''),
});
export type MessageTemplateInput = z.infer<typeof messageTemplateInput>;

export interface MessageTemplate {
  id: number;
  name: string;
  channel: MessageTemplateChannel;
  subject: string;
  body: string;
  kakaoTemplateCode: string;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/console/forms/:id/reply` (with an `Idempotency-Key` header). */
export const formReplyInput = z.object({
  channel: z.enum(MESSAGE_CHANNELS, { error: code('required') }),
  /** The template the text started from (its 알림톡 code is used when the text is unchanged). */
  templateId: z
    .number({ error: code('invalid') })
    .int({ error: code('invalid') })
    .positive({ error: code('invalid') })
    .nullable()
    .optional(),
  body: requiredText(SMS_TEXT_MAX),
  /** The e-mail's subject; the LMS title for a long SMS. */
  subject: optionalText(EMAIL_SUBJECT_MAX).default(''),
});
export type FormReplyInput = z.infer<typeof formReplyInput>;

/** Whether a template may be used on a channel. */
export const templateFits = (template: MessageTemplateChannel, channel: (typeof MESSAGE_CHANNELS)[number]) =>
  template === 'both' || template === channel;

/**
 * A value a patient typed (their name), made harmless for a text the clinic sends: one line, no
 * control or invisible characters, no markup or placeholder braces, no link a phone would make
 * clickable (`evil.com` becomes `evil. com`, `://` is dropped), at most 50 characters.
 */
export function harmlessValue(typed: string): string {
  return typed
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[<>{}[\]\\`|]/g, '')
    .replace(/:\/\//g, ' ')
    .replace(/([.@/])(?=[\p{L}\p{N}])/gu, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .trim();
}

/**
 * `{{name}}`, `{{clinicName}}` and `{{phone}}` filled in, in one pass (a filled value is never read
 * again as a placeholder); any other `{{…}}` stays as written.
 */
export function fillPlaceholders(text: string, values: ReplyValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    (REPLY_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as ReplyPlaceholder] : whole,
  );
}

/** The placeholders of a text as 알림톡 variables (`#{name}`), for a template registered with Kakao. */
export function kakaoVariables(values: ReplyValues): Record<string, string> {
  return Object.fromEntries(REPLY_PLACEHOLDERS.map((key) => [`#{${key}}`, values[key]]));
}

/** What the console shows beside a request: its member, and earlier requests from the same number. */
export interface FormRelated {
  /**
   * The member who sent it (logged in: `verified`), or the member whose phone number it came from
   * (`verified: false`: anyone who knows the number may have sent it); null when none.
   */
  member: { id: number; name: string; verified: boolean } | null;
  /** Requests sent before this one from the same number (or by the same member), newest first, at most 20. */
  earlier: Array<{ id: number; createdAt: string; status: string; treatment: string }>;
}
export const EARLIER_REQUESTS_MAX = 20;
