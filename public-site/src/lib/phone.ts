/** A `tel:` link for a phone number as the clinic writes it (`02-123-4567` -> `tel:021234567`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
