import { clinicPhoneDigits, formatPhone } from '@clinic/contract';

/**
 * A `tel:` link for the clinic's phone as the settings hold it (`02-123-4567` -> `tel:021234567`),
 * built from the digits of a validated phone number only; undefined when the saved text is no phone
 * number (a value saved before the settings checked it), so the number shows as text, never as a link.
 */
export function telHref(phone: string): string | undefined {
  const digits = clinicPhoneDigits(phone);
  return digits ? `tel:${digits}` : undefined;
}

/**
 * The clinic's phone in international form for search engines (`02-555-1234` -> `+82-2-555-1234`,
 * `1588-1234` -> `+82-1588-1234`): the number shown, with Korea's code in place of the leading 0.
 * Undefined when the saved text is no phone number.
 */
export function internationalPhone(phone: string): string | undefined {
  const digits = clinicPhoneDigits(phone);
  if (!digits) return undefined;
  const shown = formatPhone(digits);
  return `+82-${shown.startsWith('0') ? shown.slice(1) : shown}`;
}
