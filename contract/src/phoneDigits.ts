/**
 * Phone numbers as digits, without the validation library (the public site reads these on every
 * page; the forms' rules are in phone.ts).
 *
 * Phone numbers are kept as digits only (`01012345678`) and shown with hyphens (`010-1234-5678`).
 * Staff search for them however they type them: with hyphens, spaces, dots or parentheses, with
 * Korea's country code (`+82 10-1234-5678`), or by a part such as the last four digits.
 */

/** A Korean number: 0, then 8 to 10 digits. */
export const PHONE_RULE = /^0\d{8,10}$/;
/** The most digits a Korean number has (PHONE_RULE) and an international one (E.164). */
export const PHONE_DIGITS_MAX = 11;
export const INTERNATIONAL_PHONE_DIGITS_MAX = 15;

/** What a typed phone number may hold besides digits. */
const PHONE_TYPED = /^\+?[\d\s\-().]*$/;

/** Korea's nationwide representative numbers (전국대표번호: 1588-1234, 1644-…, 1899-…): 8 digits, no area code. */
export const REPRESENTATIVE_PHONE_RULE = /^1[568]\d{6}$/;

/**
 * `+82 10-1234-5678` and `010 1234 5678` as `01012345678`; anything that is not a phone number as typed.
 * Korea's country code stands for the leading 0 of a Korean number (`+82 2-555-1234`, also written
 * `+82 (0)2-555-1234`); a representative number keeps no 0 (`+82 1588-1234` is `15881234`).
 */
export function phoneDigits(typed: string): string {
  const value = typed.trim();
  if (!PHONE_TYPED.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+82') && digits.startsWith('82')) {
    const national = digits.slice(2).replace(/^0/, '');
    if (REPRESENTATIVE_PHONE_RULE.test(national)) return national;
    if (/^[1-9]\d{7,9}$/.test(national)) return '0' + national;
  }
  return digits;
}

/**
 * A phone number as a form keeps it while it is typed or pasted: digits only (`010-2222-3333` and
 * `+82 10 2222 3333` are `01022223333`), at most `max` digits, so hyphens and spaces never use up the limit.
 */
export function phoneTyped(typed: string, max: number = PHONE_DIGITS_MAX): string {
  return phoneDigits(typed).replace(/\D/g, '').slice(0, max);
}

/**
 * Digits shown with hyphens: 01012345678 -> 010-1234-5678, 0212345678 -> 02-1234-5678,
 * 15881234 -> 1588-1234; others as they are.
 */
export function formatPhone(digits: string): string {
  if (REPRESENTATIVE_PHONE_RULE.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (!PHONE_RULE.test(digits)) return digits;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  const middle = rest.length - 4;
  return `${digits.slice(0, area)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

/**
 * The digits a search term means when it is a phone number or a part of one (`010-1234`, `5678`,
 * `+82 10 1234 5678`), so it finds numbers kept as digits; undefined for any other term.
 */
export function phoneSearchDigits(term: string): string | undefined {
  const value = term.trim();
  if (!PHONE_TYPED.test(value)) return undefined;
  const digits = phoneDigits(value);
  return digits.length >= 3 ? digits : undefined;
}

/**
 * The digits of the clinic's own phone number as staff type it (`02-555-1234`, `(02) 555 1234`,
 * `+82 2-555-1234`, `1588-1234`): a Korean number (PHONE_RULE) or a representative number. Undefined
 * for anything else: words beside the number (`02-555-1234 (대표)`), too few digits (`02-555-12`),
 * text (`전화번호`, `javascript:…`). A `tel:` link is only ever built from these digits.
 */
export function clinicPhoneDigits(typed: string): string | undefined {
  const digits = phoneDigits(typed);
  return PHONE_RULE.test(digits) || REPRESENTATIVE_PHONE_RULE.test(digits) ? digits : undefined;
}
