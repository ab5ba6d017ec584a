import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import { termInput, TERM_CODES, type PublicTerm, type TermCode } from '@clinic/contract';
import { fromDbBool, fromDbTime, toDbTime, toJsonText, type Knex } from '../../db/index.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { cachedJson } from '../../http/cache.js';
import { apiError } from '../../http/errors.js';
import type { AppDeps } from '../../app.js';
import { richTranslated } from '../../services/html/index.js';
import { localized, translatedOf } from '../content/shared.js';

interface TermRow {
  id: number;
  code: TermCode;
  version: string;
  required: number | boolean;
  title: string;
  body: string;
  effective_at: string;
  published: number | boolean;
  created_at: string;
  updated_at: string;
}

export const TERMS_TAG = 'terms';

const termRecord = (row: TermRow) => ({
  id: row.id,
  code: row.code,
  version: row.version,
  required: fromDbBool(row.required),
  title: translatedOf(row.title),
  body: translatedOf(row.body),
  effectiveAt: fromDbTime(row.effective_at),
  published: fromDbBool(row.published),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/** The version of each code in force now: published, effective, the latest such. */
export async function currentTerms(knex: Knex, codes: readonly TermCode[] = TERM_CODES): Promise<TermRow[]> {
  const rows = (await knex('terms')
    .where('published', true)
    .where('effective_at', '<=', toDbTime(new Date()))
    .whereIn('code', codes as TermCode[])
    .orderBy([
      { column: 'effective_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as TermRow[];
  const seen = new Set<string>();
  const current = rows.filter((r) => !seen.has(r.code) && seen.add(r.code));
  return TERM_CODES.flatMap((code) => current.filter((r) => r.code === code));
}

const toPublic = (ctx: Context, row: TermRow): PublicTerm => ({
  id: row.id,
  code: row.code,
  version: row.version,
  required: fromDbBool(row.required),
  title: localized(ctx, row.title),
  body: localized(ctx, row.body),
  effectiveAt: fromDbTime(row.effective_at)!,
});

/** Console: `terms`, one row per version. Bodies are HTML, sanitized in every language. */
export function termConsoleRoutes({ db, cache }: AppDeps): Router {
  return crudRoutes(db.knex, '/terms', {
    table: 'terms',
    list: {
      resource: 'terms',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        code: { column: 'code', type: 'string', sortable: true, filterable: true },
        version: { column: 'version', type: 'string', sortable: true, filterable: true },
        required: { column: 'required', type: 'boolean', sortable: true, filterable: true },
        published: { column: 'published', type: 'boolean', sortable: true, filterable: true },
        effectiveAt: { column: 'effective_at', type: 'date', sortable: true, filterable: true },
      },
      search: [{ translated: 'title' }, { translated: 'body' }, 'code'],
      defaultSort: ['effectiveAt', 'DESC'],
    },
    createSchema: termInput,
    updateSchema: termInput.partial(),
    toRecord: termRecord,
    toColumns: (input) =>
      defined({
        code: input.code,
        version: input.version,
        required: input.required,
        title: input.title && toJsonText(input.title),
        body: input.body && toJsonText(richTranslated('body', input.body)),
        effective_at: input.effectiveAt && toDbTime(input.effectiveAt),
        published: input.published,
      }),
    onChange: () => cache.invalidate(TERMS_TAG),
  });
}

/** Public: `GET /v1/terms` (`{ terms }`, the versions in force) and `GET /v1/terms/:code` (`{ term }`). */
export function termPublicRoutes({ db, cache }: AppDeps): Router {
  const router = createRouter({ prefix: '/terms' });
  router.get('/', cachedJson(cache, [TERMS_TAG]), async (ctx) => {
    ctx.body = { terms: (await currentTerms(db.knex)).map((row) => toPublic(ctx, row)) };
  });
  router.get('/:code', cachedJson(cache, [TERMS_TAG]), async (ctx) => {
    const code = ctx.params.code as TermCode;
    if (!TERM_CODES.includes(code)) throw apiError(404, 'notFound');
    const [row] = await currentTerms(db.knex, [code]);
    if (!row) throw apiError(404, 'notFound');
    ctx.body = { term: toPublic(ctx, row) };
  });
  return router;
}
