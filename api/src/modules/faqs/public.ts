import type Router from '@koa/router';
import { z } from 'zod';
import { optionalText, type PublicFaqList } from '@clinic/contract';
import { type FaqRow, likePattern, table, whereTranslatedLike } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { localized } from '../../http/answers.js';
import { cachedJson } from '../../http/cache.js';
import { parseOrThrow } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { FAQ_TAG } from './store.js';

const publicQuery = z.object({ q: optionalText(100).optional(), category: optionalText(40).optional() });

/** Public: `GET /v1/center/faqs?q=&category=` answers `{ faqs, categories }` in the caller's language. */
export function faqPublicRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  router.get('/center/faqs', cachedJson(cache, [FAQ_TAG]), async (ctx) => {
    const query = parseOrThrow(publicQuery, ctx.query);
    const categoryRows = await table(knex, 'faq_categories').orderBy(['position', 'id']);
    const qb = table(knex, 'faqs')
      .join('faq_categories', 'faq_categories.id', 'faqs.category_id')
      .where('faqs.published', true)
      .select('faqs.*', 'faq_categories.code as category_code')
      .orderBy([{ column: 'faq_categories.position' }, { column: 'faqs.position' }, { column: 'faqs.id' }]);
    if (query.category) qb.where('faq_categories.code', query.category);
    if (query.q) {
      const pattern = likePattern(query.q);
      qb.where((w) => {
        whereTranslatedLike(w, 'faqs.question', pattern);
        whereTranslatedLike(w, 'faqs.answer', pattern);
      });
    }
    const rows = (await qb) as Array<FaqRow & { category_code: string }>;
    const answer: PublicFaqList = {
      faqs: rows.map((r) => ({
        id: r.id,
        category: r.category_code,
        question: localized(ctx, r.question),
        answer: localized(ctx, r.answer),
      })),
      categories: categoryRows.map((c) => ({ code: c.code, name: localized(ctx, c.name) })),
    };
    ctx.body = answer;
  });
  return router;
}
