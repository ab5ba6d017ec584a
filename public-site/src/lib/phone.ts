import { clinicPhoneDigits } from '@clinic/contract';

/**
 * A `tel:` link for the clinic's phone as the settings hold it (`02-123-4567` -> `tel:021234567`),
 * built from the digits of a validated phone number only; undefined when the saved text is no phone
 * number (a value saved before the settings checked it), so the number shows as text, never as a link.
 */
export function telHref(phone: string): string | undefined {
  const digits = clinicPhoneDigits(phone);
  return digits ? `tel:${digits}` : undefined;
}
