/** Interface locales of the product. `ko` is the default and has unprefixed public paths. */
export const LOCALES = ['ko', 'en', 'cn', 'jp'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

/** The standard language tag each locale sends as `Accept-Language` and sets on `<html lang>`. */
export const LANGUAGE_TAGS: Record<Locale, string> = {
  ko: 'ko',
  en: 'en',
  cn: 'zh-CN',
  jp: 'ja',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps one language tag (`zh-CN`, `ja-JP`, `en-US`, `ko`) to our locale, or undefined. */
export function localeFromTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case 'ko':
      return 'ko';
    case 'en':
      return 'en';
    case 'zh':
    case 'cn':
      return 'cn';
    case 'ja':
    case 'jp':
      return 'jp';
    default:
      return undefined;
  }
}

/** Picks the best locale from an `Accept-Language` header, honouring q-values; ko by default. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeFromTag(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
