import { LOCALES, withKoreanHead, type Locale, type PageContent } from '@clinic/contract';
import { type Knex, table } from '../../db/index.js';

/** Public answers that show a page's text carry this cache tag; a text written by staff clears it. */
export const PAGES_TAG = 'pages';

/** A page's key is its address below the locale prefix: `cost`, `surgery/venaseal`; `home` is `/`. */
export const isPageKey = (key: string): boolean =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(key);

/**
 * The text of page `key` in `locale` as patients read it (parsed JSON), with the language it is in:
 * the Korean when that language has none yet, and the Korean title, description or lead where a
 * translation left one empty. Undefined when there is no such page, or it is a hidden treatment's.
 */
export async function pageText(
  knex: Knex,
  key: string,
  locale: Locale,
): Promise<{ locale: Locale; content: unknown } | undefined> {
  const rows = await table(knex, 'page_texts')
    .join('pages', 'pages.id', 'page_texts.page_id')
    // A treatment's page is there only while the treatment is shown.
    .leftJoin('treatments', 'treatments.page_id', 'pages.id')
    .where('pages.page_key', key)
    .where((q) => q.whereNull('treatments.id').orWhere('treatments.visible', true))
    .whereIn('page_texts.locale', locale === 'ko' ? ['ko'] : [locale, 'ko'])
    .select('page_texts.locale', 'page_texts.content');
  const korean = rows.find((r) => r.locale === 'ko');
  const own = rows.find((r) => r.locale === locale) ?? korean;
  if (!own) return undefined;
  const content = JSON.parse(own.content) as PageContent;
  const source = own !== korean && korean ? (JSON.parse(korean.content) as PageContent) : undefined;
  return { locale: LOCALES.find((l) => l === own.locale) ?? 'ko', content: withKoreanHead(content, source) };
}
