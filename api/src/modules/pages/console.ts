import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  LANGUAGE_TAGS,
  LOCALES,
  pageHeadInput,
  type ConsolePage,
  type Locale,
  type PageHeadInput,
  type Translated,
} from '@clinic/contract';
import type { AuthState } from '../../http/auth.js';
import { fromDbTime, table, toDbTime, type Knex, type PageTextRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { PAGES_TAG } from './store.js';

type Head = Record<'title' | 'description' | 'lead', unknown>;
type Row = PageTextRow & { page_key: string; username: string | null };

/** The rows of one page (or of every page), each language's text with who changed it last. */
const textRows = (knex: Knex, pageId?: number): Promise<Row[]> => {
  const query = table(knex, 'page_texts')
    .join('pages', 'pages.id', 'page_texts.page_id')
    .leftJoin('users', 'users.id', 'page_texts.updated_by')
    .select('page_texts.*', 'pages.page_key', 'users.username')
    .orderBy('pages.id');
  return (pageId === undefined ? query : query.where('pages.id', pageId)) as unknown as Promise<Row[]>;
};

/** The texts of a page as the console edits them: title, description and lead in four languages. */
function consolePage(rows: Row[]): ConsolePage {
  const heads = new Map(rows.map((r) => [r.locale, JSON.parse(r.content) as Head]));
  const field = (name: keyof Head): Translated =>
    Object.fromEntries(LOCALES.map((l) => [l, String(heads.get(l)?.[name] ?? '')])) as Translated;
  const last = rows.reduce((a, b) => (b.updated_at > a.updated_at ? b : a));
  return {
    id: rows[0]!.page_id,
    key: rows[0]!.page_key,
    title: field('title'),
    description: field('description'),
    lead: typeof heads.get('ko')?.lead === 'string' ? field('lead') : null,
    versions: Object.fromEntries(LOCALES.map((l) => [l, rows.find((r) => r.locale === l)?.version ?? 1])) as Record<
      Locale,
      number
    >,
    updatedAt: fromDbTime(last.updated_at)!,
    updatedBy: last.updated_by === null ? null : last.username,
  };
}

const idParam = (ctx: Context): number => {
  const id = Number(ctx.params.id);
  if (!/^\d{1,10}$/.test(String(ctx.params.id)) || !Number.isSafeInteger(id)) throw apiError(404, 'notFound');
  return id;
};

/** Korea time as staff read it in a message: `2026. 11. 28. 19:03`. */
const koreaTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    timeZone: 'Asia/Seoul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/**
 * Console: `pages` (simple REST, list, read and update; pages are not created or deleted here). A
 * save changes the title, description and lead of each language whose text is still at the version
 * the form was opened on; if one was changed meanwhile, nothing is saved and the answer (409) names
 * who changed it and when. The page shows the new text on the next request (the `pages` tag).
 */
export function pageConsoleRoutes({ db, cache }: AppDeps): Router {
  const router = createRouter({ prefix: '/pages' });
  const read = async (id: number): Promise<ConsolePage> => {
    const rows = await textRows(db.knex, id);
    if (!rows.length) throw apiError(404, 'notFound');
    return consolePage(rows);
  };
  router.get('/', async (ctx) => {
    const rows = await textRows(db.knex);
    const byPage = new Map<number, Row[]>();
    for (const row of rows) byPage.set(row.page_id, [...(byPage.get(row.page_id) ?? []), row]);
    const list = [...byPage.values()].map(consolePage);
    ctx.set('Content-Range', `pages 0-${Math.max(list.length - 1, 0)}/${list.length}`);
    ctx.body = list;
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await read(idParam(ctx));
  });
  router.put('/:id', async (ctx) => {
    const id = idParam(ctx);
    const input: PageHeadInput = parseOrThrow(pageHeadInput, ctx.request.body);
    const auth = ctx.state.auth as AuthState;
    const locale: Locale = ctx.state.locale ?? 'ko';
    await db.knex.transaction(async (trx) => {
      const rows = await textRows(trx, id);
      if (!rows.length) throw apiError(404, 'notFound');
      const stale = rows.find((r) => r.version !== input.versions[r.locale as Locale]);
      if (stale) {
        throw apiError(409, 'changedMeanwhile', {
          by: stale.username ?? '-',
          at: koreaTime(fromDbTime(stale.updated_at)!, locale),
        });
      }
      const now = toDbTime(new Date());
      for (const row of rows) {
        const l = row.locale as Locale;
        const head = JSON.parse(row.content) as Head;
        const next = {
          ...head,
          title: input.title[l],
          description: input.description[l],
          ...(typeof head.lead === 'string' && input.lead ? { lead: input.lead[l] } : {}),
        };
        if (JSON.stringify(next) === row.content) continue;
        // The version it was read at, again in the WHERE: a save that raced this one changes no row.
        const changed = await table(trx, 'page_texts')
          .where({ id: row.id, version: row.version })
          .update({
            content: JSON.stringify(next),
            version: row.version + 1,
            updated_by: auth.userId,
            updated_at: now,
          });
        if (changed !== 1)
          throw apiError(409, 'changedMeanwhile', { by: '-', at: koreaTime(fromDbTime(now)!, locale) });
      }
      await table(trx, 'pages').where({ id }).update({ updated_at: now });
    });
    cache.invalidate(PAGES_TAG);
    ctx.body = await read(id);
  });
  return router;
}
