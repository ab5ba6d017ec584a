import { z } from 'zod';
import type { Locale } from './locales.js';
import { code, KEY_RULE, optionalText, requiredText } from './validation.js';

/**
 * Texts staff write in four languages, and the site key. Translated fields are `{ ko, en, cn, jp }`:
 * Korean required, the others optional (the API falls back to ko).
 */
export const translated = (max: number) =>
  z.object({
    ko: requiredText(max),
    en: optionalText(max).default(''),
    cn: optionalText(max).default(''),
    jp: optionalText(max).default(''),
  });
export type Translated = { ko: string; en: string; cn: string; jp: string };

/** A translated text that may be empty in every language (a note). */
export const optionalTranslated = (max: number) =>
  z.object({
    ko: optionalText(max).default(''),
    en: optionalText(max).default(''),
    cn: optionalText(max).default(''),
    jp: optionalText(max).default(''),
  });

export function pick(value: Translated, locale: Locale): string {
  return value[locale]?.trim() ? value[locale] : value.ko;
}

/** A site key: `clinic` by default; one API can serve several branches. */
export const productKey = z.string().regex(KEY_RULE, { error: code('invalid') });
export const DEFAULT_PRODUCT = 'clinic';
