import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { apiError } from './errors.js';

/** What a UTF-8 decoder writes for bytes that are not UTF-8: no client of ours ever sends it. */
const REPLACEMENT = '\uFFFD';

/** A request that carries a body (a DELETE from ra-data-simple-rest has a type but no body). */
function hasBody(ctx: Context): boolean {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length') || 0) > 0;
}

/** Every percent-escape of the query must be UTF-8; Koa would quietly turn the rest into U+FFFD. */
function queryIsUtf8(querystring: string): boolean {
  if (!querystring.includes('%')) return true;
  try {
    decodeURIComponent(querystring.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The API's request bodies: JSON only (415 for a form or text body), at most 1 MB, UTF-8 only.
 * A body that cannot be read (a broken gzip stream, bytes that are not UTF-8) is the caller's fault:
 * 400, never a 500. Multipart bodies are left to the routes that take files (http/uploads.ts).
 */
export function jsonBody() {
  const parse = koaBody({
    json: true,
    urlencoded: false,
    text: false,
    multipart: false,
    jsonLimit: '1mb',
    includeUnparsed: true,
    onError(err) {
      const status = (err as { status?: number }).status;
      // raw-body and co-body mark what they refuse (413, 415, invalid JSON); zlib's errors carry none.
      if (status && status >= 400 && status < 500) throw err;
      throw apiError(400, 'unreadableBody');
    },
  });
  return async function jsonBodyMiddleware(ctx: Context, next: Next) {
    if (!queryIsUtf8(ctx.querystring)) throw apiError(400, 'unreadableBody');
    if (ctx.is('multipart')) return next();
    if (hasBody(ctx) && !ctx.is('json')) throw apiError(415, 'jsonOnly');
    await parse(ctx, async () => {
      const raw = ctx.request.rawBody;
      if (typeof raw === 'string' && raw.includes(REPLACEMENT)) throw apiError(400, 'unreadableBody');
      await next();
    });
  };
}
