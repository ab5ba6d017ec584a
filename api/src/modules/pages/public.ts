import type Router from '@koa/router';
import type { Context } from 'koa';
import { SHARED_PAGE_PREFIX, type PublicPage } from '@clinic/contract';
import type { AppDeps } from '../../deps.js';
import { cachedJson } from '../../http/cache.js';
import { apiError } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { isPageKey, PAGES_TAG, pageText } from './store.js';

/**
 * Public: `GET /v1/pages/{key}` (`{ page }`), a page's text in the request's language, e.g.
 * `/v1/pages/cost`, `/v1/pages/surgery/venaseal` (a key has at most two segments).
 */
export function pagePublicRoutes({ db, cache }: AppDeps): Router {
  const router = createRouter({ prefix: '/pages' });
  const answer = async (ctx: Context, key: string) => {
    // A shared text is part of other pages, never a page of its own.
    if (!isPageKey(key) || key.startsWith(SHARED_PAGE_PREFIX)) throw apiError(404, 'notFound');
    const text = await pageText(db.knex, key, ctx.state.locale ?? 'ko');
    if (!text) throw apiError(404, 'notFound');
    const page: PublicPage = { key, locale: text.locale, content: text.content };
    ctx.body = { page };
  };
  router.get('/:name', cachedJson(cache, [PAGES_TAG]), (ctx) => answer(ctx, String(ctx.params.name)));
  router.get('/:section/:name', cachedJson(cache, [PAGES_TAG]), (ctx) =>
    answer(ctx, `${ctx.params.section}/${ctx.params.name}`),
  );
  return router;
}
