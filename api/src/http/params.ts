import type { Context } from 'koa';
import { productKey } from '@clinic/contract';
import { apiError } from './errors.js';

/** Path parameters, checked: a record id, a site key. Anything else is a 404, never a query. */

export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw apiError(404, 'notFound');
  return id;
}

/** The `{product}` path parameter, checked: a site key such as `clinic`. */
export function productParam(ctx: Context): string {
  const parsed = productKey.safeParse(ctx.params.product);
  if (!parsed.success) throw apiError(404, 'notFound');
  return parsed.data;
}
