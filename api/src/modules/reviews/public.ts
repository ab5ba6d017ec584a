import type Router from '@koa/router';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { optionalLogin } from '../../http/auth.js';
import { cachedJson } from '../../http/cache.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { pageOf, pageQuery } from '../../http/paged.js';
import { idParam, productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { SETTINGS_TAG } from '../settings/index.js';
import { REVIEWS_TAG, reviewsShown, toPublic } from './store.js';
import { type ReviewRow, table } from '../../db/index.js';

const listQuery = pageQuery(12).extend({ isMain: z.enum(['true', 'false']).optional() });

/**
 * Public: `GET /v1/{product}/reviews` (`{ reviews, total }`) and `/:id` (`{ review }`), only while
 * `onReview`, and only to signed-in readers while `reviewMembersOnly`.
 */
export function reviewPublicRoutes({ db, cache, config }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/:product/reviews' });
  const reader = optionalLogin(config.jwtSecret, knex);
  router.get('/', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const query = parseOrThrow(listQuery, ctx.query);
    if (!(await reviewsShown(knex, ctx, product))) {
      ctx.body = { reviews: [], total: 0 };
      return;
    }
    const base = () => {
      const qb = table(knex, 'reviews').where({ product, published: true });
      if (query.isMain) qb.where('is_main', query.isMain === 'true');
      return qb;
    };
    const { rows, total } = await pageOf<ReviewRow>(base, query, (qb) =>
      qb.orderBy([{ column: 'position' }, { column: 'id', order: 'desc' }]),
    );
    ctx.body = { reviews: rows.map(toPublic), total };
  });
  router.get('/:id', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const row = (await reviewsShown(knex, ctx, product))
      ? await table(knex, 'reviews')
          .where({ product, published: true, id: idParam(ctx.params.id) })
          .first()
      : undefined;
    if (!row) throw apiError(404, 'notFound');
    ctx.body = { review: toPublic(row) };
  });
  return router;
}
