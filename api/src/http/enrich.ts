import type Router from '@koa/router';
import { createRouter } from './router.js';
import type { Context } from 'koa';

/**
 * Mounts `inner` (a `crudRoutes` router made with an empty prefix, plus any routes added to it)
 * under `prefix`, and passes every successful record answer (a list, or one record) through
 * `enrich`. For what a record needs beyond its own row that `toRecord` (synchronous, one row at a
 * time) cannot read: a list of words checked against every review, the files of every question.
 * Other answers (file downloads, errors) go out untouched.
 */
export function withEnrichedRecords<Rec extends { id: number }>(
  prefix: string,
  inner: Router,
  enrich: (records: Rec[], ctx: Context) => Promise<Rec[]>,
): Router {
  const outer = createRouter({ prefix });
  outer.use(async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (ctx.status < 200 || ctx.status >= 300 || body === null || typeof body !== 'object') return;
    if (Array.isArray(body)) {
      ctx.body = await enrich(body as Rec[], ctx);
    } else if (Object.getPrototypeOf(body) === Object.prototype && typeof (body as { id?: unknown }).id === 'number') {
      const [one] = await enrich([body as Rec], ctx);
      ctx.body = one;
    }
  });
  outer.use(inner.routes(), inner.allowedMethods());
  return outer;
}
