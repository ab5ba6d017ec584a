import type Router from '@koa/router';
import type { Context } from 'koa';
import { TERM_CODES, type PublicTerm, type TermCode } from '@clinic/contract';
import { fromDbBool, fromDbTime, type TermRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { localized } from '../../http/answers.js';
import { cachedJson } from '../../http/cache.js';
import { apiError } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { currentTerms, TERMS_TAG } from './store.js';

const toPublic = (ctx: Context, row: TermRow): PublicTerm => ({
  id: row.id,
  code: row.code,
  version: row.version,
  required: fromDbBool(row.required),
  title: localized(ctx, row.title),
  body: localized(ctx, row.body),
  effectiveAt: fromDbTime(row.effective_at)!,
});

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
