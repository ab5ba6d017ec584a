import {
  type Locale,
  NOTICE_TRANSLATIONS,
  type Notice,
  type NoticeTranslatedText,
  type NoticeTranslations,
  type PublicNoticeSummary,
} from '@clinic/contract';
import {
  fromDbBool,
  fromDbTime,
  fromJsonText,
  type Knex,
  type NoticeRow,
  table,
  toDbTime,
  toJsonText,
} from '../../db/index.js';

/** Notices: records, summaries and what the public may see. */

export const TABLE = 'notices' as const;
/** Clears the pages that show notices (the notice API itself is not cached). */
export const NOTICES_TAG = 'notices';

/** A stored `{ en, cn, jp }` column with every language present ('' where none was written). */
function translatedTextOf(text: string | null | undefined): NoticeTranslatedText {
  const stored = fromJsonText<Partial<NoticeTranslatedText>>(text, {});
  const out = { en: '', cn: '', jp: '' };
  for (const locale of NOTICE_TRANSLATIONS) if (typeof stored[locale] === 'string') out[locale] = stored[locale];
  return out;
}

export function translationsOf(row: Pick<NoticeRow, 'title_translated' | 'body_translated'>): NoticeTranslations {
  return { title: translatedTextOf(row.title_translated), body: translatedTextOf(row.body_translated) };
}

/** Translations as columns: NULL where no language is written (a notice in Korean only). */
export function translationColumns(value: NoticeTranslations): Pick<NoticeRow, 'title_translated' | 'body_translated'> {
  const written = NOTICE_TRANSLATIONS.some((l) => value.title[l] !== '' || value.body[l] !== '');
  return written
    ? { title_translated: toJsonText(value.title), body_translated: toJsonText(value.body) }
    : { title_translated: null, body_translated: null };
}

/**
 * The language a notice reads in for a caller: the caller's own when the notice has its title and
 * body in it, else Korean (title and body are always answered in one language together).
 */
export function answerLanguage(
  row: Pick<NoticeRow, 'title_translated' | 'body_translated'>,
  locale: Locale,
): { lang: Locale; title: (korean: string) => string; body: (korean: string) => string } {
  if (locale !== 'ko') {
    const t = translationsOf(row);
    if (t.title[locale] !== '' && t.body[locale] !== '')
      return { lang: locale, title: () => t.title[locale], body: () => t.body[locale] };
  }
  return { lang: 'ko', title: (ko) => ko, body: (ko) => ko };
}

export function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    translations: translationsOf(row),
    pinned: fromDbBool(row.pinned),
    published: fromDbBool(row.published),
    publishedAt: fromDbTime(row.published_at)!,
    views: Number(row.views),
    createdAt: fromDbTime(row.created_at)!,
    updatedAt: fromDbTime(row.updated_at)!,
  };
}

/** A public list entry in the caller's language (or Korean, see answerLanguage). */
export function toSummary(
  row: Pick<
    NoticeRow,
    'id' | 'title' | 'title_translated' | 'body_translated' | 'pinned' | 'published_at' | 'views' | 'updated_at'
  >,
  locale: Locale,
): PublicNoticeSummary {
  const language = answerLanguage(row, locale);
  return {
    id: row.id,
    title: language.title(row.title),
    lang: language.lang,
    pinned: fromDbBool(row.pinned),
    publishedAt: fromDbTime(row.published_at)!,
    views: Number(row.views),
    updatedAt: fromDbTime(row.updated_at)!,
  };
}

/** What the public may see: published, and its publication time has come. */
export function visibleNotices(knex: Knex, now = new Date()) {
  return table(knex, TABLE).where('published', true).where('published_at', '<=', toDbTime(now));
}

/**
 * The newest `limit` visible notices that are pinned (or not), newest first: the first entries of
 * the public-order index (published, pinned, published_at) read backwards from now, whatever the
 * number of notices (the RSS feed reads both and merges them).
 */
export function newestNotices(knex: Knex, pinned: boolean, limit: number) {
  return visibleNotices(knex)
    .where('pinned', pinned)
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}
