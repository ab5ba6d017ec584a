import type Router from '@koa/router';
import { settingsInput } from '@clinic/contract';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { ogImageConsoleRoutes } from './ogImage.js';
import { readSettings, SETTINGS_TAG, writeSettings } from './store.js';

/** Console: one form per product, as the simple-REST resource `setting` with id = product (and its link picture). */
export function settingsConsoleRoutes(deps: AppDeps): Router {
  const { db, cache } = deps;
  const router = createRouter({ prefix: '/setting' });
  const record = async (product: string) => {
    const { updatedAt, ...settings } = await readSettings(db.knex, product);
    return { id: product, ...settings, updatedAt };
  };
  router.get('/', async (ctx) => {
    const one = await record('clinic');
    ctx.set('Content-Range', 'setting 0-0/1');
    ctx.body = [one];
  });
  router.get('/:product', async (ctx) => {
    ctx.body = await record(productParam(ctx));
  });
  router.put('/:product', async (ctx) => {
    const product = productParam(ctx);
    const input = parseOrThrow(settingsInput, ctx.request.body);
    await writeSettings(db.knex, product, input);
    cache.invalidate(SETTINGS_TAG);
    ctx.body = await record(product);
  });
  ogImageConsoleRoutes(router, deps, record);
  return router;
}
