/**
 * The clinic's facts a page text names in double braces (`{{phone}}`, `{{fee.laser}}`,
 * `{{hours.summary}}`): the names there are. Kept apart from the page-text rules (pageText.ts) so the
 * public site, which fills the facts in, loads these few names without the rules' validation code.
 */

/** The clinic's facts by name, `{{phone}}`: the settings' (사이트 설정). */
export const FACT_NAMES = [
  'clinicName',
  'representative',
  'businessNumber',
  'phone',
  'email',
  'address',
  'subway',
  'bus',
  'parking',
] as const;
export type FactName = (typeof FACT_NAMES)[number];
/** Facts of one fee row by its code, `{{fee.venaseal}}` (진료비). */
export const FEE_FACT_FAMILIES = ['fee', 'insurance', 'duration'] as const;
/** The opening hours written out, `{{hours.summary}}` (진료시간). */
export const HOURS_FACT_KEYS = ['summary', 'days', 'lunch', 'closed', 'note'] as const;
/** Families of keyed facts, `{{family.key}}`. */
export const KEYED_FACT_FAMILIES: readonly string[] = ['hours', ...FEE_FACT_FAMILIES];

/** `{{name}}` or `{{family.key}}`: double braces, which no page text uses otherwise. */
export const FACT_PLACEHOLDER = /\{\{\s*([A-Za-z]+(?:\.[A-Za-z0-9]+)?)\s*\}\}/g;
/** Anything in double braces, well-formed or not (`{{ phone number }}`, `{{fee.}}`). */
export const ANY_BRACES = /\{\{([^{}]*)\}\}/g;

/** Whether `name` has the form of a fact (the public site fills those in and drops the others). */
export function isFactName(name: string): boolean {
  const [family, key] = name.split('.');
  return key === undefined
    ? (FACT_NAMES as readonly string[]).includes(name)
    : KEYED_FACT_FAMILIES.includes(family!) && /^[A-Za-z0-9]+$/.test(key);
}

/** Whether `name` is a fact the clinic has now: the fee families only for the codes of `feeCodes`. */
export function isKnownFact(name: string, feeCodes: readonly string[]): boolean {
  if (!isFactName(name)) return false;
  const [family, key] = name.split('.');
  if (key === undefined) return true;
  return family === 'hours' ? (HOURS_FACT_KEYS as readonly string[]).includes(key) : feeCodes.includes(key);
}
