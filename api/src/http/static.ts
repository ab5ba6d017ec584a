import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { StoredFileMissing, type Storage } from '../services/storage/index.js';

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

/**
 * A request path decoded once, when it can only name something inside whatever folder it is joined
 * to; undefined when it could leave it (a `..` segment, also spelled `%2e%2e` or `..%2f`), holds a
 * NUL or a backslash, or does not decode. The callers answer such a path exactly as a missing file,
 * so nobody can learn what exists outside a web root.
 */
export function insideRoot(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return undefined;
  return decoded.startsWith('/') ? decoded : '/' + decoded;
}

/** koa-send decodes the path it is given: hand it one that decodes to exactly the checked path. */
const encodedForSend = (relative: string) => relative.split('/').map(encodeURIComponent).join('/');

/**
 * Sends `relative` (a path `insideRoot` answered) from `root`; false when koa-send refuses it or
 * finds nothing (a file removed meanwhile), so the caller answers as for any missing file.
 */
async function sendFrom(ctx: Context, root: string, relative: string, opts: send.SendOptions): Promise<boolean> {
  try {
    await send(ctx, encodedForSend(relative), { root, hidden: false, ...opts });
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status !== undefined && status >= 400 && status < 500) return false;
    throw err;
  }
  return ctx.body !== undefined && ctx.body !== null;
}

/** Sends a build file, preferring the `.br`/`.gz` twin the build wrote when the client accepts it. */
async function sendFile(ctx: Context, root: string, relative: string, status = 200): Promise<boolean> {
  if (!(await sendFrom(ctx, root, relative, { setHeaders, index: false, brotli: true, gzip: true }))) return false;
  if (ctx.response.get('Content-Encoding')) ctx.compress = false;
  ctx.vary('Accept-Encoding');
  ctx.status = status;
  return true;
}

/**
 * Public uploads under `/uploads`: random names, so cached for good; never a directory listing,
 * never a private file. Missing, outside the folder or undecodable: the same plain 404.
 */
export function serveUploads(root: string) {
  const mount = '/uploads';
  const headers: SetHeaders = (res) => {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
  };
  return async function serveUploadsMiddleware(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(mount + '/')) return next();
    const relative = insideRoot(ctx.path.slice(mount.length));
    const found =
      relative !== undefined &&
      isFile(path.join(root, relative)) &&
      (await sendFrom(ctx, root, relative, { setHeaders: headers }));
    if (!found) ctx.status = 404;
  };
}

/** The type of a stored public file, from its name (what the uploads routes store). */
const UPLOAD_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/**
 * Public uploads under `/uploads` from a storage that is not a local folder (a bucket): the same
 * answers as `serveUploads`, read through the storage, so the bucket itself stays private and the
 * pages' addresses do not change with where the files are. A key the storage would refuse, or one
 * it does not hold, is the same plain 404.
 */
export function serveStoredUploads(storage: Storage) {
  const mount = '/uploads/';
  return async function serveStoredUploadsMiddleware(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(mount)) return next();
    const relative = insideRoot(ctx.path.slice(mount.length - 1));
    const key = relative?.slice(1);
    if (!key || !SAFE_UPLOAD_KEY.test(key)) {
      ctx.status = 404;
      return;
    }
    try {
      const body = await storage.get('public', key);
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = UPLOAD_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      ctx.body = body;
    } catch (err) {
      if (!(err instanceof StoredFileMissing)) throw err;
      ctx.status = 404;
    }
  };
}

/** What the storages take as a key (services/storage `checkKey`), checked before asking them. */
const SAFE_UPLOAD_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/**
 * The console's build under /console: hashed assets cached for a year, HTML never cached, and any
 * path without a file extension answered with index.html (react-admin's client routes). `session`
 * may give a session to write into that page (as JSON, never as script), which is then never stored.
 */
export function serveSpa(root: string, mount: '/console', session?: (ctx: Context) => Promise<object | undefined>) {
  return async function serveSpaMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path !== mount && !ctx.path.startsWith(mount + '/')) return next();
    if (!existsSync(path.join(root, 'index.html'))) return next();
    const relative = ctx.path.slice(mount.length) || '/';
    if (relative !== '/' && path.extname(relative)) {
      // A file outside the build (`/console/../../package.json`) is answered as a missing one.
      const file = insideRoot(relative);
      if (file === undefined || !isFile(path.join(root, file))) return next();
      return (await sendFile(ctx, root, file)) ? undefined : next();
    }
    const given = ctx.method === 'GET' ? await session?.(ctx) : undefined;
    if (given) {
      // Read afresh: a small file, and a new build is served at once.
      const template = await readFile(path.join(root, 'index.html'), 'utf8');
      // JSON in a data block: `<` escaped so no value can end the element.
      const json = JSON.stringify(given).replace(/</g, '\\u003c');
      const block = `<script type="application/json" id="console-session">${json}</script>`;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = template.replace('</head>', `${block}</head>`);
      return;
    }
    return (await sendFile(ctx, root, 'index.html')) ? undefined : next();
  };
}

/**
 * The public site's build files (`/assets/…`, `/favicon.svg` …) with their caching. Pages are not
 * files: every other path, and `index.html` (the template pages are rendered into), is left to the
 * page server (http/pages.ts). A path that could leave the build names nothing in it.
 */
export function serveSiteFiles(root: string) {
  return async function serveSiteFilesMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = insideRoot(ctx.path);
    if (file === undefined || !path.extname(file) || file === '/index.html') return next();
    if (!isFile(path.join(root, file))) return next();
    return (await sendFile(ctx, root, file)) ? undefined : next();
  };
}
