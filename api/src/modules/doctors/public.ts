import type Router from '@koa/router';
import type { PublicDoctorList } from '@clinic/contract';
import { table } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { cachedJson } from '../../http/cache.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { DOCTORS_TAG, publicDoctor } from './store.js';

/** Public: `GET /{product}/doctors`, the doctors shown, in their order, in the caller's language. */
export function doctorsPublicRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();

  router.get('/:product/doctors', cachedJson(cache, [DOCTORS_TAG]), async (ctx) => {
    const rows = await table(knex, 'doctors')
      .where({ product: productParam(ctx), enabled: true })
      .orderBy([{ column: 'position' }, { column: 'id' }]);
    const answer: PublicDoctorList = { doctors: rows.map((row) => publicDoctor(ctx, row)) };
    ctx.body = answer;
  });

  return router;
}
