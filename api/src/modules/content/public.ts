import type Router from '@koa/router';
import { z } from 'zod';
import { BANNER_CODES, MAIN_CODES, type PublicBanner, type PublicFeeList, type PublicPopup } from '@clinic/contract';
import { fromDbBool, fromDbTime, imageOf, scheduledNow, table, type ScheduledRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { localized, publicLink } from '../../http/answers.js';
import { cachedJson } from '../../http/cache.js';
import { apiError } from '../../http/errors.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { TAGS } from './store.js';

/** What a popup or a banner shows beside its texts. */
const linkAndImage = (row: ScheduledRow) => ({ link: publicLink(row.link), image: imageOf(row.image) });

const mainQuery = z.object({ code: z.enum(MAIN_CODES).optional() });

/** Public: popups and banners scheduled now, a product's counters and its fee table. */
export function contentPublicRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();

  router.get('/popups', cachedJson(cache, [TAGS.popups]), async (ctx) => {
    const rows = await scheduledNow(table(knex, 'popups').where('enabled', true)).orderBy([
      { column: 'position', order: 'asc' },
      { column: 'id', order: 'desc' },
    ]);
    const popups: PublicPopup[] = rows.map((row) => ({
      _id: row.id,
      id: row.id,
      title: localized(ctx, row.title),
      body: localized(ctx, row.body),
      ...linkAndImage(row),
    }));
    ctx.body = { popups };
  });

  router.get('/banners/:code', cachedJson(cache, [TAGS.banners]), async (ctx) => {
    if (!(BANNER_CODES as readonly string[]).includes(ctx.params.code ?? '')) throw apiError(404, 'notFound');
    const rows = await scheduledNow(table(knex, 'banners').where({ enabled: true, code: ctx.params.code })).orderBy(
      'position',
    );
    const banners: PublicBanner[] = rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: localized(ctx, row.title),
      alt: localized(ctx, row.alt),
      ...linkAndImage(row),
    }));
    ctx.body = { banners };
  });

  router.get('/:product/mains', cachedJson(cache, [TAGS.mains]), async (ctx) => {
    const query = mainQuery.safeParse(ctx.query);
    if (!query.success) throw apiError(400, 'invalidFilter', { field: 'code' });
    const qb = table(knex, 'mains').where({ product: productParam(ctx) });
    if (query.data.code) qb.where({ code: query.data.code });
    const rows = await qb.orderBy('id');
    ctx.body = { mains: rows.map((r) => ({ code: r.code, count: Number(r.count) })) };
  });

  router.get('/:product/fees', cachedJson(cache, [TAGS.fees]), async (ctx) => {
    const rows = await table(knex, 'fees')
      .where({ product: productParam(ctx), enabled: true })
      .orderBy([{ column: 'position' }, { column: 'id' }]);
    const won = (n: number | string) => Number(n).toLocaleString('en-US');
    const updated = rows
      .map((r) => r.updated_at)
      .sort()
      .at(-1);
    const answer: PublicFeeList = {
      fees: rows.map((r) => ({
        id: r.id,
        category: localized(ctx, r.category),
        minCost: won(r.min_cost),
        maxCost: won(r.max_cost),
        note: localized(ctx, r.note),
        code: r.code ?? null,
        covered: fromDbBool(r.covered),
        durationMin: r.duration_min === null ? null : Number(r.duration_min),
        durationMax: r.duration_max === null ? null : Number(r.duration_max),
      })),
      updatedAt: fromDbTime(updated),
    };
    ctx.body = answer;
  });

  return router;
}
