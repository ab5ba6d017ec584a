import { z } from 'zod';
import { code } from './validation.js';
import { clinicPhoneDigits, formatPhone, INTERNATIONAL_PHONE_DIGITS_MAX, PHONE_RULE } from './phoneDigits.js';

export * from './phoneDigits.js';

/** A Korean phone number, digits only (the forms say so; the console strips hyphens before sending). */
export const phone = () =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .regex(PHONE_RULE, { error: code('phone') });

/** International members may give a number with a country code, still digits only. */
export const internationalPhone = () =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .regex(new RegExp(`^\\d{6,${INTERNATIONAL_PHONE_DIGITS_MAX}}$`), { error: code('phone') });

/**
 * The clinic's phone number in the site settings: typed as staff like (`clinicPhoneDigits`), kept and
 * shown in one form with hyphens (`+82 2 555 1234` is saved as `02-555-1234`).
 */
export const clinicPhone = (max: number) =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .max(max, { error: code('maxLength', { num: max }) })
    .transform((typed, ctx) => {
      const digits = clinicPhoneDigits(typed);
      if (digits) return formatPhone(digits);
      ctx.issues.push({ code: 'custom', input: typed, message: code('clinicPhone') });
      return z.NEVER;
    });
