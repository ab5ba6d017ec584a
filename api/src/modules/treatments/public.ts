import type Router from '@koa/router';
import type { PublicTreatmentList } from '@clinic/contract';
import { table } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { cachedJson } from '../../http/cache.js';
import { createRouter } from '../../http/router.js';
import { publicTreatment, TREATMENTS_TAG } from './store.js';

/** Public: `GET /v1/treatments`, the visible treatments in their order, in the caller's language. */
export function treatmentsPublicRoutes({ db, cache }: AppDeps): Router {
  const router = createRouter();
  router.get('/treatments', cachedJson(cache, [TREATMENTS_TAG]), async (ctx) => {
    const rows = await table(db.knex, 'treatments')
      .where({ visible: true })
      .orderBy([{ column: 'position' }, { column: 'id' }]);
    const answer: PublicTreatmentList = { treatments: rows.map((row) => publicTreatment(ctx, row)) };
    ctx.body = answer;
  });
  return router;
}
