import {
  LOCALES,
  SHARED_PAGE_PREFIX,
  withKoreanHead,
  type Locale,
  type PageBlock,
  type PageContent,
} from '@clinic/contract';
import { type Knex, table } from '../../db/index.js';

/** Public answers that show a page's text carry this cache tag; a text written by staff clears it. */
export const PAGES_TAG = 'pages';

/** A page's key is its address below the locale prefix: `cost`, `surgery/venaseal`; `home` is `/`. */
export const isPageKey = (key: string): boolean =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(key);

/**
 * The text of page `key` in `locale` as patients read it (parsed JSON), with the language it is in:
 * the Korean when that language has none yet, and the Korean title, description or lead where a
 * translation left one empty, with the shared texts it names put in. Undefined when there is no such
 * page, or it is a hidden treatment's.
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
  const shownLocale = LOCALES.find((l) => l === own.locale) ?? 'ko';
  return { locale: shownLocale, content: await withSharedBlocks(knex, withKoreanHead(content, source), shownLocale) };
}

/** The shared texts' keys a text names (`{ kind: 'shared', key }` blocks). */
export function sharedKeysOf(content: PageContent): string[] {
  const keys = (content.sections ?? []).flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'shared' ? [b.key] : [])));
  return [...new Set(keys)];
}

/** The published blocks of shared texts by key, in `locale` (the Korean where it has none). */
export async function sharedBlocks(knex: Knex, keys: string[], locale: Locale): Promise<Map<string, PageBlock[]>> {
  if (!keys.length) return new Map();
  const rows = await table(knex, 'page_texts')
    .join('pages', 'pages.id', 'page_texts.page_id')
    .whereIn(
      'pages.page_key',
      keys.map((k) => SHARED_PAGE_PREFIX + k),
    )
    .whereIn('page_texts.locale', locale === 'ko' ? ['ko'] : [locale, 'ko'])
    .select('pages.page_key', 'page_texts.locale', 'page_texts.content');
  const out = new Map<string, PageBlock[]>();
  for (const key of keys) {
    const mine = rows.filter((r) => r.page_key === SHARED_PAGE_PREFIX + key);
    const row = mine.find((r) => r.locale === locale) ?? mine.find((r) => r.locale === 'ko');
    if (row)
      out.set(
        key,
        ((JSON.parse(row.content) as PageContent).sections ?? []).flatMap((s) => s.blocks),
      );
  }
  return out;
}

/**
 * The text with each shared block replaced by the shared text's blocks as published (a shared text
 * that is not there shows nothing): what patients read.
 */
export async function withSharedBlocks(
  knex: Knex,
  content: PageContent,
  locale: Locale,
  /** A shared text's blocks to show instead of its published ones (the preview of its draft). */
  instead?: { key: string; blocks: PageBlock[] },
): Promise<PageContent> {
  const keys = sharedKeysOf(content);
  if (!keys.length) return content;
  const blocks = await sharedBlocks(knex, keys, locale);
  if (instead) blocks.set(instead.key, instead.blocks);
  return {
    ...content,
    sections: content.sections?.map((section) => ({
      ...section,
      blocks: section.blocks.flatMap((b) =>
        b.kind === 'shared' ? (blocks.get(b.key) ?? []).filter((x) => x.kind !== 'shared') : [b],
      ),
    })),
  };
}
