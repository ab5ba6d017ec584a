import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import { databaseAnswers } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import type { Module } from '../../http/module.js';

/** How long a load balancer or monitor waits before asking again after a 503. */
const RETRY_AFTER_SECONDS = 5;

/**
 * `GET /api/health`: 200 when the database answers (within two seconds), 503 with `Retry-After` when
 * it does not, and 503 while the server is shutting down (a load balancer stops sending it requests).
 */
function healthRoutes({ db, lifecycle }: AppDeps): Router {
  const router = createRouter();
  router.get('/health', async (ctx) => {
    const draining = lifecycle?.draining ?? false;
    const database = (await databaseAnswers(db.knex)) ? 'ok' : 'unavailable';
    const ok = database === 'ok' && !draining;
    ctx.status = ok ? 200 : 503;
    if (!ok) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.body = {
      status: draining ? 'draining' : ok ? 'ok' : 'degraded',
      database,
      dialect: db.dialect,
    };
  });
  return router;
}

/** `GET /api/health`, for load balancers and monitors. */
export const health: Module = { api: healthRoutes };
