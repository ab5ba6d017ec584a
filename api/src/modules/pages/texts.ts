import {
  checkPageText,
  describePagePath,
  LOCALES,
  pageTextDiff,
  translate,
  type ConsolePageText,
  type Locale,
  type PageContent,
  type PageWarning,
} from '@clinic/contract';
import { fromDbTime, table, type Knex, type PageTextRow } from '../../db/index.js';
import { reviewWords } from '../memberReviews/index.js';

/**
 * The page texts as the console reads them: one language's text with its draft, the Korean beside
 * a translation and what changed in it since the translation was made, and the warnings of what is
 * written.
 */

export type TextRow = PageTextRow & { page_key: string; username: string | null };

export const asLocale = (value: string): Locale => LOCALES.find((l) => l === value) ?? 'ko';
export const parseContent = (json: string): PageContent => JSON.parse(json) as PageContent;

/** Page texts with their page's key and who changed them last, for the whole list or one page or text. */
export function textRows(knex: Knex, where: { pageId?: number; textId?: number } = {}): Promise<TextRow[]> {
  let query = table(knex, 'page_texts')
    .join('pages', 'pages.id', 'page_texts.page_id')
    .leftJoin('users', 'users.id', 'page_texts.updated_by')
    .select('page_texts.*', 'pages.page_key', 'users.username')
    .orderBy('pages.id')
    .orderBy('page_texts.id');
  if (where.pageId !== undefined) query = query.where('pages.id', where.pageId);
  if (where.textId !== undefined) query = query.where('page_texts.id', where.textId);
  return query as unknown as Promise<TextRow[]>;
}

/** The contents of revisions by id. */
export async function revisionContents(knex: Knex, ids: Array<number | null>): Promise<Map<number, PageContent>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await table(knex, 'page_revisions').whereIn('id', wanted).select('id', 'content');
  return new Map(rows.map((r) => [r.id, parseContent(r.content)]));
}

/** What the checks need: the forbidden expressions and the fee codes there are now. */
export async function checkContext(knex: Knex): Promise<{ words: string[]; feeCodes: string[] }> {
  const [words, fees] = await Promise.all([reviewWords(knex), table(knex, 'fees').select('code')]);
  return { words, feeCodes: fees.flatMap((f) => (f.code ? [f.code] : [])) };
}

/** Errors (by field) and warnings of a text in `textLocale`, worded in `staffLocale`. */
export function checkText(
  content: PageContent,
  textLocale: Locale,
  context: { words: string[]; feeCodes: string[] },
  staffLocale: Locale,
): { errors: Record<string, string>; warnings: PageWarning[] } {
  return checkPageText(
    content,
    { locale: textLocale, ...context },
    (path) => describePagePath(path, content, staffLocale),
    (key, params) => translate(staffLocale, key, params),
  );
}

/** The Korean changes a translation has not caught up with: from its source revision to now. */
export function koreanChangesOf(
  source: PageContent | undefined,
  koreanNow: PageContent | undefined,
  staffLocale: Locale,
) {
  return source && koreanNow ? pageTextDiff(source, koreanNow, staffLocale) : [];
}

/** One language's text of a page as the console edits it. */
export async function consoleText(
  knex: Knex,
  textId: number,
  staffLocale: Locale,
): Promise<ConsolePageText | undefined> {
  const [row] = await textRows(knex, { textId });
  if (!row) return undefined;
  const locale = asLocale(row.locale);
  const published = parseContent(row.content);
  const content = row.draft ? parseContent(row.draft) : published;
  let source: PageContent | null = null;
  let koreanChanges: ConsolePageText['koreanChanges'] = [];
  if (locale !== 'ko') {
    const korean = (await table(knex, 'page_texts').where({ page_id: row.page_id, locale: 'ko' }).first('content'))
      ?.content;
    source = korean ? parseContent(korean) : null;
    const made = await revisionContents(knex, [row.source_revision_id]);
    koreanChanges = koreanChangesOf(made.get(row.source_revision_id ?? -1), source ?? undefined, staffLocale);
  }
  const { warnings } = checkText(content, locale, await checkContext(knex), staffLocale);
  return {
    id: row.id,
    pageId: row.page_id,
    key: row.page_key,
    locale,
    content,
    hasDraft: row.draft !== null,
    published,
    version: row.version,
    updatedAt: fromDbTime(row.updated_at)!,
    updatedBy: row.updated_by === null ? null : row.username,
    source,
    needsCheck: koreanChanges.length > 0,
    koreanChanges,
    warnings,
  };
}
