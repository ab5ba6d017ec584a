import { z } from 'zod';
import { code } from './validation.js';
import {
  INTERNATIONAL_PHONE_DIGITS_MAX,
  INTERNATIONAL_PHONE_DIGITS_MIN,
  koreanPhoneProblem,
  memberPhoneProblem,
  phoneDigits,
  type PhoneProblem,
} from './phoneDigits.js';

export * from './phoneDigits.js';

/**
 * A typed phone number checked by `problem` (contract/src/phoneDigits.ts) and kept as its digits:
 * the message names what is wrong (letters, another country, no area code, too short or too long).
 */
const checkedPhone = (problem: (typed: string) => PhoneProblem | undefined, max?: number) => {
  const typed = z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') });
  return (max === undefined ? typed : typed.max(max, { error: code('maxLength', { num: max }) })).transform(
    (value, ctx) => {
      const wrong = problem(value);
      if (wrong === undefined) return phoneDigits(value);
      ctx.issues.push({ code: 'custom', input: value, message: code(wrong) });
      return z.NEVER;
    },
  );
};

/**
 * A Korean phone number (`koreanPhoneProblem`), as every Korean phone field takes it: typed with
 * hyphens, spaces, dots, parentheses or Korea's country code (`+82 10-5555-1234`, `0082 2 555 1234`),
 * kept as digits (`01055551234`, `025551234`). The forms of the site send digits already.
 */
export const phone = () => checkedPhone(koreanPhoneProblem);

/**
 * International members may give a number with a country code, still digits only (6 to 15, E.164).
 * The message names what is wrong: other characters than digits (`phone`), or too few or too many
 * digits (`0101`, 16 digits): a number of digits only is never told to drop its hyphens.
 */
export const internationalPhone = () =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .superRefine((value, ctx) => {
      if (value === '') return; // required, said above
      const wrong = !/^\d+$/.test(value)
        ? 'phone'
        : value.length < INTERNATIONAL_PHONE_DIGITS_MIN
          ? 'phoneTooShort'
          : value.length > INTERNATIONAL_PHONE_DIGITS_MAX
            ? 'phoneTooLong'
            : undefined;
      if (wrong) ctx.addIssue({ code: 'custom', message: code(wrong) });
    });

/**
 * A member's phone as staff type it: a Korean number (`phone`), or, for an international member
 * (`international`) or one written with another country's code, 6 to 15 digits with the country code.
 */
export const memberPhone = (international: boolean) =>
  checkedPhone((typed) => memberPhoneProblem(typed, international));

/**
 * The clinic's own phone in the site settings: a Korean number and nothing else (`phone`; words beside
 * it such as `02-555-1234 (대표)` are refused), at most `max` characters as typed.
 *
 * Stored as digits (`025551234`) like every phone number the product keeps; the settings are answered
 * with it shown with hyphens (`formatPhone`: `02-555-1234`, `010-5555-1234`, `1588-1234`), and the
 * site's `tel:` link is built from the same digits (`clinicPhoneDigits`), so link and text agree.
 */
export const clinicPhone = (max: number) => checkedPhone(koreanPhoneProblem, max);
