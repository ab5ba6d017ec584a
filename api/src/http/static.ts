import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

type SetHeaders = (res: { setHeader: (n: string, v: string) => void }, file: string) => void;

const setHeaders: SetHeaders = (res, file) => {
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (file.includes(`${path.sep}assets${path.sep}`))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
};

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Sends a build file, preferring the `.br`/`.gz` twin the build wrote when the client accepts it. */
async function sendFile(ctx: Context, root: string, relative: string, status = 200): Promise<void> {
  await send(ctx, relative, { root, setHeaders, hidden: false, index: false, brotli: true, gzip: true });
  if (ctx.response.get('Content-Encoding')) ctx.compress = false;
  ctx.vary('Accept-Encoding');
  ctx.status = status;
}

/**
 * The console's build under /console: hashed assets cached for a year, HTML never cached, and any
 * path without a file extension answered with index.html (react-admin's client routes).
 */
export function serveSpa(root: string, mount: '/console') {
  return async function serveSpaMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path !== mount && !ctx.path.startsWith(mount + '/')) return next();
    if (!existsSync(path.join(root, 'index.html'))) return next();
    const relative = ctx.path.slice(mount.length) || '/';
    if (relative !== '/' && path.extname(relative)) {
      if (!isFile(path.join(root, relative))) return next();
      return sendFile(ctx, root, relative);
    }
    return sendFile(ctx, root, 'index.html');
  };
}

interface RoutesFile {
  locales: string[];
  dynamic: string[];
}

/**
 * The prerendered public site: `/cost` answers `cost/index.html`, static files are served with
 * their caching, a path of a client-rendered kind that did not exist at build time (a new notice)
 * gets the app shell, and anything else the locale's real 404 page with status 404.
 */
export function servePrerendered(root: string) {
  let routes: { file: string; mtime: number; value: RoutesFile } | undefined;
  const readRoutes = (): RoutesFile | undefined => {
    const file = path.join(root, 'routes.json');
    if (!isFile(file)) return undefined;
    const mtime = statSync(file).mtimeMs;
    if (!routes || routes.mtime !== mtime)
      routes = { file, mtime, value: JSON.parse(readFileSync(file, 'utf8')) as RoutesFile };
    return routes.value;
  };
  return async function servePrerenderedMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api') || ctx.path === '/console' || ctx.path.startsWith('/console/')) return next();
    if (!existsSync(path.join(root, 'index.html'))) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    if (decoded.includes('\0') || decoded.split('/').includes('..')) return next();
    const clean = decoded.replace(/\/+$/, '') || '/';
    if (clean !== '/' && path.extname(clean)) {
      if (isFile(path.join(root, clean))) return sendFile(ctx, root, clean);
      return next();
    }
    const page = clean === '/' ? 'index.html' : path.join(clean, 'index.html');
    if (isFile(path.join(root, page))) return sendFile(ctx, root, page);

    const info = readRoutes();
    const [, first = ''] = clean.split('/');
    const locale = info?.locales.includes(first) ? first : '';
    const within = locale ? clean.slice(locale.length + 1) || '/' : clean;
    const dynamic = (info?.dynamic ?? []).some((pattern) => {
      const re = new RegExp('^' + pattern.replace(/:[^/]+/g, '[^/]+') + '$');
      return re.test(within);
    });
    if (dynamic && isFile(path.join(root, '_shell.html'))) return sendFile(ctx, root, '_shell.html');
    const notFound = path.join(locale, '404.html');
    if (isFile(path.join(root, notFound))) return sendFile(ctx, root, notFound, 404);
    return next();
  };
}
