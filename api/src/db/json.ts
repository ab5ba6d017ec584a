import type { ImageVariants, Translated } from '@clinic/contract';

/** JSON kept in TEXT columns (translations, image variants, consents): the same on both databases. */

export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJsonText<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const EMPTY_TRANSLATED: Translated = { ko: '', en: '', cn: '', jp: '' };

/** A translated column (`{"ko":…,"en":…}`) with every language present ('' where none was written). */
export function translatedOf(text: string | null | undefined): Translated {
  return { ...EMPTY_TRANSLATED, ...fromJsonText<Partial<Translated>>(text, {}) };
}

/** An image column (one stored image's variants), or null. */
export function imageOf(text: string | null | undefined): ImageVariants | null {
  return fromJsonText<ImageVariants | null>(text, null);
}

/** An images column (a list of stored images), [] when empty. */
export function imagesOf(text: string | null | undefined): ImageVariants[] {
  return fromJsonText<ImageVariants[]>(text, []);
}
