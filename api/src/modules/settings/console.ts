import type Router from '@koa/router';
import { settingsInput } from '@clinic/contract';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { diffRecords, historyOf, recordChange } from '../../http/history.js';
import { changedMeanwhile, sentVersion } from '../../http/versions.js';
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
  // A save names the version it was made on: one made on an older version is refused (409), naming
  // who changed the settings meanwhile and what. Each save is kept in the change history.
  router.put('/:product', async (ctx) => {
    const product = productParam(ctx);
    const before = await record(product);
    const sent = sentVersion(ctx.request.body);
    if (sent !== undefined && sent !== before.lockVersion)
      throw await changedMeanwhile(db.knex, ctx, 'settings', product, sent);
    const input = parseOrThrow(settingsInput, ctx.request.body);
    if (!(await writeSettings(db.knex, product, input, before.lockVersion)))
      throw await changedMeanwhile(db.knex, ctx, 'settings', product, before.lockVersion);
    cache.invalidate(SETTINGS_TAG);
    const after = await record(product);
    ctx.body = after;
    await recordChange(db.knex, ctx, {
      resource: 'settings',
      recordId: product,
      action: 'update',
      version: after.lockVersion,
      changes: diffRecords(before, after),
    });
  });
  router.get('/:product/changes', async (ctx) => {
    const entries = await historyOf(db.knex, 'settings', productParam(ctx));
    ctx.set('Content-Range', `history 0-${Math.max(entries.length - 1, 0)}/${entries.length}`);
    ctx.body = entries;
  });
  ogImageConsoleRoutes(router, deps, record);
  return router;
}
