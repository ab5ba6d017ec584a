import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  koreaToday,
  statisticsRange,
  STATISTICS_DAILY_MAX_DAYS,
  STATISTICS_MAX_YEARS,
  type StatisticsLimit,
} from '@clinic/contract';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import {
  dailyStatistics,
  dayOfWeekStatistics,
  monthlyStatistics,
  statisticsSummary,
  treatmentStatistics,
} from './store.js';

/** The `from`/`to` query, defaults applied (Korea-time today, the last 12 months); else a 400. */
function rangeOf(ctx: Context, limit?: StatisticsLimit): { from: string; to: string } {
  return parseOrThrow(statisticsRange(koreaToday(), limit), ctx.query);
}

const YEARS: StatisticsLimit = { years: STATISTICS_MAX_YEARS };

/** `/console/statistics/…`: summary, monthly, daily (at most 366 days), day-of-week, treatments. */
export function statisticsConsoleRoutes({ db }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/statistics' });

  router.get('/summary', async (ctx) => {
    ctx.body = await statisticsSummary(knex);
  });
  router.get('/monthly', async (ctx) => {
    const { from, to } = rangeOf(ctx, YEARS);
    ctx.body = await monthlyStatistics(knex, from, to);
  });
  router.get('/daily', async (ctx) => {
    const { from, to } = rangeOf(ctx, { days: STATISTICS_DAILY_MAX_DAYS });
    ctx.body = await dailyStatistics(knex, from, to);
  });
  router.get('/day-of-week', async (ctx) => {
    const { from, to } = rangeOf(ctx, YEARS);
    ctx.body = await dayOfWeekStatistics(knex, from, to);
  });
  router.get('/treatments', async (ctx) => {
    const { from, to } = rangeOf(ctx, YEARS);
    ctx.body = await treatmentStatistics(knex, from, to);
  });
  return router;
}
