import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/**
 * Serves a Vite build under `mount`: hashed files in `assets/` are cached for a year, HTML is never
 * cached, and a path without a file extension falls back to the build's index.html (client routes).
 * A missing file with an extension is a real 404.
 */
export function serveBuild(root: string, mount: '/' | '/console') {
  const available = () => existsSync(path.join(root, 'index.html'));
  const prefix = mount === '/' ? '' : mount;
  return async function serveBuildMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (prefix && ctx.path !== prefix && !ctx.path.startsWith(prefix + '/')) return next();
    if (!prefix && (ctx.path === '/console' || ctx.path.startsWith('/console/') || ctx.path.startsWith('/api'))) {
      return next();
    }
    if (!available()) return next();
    const relative = ctx.path.slice(prefix.length) || '/';
    const setHeaders = (res: { setHeader: (n: string, v: string) => void }, file: string) => {
      if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else if (file.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    };
    try {
      if (relative !== '/' && path.extname(relative)) {
        await send(ctx, relative, { root, setHeaders, brotli: false, gzip: false, hidden: false });
        return;
      }
      // A prerendered page (`/center/notice` -> `center/notice/index.html`) when there is one.
      const page = path.join(relative, 'index.html');
      if (relative !== '/' && existsSync(path.join(root, page))) {
        await send(ctx, page, { root, setHeaders });
        return;
      }
      await send(ctx, 'index.html', { root, setHeaders });
    } catch (err) {
      if ((err as { status?: number }).status === 404) return next();
      throw err;
    }
  };
}
