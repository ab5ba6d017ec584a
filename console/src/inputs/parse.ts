import type { Validator } from 'react-admin';
import {
  isSiteLink,
  koreanPhoneProblem,
  memberPhoneProblem,
  normalizeUsername,
  phoneDigits,
  type PhoneProblem,
  USERNAME_RULE,
} from '@clinic/contract';

/**
 * react-admin turns an emptied text input into `null`; the API's optional texts (translations,
 * URLs, memos) want an empty string instead.
 */
export const keepText = (value: string | null): string => value ?? '';

/**
 * A date-time input's value (`2026-03-01T09:00`) read as Korea time, whatever the computer's own zone,
 * as an ISO instant; `null` when left empty (no limit).
 */
export const koreaInstant = (value: string | null): string | null =>
  value ? new Date(`${value.slice(0, 16)}:00+09:00`).toISOString() : null;
/** An instant as the date-time input shows it, in Korea time (`2026-03-01T09:00`). */
export const koreaLocal = (value: unknown): string =>
  typeof value === 'string' && value && !Number.isNaN(Date.parse(value))
    ? new Date(Date.parse(value) + 9 * 3_600_000).toISOString().slice(0, 16)
    : '';

/** A whole number (zero decimals), as the API's counters, amounts and positions are. */
export const integer: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'app.validation.integer';

/** The API's link rule (the contract's): empty, a path on this site, or an http(s) address. */
export const link: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || isSiteLink(value.trim()) ? undefined : 'app.validation.url';

/**
 * The contract's username rule, checked on the username's one spelling (NFKC, lower case), as the
 * API checks it: `ＫＩＭ０１` is the valid `kim01`.
 */
export const username: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !USERNAME_RULE.test(normalizeUsername(value))
    ? 'app.validation.username'
    : undefined;

/** An end that is not after the start is refused (an empty one means no end). */
export const endsAfterStart: Validator = (value: unknown, values: { startsAt?: string | null }) =>
  typeof value === 'string' && value && values.startsAt && new Date(value) <= new Date(values.startsAt)
    ? 'app.validation.endsBeforeStarts'
    : undefined;

/**
 * A day picked in a date filter (YYYY-MM-DD) as the instant it starts or ends in Korea time, so a
 * "since / until" range means Korean calendar days whatever the browser's time zone.
 */
export const koreaDayStart = (value: string | null): string | null => (value ? `${value}T00:00:00+09:00` : null);
export const koreaDayEnd = (value: string | null): string | null => (value ? `${value}T23:59:59.999+09:00` : null);
/** The day back from such an instant, for the date input to show. */
export const koreaDay = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');

/**
 * Digits only, as the API keeps phone numbers, read as the contract reads them (`phoneDigits`):
 * staff may type 010-1234-5678 or +82 10-1234-5678, both `01012345678`.
 */
export const digitsOnly = (value: unknown): string =>
  typeof value === 'string' ? phoneDigits(value).replace(/\D/g, '') : '';

/** A phone problem as the message key the console shows (the contract's text, `app.validation.phone…`). */
const phoneMessage = (problem: PhoneProblem | undefined) => (problem ? `app.validation.${problem}` : undefined);

/**
 * The contract's member phone rule (`memberPhone`): a Korean number, or for an international member
 * (the form's kind) one with its country code; the message names what is wrong.
 */
export const phoneNumber: Validator = (value: unknown, values?: { kind?: unknown }) =>
  typeof value !== 'string' || value.trim() === ''
    ? undefined
    : phoneMessage(memberPhoneProblem(value, values?.kind === 'FOREIGN'));

/** The contract's rule for the clinic's phones (`clinicPhone`, `koreanPhoneProblem`): a Korean number and nothing else. */
export const clinicPhoneNumber: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' ? undefined : phoneMessage(koreanPhoneProblem(value));
