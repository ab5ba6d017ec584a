import { z } from 'zod';
import type { Locale } from './locales.js';
import { describeIssueIn, fieldErrorsIn, messages, type MessageKey, type MessageParams } from './messages.js';

/**
 * Validation issues carry a message *code* (`maxLength?num=120`), never prose, so that the API and
 * both front ends render the same rule in the reader's language with `describeIssue`.
 */
export function code(key: MessageKey, params?: MessageParams): string {
  if (!params) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${key}?${query}`;
}

/** Turns a message code back into text in `locale`. */
export function describeIssue(locale: Locale, messageCode: string): string {
  return describeIssueIn(messages[locale], messageCode);
}

/** `{ field: message }` for the API's 400 answers and the console's forms. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  return fieldErrorsIn(error, messages[locale]);
}

// ---- building blocks: every rule the product validates is written once, here ----

/** A required, trimmed single-line or multi-line text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .max(max, { error: code('maxLength', { num: max }) });

export const optionalText = (max: number) =>
  z
    .string({ error: code('invalid') })
    .trim()
    .max(max, { error: code('maxLength', { num: max }) });

export const flag = () => z.boolean({ error: code('invalidBoolean') });

/** An instant given as ISO 8601 with a zone (what the console's date-time inputs send). */
export const instant = () =>
  z.iso.datetime({ offset: true, error: code('invalidDate') }).transform((value) => new Date(value));

/** A positive whole number of at most `max` (zero decimals, as the spec asks). */
export const wholeNumber = (max: number) =>
  z
    .number({ error: code('integer') })
    .int({ error: code('integer') })
    .min(0, { error: code('minValue', { num: 0 }) })
    .max(max, { error: code('maxValue', { num: max }) });

/** The longest e-mail address the product keeps (RFC 5321's limit). */
export const EMAIL_MAX = 254;
/** The longest link (popups, banners, the settings' addresses). */
export const LINK_MAX = 500;
/** The largest position in a short ordered list (popups, banners, fees, FAQ categories, member levels). */
export const POSITION_MAX = 1000;
/** A key in addresses and code (a site, a FAQ category, a board): a lower-case letter, then 1 to 39 of a-z, 0-9, -. */
export const KEY_RULE = /^[a-z][a-z0-9-]{1,39}$/;

export const USERNAME_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9_.-]{5,30}$/;
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,64}$/;

/**
 * The one spelling of a username: NFKC (fullwidth `ｍ` is `m`), lower case, no surrounding space.
 * Sign-up, login, the login limits and the console all compare usernames in this form, and the
 * database keeps only this form (binary comparison), so one account has one spelling.
 */
export function normalizeUsername(raw: string): string {
  // NFKC again after lower-casing: a few letters lower-case to a sequence NFKC would recompose.
  return raw.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/** A username as typed, checked in its normalised form (what normalises to something invalid is refused). */
export const username = () =>
  z
    .string({ error: code('required') })
    .transform(normalizeUsername)
    .pipe(
      z
        .string()
        .min(1, { error: code('required') })
        .regex(USERNAME_RULE, { error: code('username') }),
    );

export const email = () =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .max(EMAIL_MAX, { error: code('maxLength', { num: EMAIL_MAX }) })
    .pipe(z.email({ error: code('email') }));

export const password = () =>
  z
    .string({ error: code('required') })
    .min(1, { error: code('required') })
    .regex(PASSWORD_RULE, { error: code('password') });

/**
 * Whether `value` may become a link on the site: an absolute `https://` or `http://` address with a
 * host, or a path on this site — one `/`, then neither `/` nor `\` (`//evil.example` and
 * `/\evil.example` are another site to a browser). Whitespace, control characters and backslashes
 * are refused anywhere: a browser drops tabs and line breaks inside a URL (`/\t/evil.example` would
 * become `//evil.example`) and reads `\` as `/`.
 */
export function isSiteLink(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A link field (popup, banner, settings): empty, or a link `isSiteLink` accepts, of at most `max` characters. */
export const linkUrl = (max = LINK_MAX) =>
  z
    .string()
    .trim()
    .max(max, { error: code('maxLength', { num: max }) })
    .refine((v) => v === '' || isSiteLink(v), { error: code('url') });
