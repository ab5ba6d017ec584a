import type { Context } from 'koa';
import { PRERENDER_HEADER } from '@clinic/contract';

/**
 * Whether this read is a visit that adds to a page's view count: not the server's own render (contract
 * `PRERENDER_HEADER`). A reader who sends the header only leaves their own visit uncounted.
 */
export function countsAsView(ctx: Context): boolean {
  return !ctx.get(PRERENDER_HEADER);
}
