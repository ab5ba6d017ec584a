import type Router from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../http/router.js';
import { inboxCounts } from './store.js';

/** `GET /console/inbox`: the counts the console's menu and dashboard poll. */
export function inboxConsoleRoutes({ db }: AppDeps): Router {
  const router = createRouter();
  router.get('/inbox', async (ctx) => {
    ctx.body = await inboxCounts(db.knex);
  });
  return router;
}
