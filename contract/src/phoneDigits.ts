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
/** The fewest digits an international number has here (country code included). */
export const INTERNATIONAL_PHONE_DIGITS_MIN = 6;

/** What a typed phone number may hold besides digits. */
const PHONE_TYPED = /^\+?[\d\s\-().]*$/;

/** Korea's nationwide representative numbers (전국대표번호: 1588-1234, 1644-…, 1899-…): 8 digits, no area code. */
export const REPRESENTATIVE_PHONE_RULE = /^1[568]\d{6}$/;

/** Whether a typed number starts with Korea's country code: `+82 …`, or `0082 …` as dialled from abroad. */
function koreaCountryCode(value: string): boolean {
  return /^\+\s*82/.test(value) || /^00[\s\-.]*82/.test(value);
}

/** Whether a typed number starts with another country's code (`+1 …`, `001 …`): not a Korean number. */
export function foreignCountryCode(typed: string): boolean {
  const value = typed.trim();
  return (value.startsWith('+') || /^00[1-9]/.test(value.replace(/[\s\-.()]/g, ''))) && !koreaCountryCode(value);
}

/**
 * `+82 10-1234-5678` and `010 1234 5678` as `01012345678`; anything that is not a phone number as typed.
 * Korea's country code stands for the leading 0 of a Korean number (`+82 2-555-1234`, also written
 * `+82 (0)2-555-1234`); a representative number keeps no 0 (`+82 1588-1234` is `15881234`).
 */
export function phoneDigits(typed: string): string {
  const value = typed.trim();
  if (!PHONE_TYPED.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (koreaCountryCode(value)) {
    const national = digits.slice(digits.startsWith('0082') ? 4 : 2).replace(/^0/, '');
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
  return koreanPhoneProblem(typed) === undefined ? phoneDigits(typed) : undefined;
}

/**
 * A Korean phone number as digits: Seoul's 02 and 7 or 8 digits; another area code, a mobile
 * (010, 011, 016–019) or an internet/business number (070, 050x, 080) and 7 or 8 digits; or a
 * nationwide representative number (15xx, 16xx, 18xx and 4 digits).
 */
export const KOREAN_PHONE_RULE = /^(?:02\d{7,8}|0[13-9]\d{8,9}|1[568]\d{6})$/;

/** What can be wrong with a typed phone number; each is a message in contract/src/messages. */
export type PhoneProblem = 'phoneCharacters' | 'phoneTooShort' | 'phoneTooLong' | 'phoneAreaCode' | 'phoneCountry';

/**
 * The one rule for every Korean phone field (the clinic's phones, consultation requests, members,
 * staff notifications): undefined when `typed` is a Korean number once read by `phoneDigits`
 * (`02-555-1234`, `(02) 555 1234`, `+82 2-555-1234`, `0082 10 5555 1234`, `1588-1234`), otherwise
 * what is wrong, checked in this order: letters or other characters than digits, spaces, hyphens,
 * dots, parentheses and a leading `+` (`전화번호`, `02-555-1234 (대표)`); another country's code
 * (`+1 …`); a number that does not start with an area code, 01x or 15xx/16xx/18xx (`555-1234`);
 * too few or too many digits for its prefix (`02-555-12`).
 */
export function koreanPhoneProblem(typed: string): PhoneProblem | undefined {
  const value = typed.trim();
  if (!PHONE_TYPED.test(value) || !/\d/.test(value)) return 'phoneCharacters';
  if (foreignCountryCode(value)) return 'phoneCountry';
  const digits = nationalDigits(value);
  if (KOREAN_PHONE_RULE.test(digits)) return undefined;
  const [min, max] = digits.startsWith('02')
    ? [9, 10]
    : /^0[13-9]/.test(digits)
      ? [10, 11]
      : /^1[568]/.test(digits)
        ? [8, 8]
        : [0, 0];
  if (max === 0) return 'phoneAreaCode';
  return digits.length < min ? 'phoneTooShort' : 'phoneTooLong';
}

/** The digits of a typed Korean number as dialled at home: Korea's country code read as the leading 0. */
function nationalDigits(value: string): string {
  if (!koreaCountryCode(value)) return phoneDigits(value);
  const digits = value.replace(/\D/g, '');
  const national = digits.slice(digits.startsWith('0082') ? 4 : 2).replace(/^0/, '');
  return /^1[568]/.test(national) ? national : '0' + national;
}

/**
 * What is wrong with a member's phone: a Korean number by `koreanPhoneProblem`; an international
 * member's (`international`), or one written with another country's code (`+1 212 555 1234`), is 6
 * to 15 digits with its country code (E.164).
 */
export function memberPhoneProblem(typed: string, international: boolean): PhoneProblem | undefined {
  const value = typed.trim();
  if (!PHONE_TYPED.test(value) || !/\d/.test(value)) return 'phoneCharacters';
  const korean = koreanPhoneProblem(value);
  if (korean === undefined || !(international || foreignCountryCode(value))) return korean;
  const digits = phoneDigits(value);
  if (digits.length < INTERNATIONAL_PHONE_DIGITS_MIN) return 'phoneTooShort';
  return digits.length > INTERNATIONAL_PHONE_DIGITS_MAX ? 'phoneTooLong' : undefined;
}

/**
 * The clinic's phone as the settings keep it (digits, `025551234`) shown with hyphens (`02-555-1234`):
 * what the site and the console show, and what its `tel:` link dials. A saved text that is no phone
 * number (from before the settings checked it) is shown as it is, and never linked (`clinicPhoneDigits`).
 */
export function clinicPhoneShown(stored: string): string {
  const digits = clinicPhoneDigits(stored);
  return digits ? formatPhone(digits) : stored;
}
