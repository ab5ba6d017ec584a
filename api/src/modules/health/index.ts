import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { AppDeps } from '../../deps.js';
import type { Module } from '../../http/module.js';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
function healthRoutes({ db }: AppDeps): Router {
  const router = createRouter();
  router.get('/health', async (ctx) => {
    let database: 'ok' | 'unavailable' = 'ok';
    try {
      await db.knex.raw('select 1');
    } catch {
      database = 'unavailable';
    }
    ctx.status = database === 'ok' ? 200 : 503;
    ctx.body = { status: database === 'ok' ? 'ok' : 'degraded', database, dialect: db.dialect };
  });
  return router;
}

/** `GET /api/health`, for load balancers and monitors. */
export const health: Module = { api: healthRoutes };
