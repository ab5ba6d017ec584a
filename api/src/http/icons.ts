import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { PNG_ICONS } from '@clinic/contract';
import { renderFavicon, renderIcon } from '../services/images/icons.js';

/**
 * The site's icons at the addresses browsers, phones and crawlers ask for: `/favicon.ico`,
 * `/apple-touch-icon.png` and the manifest's PNGs (contract PNG_ICONS), drawn once from the public
 * site's `favicon.svg` (the build's copy: a new mark in a new build is drawn anew) and kept.
 * The icons are the site's mark, not the clinic's facts; the link picture staff may upload (a
 * 1200 × 630 picture, often with words on it) would not read at 16 or 180 px, so it is not used.
 */

/** How long a browser or a CDN may keep an icon: a day (the addresses never change). */
const ICON_CACHE = 'public, max-age=86400';

interface Drawn {
  type: string;
  body: Buffer;
  etag: string;
}

export function serveIcons(siteDir: string) {
  const markFile = path.join(siteDir, 'favicon.svg');
  const draws: Record<string, (mark: string) => Promise<Buffer>> = {
    '/favicon.ico': renderFavicon,
    ...Object.fromEntries(
      PNG_ICONS.map((icon) => [icon.path, (mark: string) => renderIcon(mark, icon.size, icon.shape)]),
    ),
  };
  /** Icons drawn from the mark as it was at `version` (its file's time and size). */
  let kept: { version: string; icons: Map<string, Promise<Drawn>> } | undefined;

  function drawn(urlPath: string, draw: (mark: string) => Promise<Buffer>): Promise<Drawn> | undefined {
    let stat;
    try {
      stat = statSync(markFile);
    } catch {
      return undefined;
    }
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (kept?.version !== version) kept = { version, icons: new Map() };
    let icon = kept.icons.get(urlPath);
    if (!icon) {
      const mark = readFileSync(markFile, 'utf8');
      icon = draw(mark).then((body) => ({
        type: urlPath.endsWith('.ico') ? 'image/x-icon' : 'image/png',
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      }));
      const icons = kept.icons;
      icon.catch(() => icons.delete(urlPath));
      icons.set(urlPath, icon);
    }
    return icon;
  }

  return async function serveIconsMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const draw = Object.hasOwn(draws, ctx.path) ? draws[ctx.path] : undefined;
    const pending = draw && drawn(ctx.path, draw);
    if (!pending) return next();
    const icon = await pending;
    ctx.status = 200;
    ctx.type = icon.type;
    ctx.set('Cache-Control', ICON_CACHE);
    ctx.set('ETag', icon.etag);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = icon.body;
  };
}
