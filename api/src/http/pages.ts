import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Next } from 'koa';
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  LOCALES,
  PRERENDER_HEADER,
  type Locale,
  type RenderResult,
} from '@clinic/contract';
import Beasties from 'beasties';
import type { ResponseCache } from './cache.js';
import { isApiPath } from './paths.js';

type Render = (url: string, apiBase: string) => Promise<RenderResult>;

interface Page {
  status: number;
  html: string;
  etag: string;
  noindex: boolean;
  expires: number;
}

/** How long a rendered page is kept at most: scheduled notices and popups appear on time. */
const PAGE_TTL_MS = 60_000;

/**
 * Rendered pages by URL, least recently used out past `maxEntries`. Any cleared tag drops every
 * page (pages show settings, fees, notices ... in many combinations; a write is rare, a render cheap).
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();

  constructor(private readonly maxEntries = 500) {}

  get(url: string): Page | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    this.pages.delete(url);
    if (page.expires <= Date.now()) return undefined;
    this.pages.set(url, page);
    return page;
  }

  set(url: string, page: Page): void {
    this.pages.delete(url);
    this.pages.set(url, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The page's HTML: the build's shell with the render's head, markup and hydration data filled in. */
function fill(template: string, result: RenderResult): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${result.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `    ${result.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${result.html}</div>`)
    .replace(
      '</body>',
      `  <script type="application/json" id="__route-data">${result.data.replace(/</g, '\\u003c')}</script>\n  </body>`,
    );
}

/** This server's own API, at the address the request came in on (renders read what visitors read). */
function ownApi(ctx: Context): string {
  const socket = ctx.req.socket;
  const raw = socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}/api`;
}

const FALLBACK = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>일시적인 오류</title></head><body><main><h1>일시적인 오류가 발생했습니다</h1><p>잠시 후 다시 시도해 주세요. Something went wrong; please try again shortly.</p></main></body></html>`;

/** One entry of the sitemap: a path relative to a locale root, and when its content last changed. */
interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** A locale's path prefix: Korean unprefixed, the others under `/en`, `/cn`, `/jp`. */
const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
const localized = (prefix: string, p: string) => prefix + (p === '/' && prefix ? '' : p);
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Reads one JSON answer of this server's own API, anonymously (what a visitor may see). */
async function readApi<T>(apiBase: string, p: string): Promise<T | undefined> {
  const response = await fetch(apiBase + p, { headers: { Accept: 'application/json', [PRERENDER_HEADER]: '1' } });
  return response.ok ? ((await response.json()) as T) : undefined;
}

/** Every item of a paged public list (`?page=&perPage=100`), newest first as the API gives them. */
async function readAll<T>(apiBase: string, p: string, field: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const joiner = p.includes('?') ? '&' : '?';
    const answer = await readApi<Record<string, unknown>>(apiBase, `${p}${joiner}perPage=100&page=${page}`);
    const list = (answer?.[field] as T[] | undefined) ?? [];
    items.push(...list);
    if (list.length < 100 || items.length >= Number(answer?.total ?? 0)) break;
  }
  return items;
}

const dateOf = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : undefined);

/**
 * Public pages rendered on request from what the database holds now, with the route table the
 * browser hydrates (the server bundle the build writes to `public-site/dist-ssr`). Anonymous GETs
 * only (pages carry no member data: the browser fetches that after hydration), kept in a page cache
 * that every cleared tag empties. Critical CSS is inlined per page (beasties). `sitemap.xml` and
 * `robots.txt` are made from the same live data and kept the same way.
 */
export function servePages(root: string, ssrDir: string, cache: ResponseCache, pages = new PageCache()) {
  const entry = path.join(ssrDir, 'entry-server.js');
  const shell = path.join(root, 'index.html');
  interface Bundle {
    render: Render;
    pagesFor: (locale: 'ko') => Array<{ path?: string; index?: boolean }>;
    siteOrigin: string;
    template: string;
    beasties: Beasties;
  }
  let loaded: Promise<Bundle> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const mod = (await import(pathToFileURL(entry).href)) as Omit<Bundle, 'template' | 'beasties'>;
      return {
        ...mod,
        template: readFileSync(shell, 'utf8'),
        beasties: new Beasties({
          path: root,
          publicPath: '/',
          inlineFonts: false,
          preloadFonts: false,
          logLevel: 'silent',
        }),
      };
    })());
  cache.onAnyInvalidate(() => pages.clear());

  /** The page at `url`, from the cache or rendered now; a render that throws is thrown on. */
  async function pageAt(url: string, apiBase: string): Promise<Page | { redirect: string; status: number }> {
    const kept = pages.get(url);
    if (kept) return kept;
    const { render, template, beasties } = await load();
    const result = await render(url, apiBase);
    if (result.redirect) return { redirect: result.redirect, status: result.status };
    const html = await beasties.process(fill(template, result));
    const page: Page = {
      status: result.status,
      html,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      noindex: result.head.includes('noindex'),
      expires: Date.now() + PAGE_TTL_MS,
    };
    if (page.status === 200 || page.status === 404) pages.set(url, page);
    return page;
  }

  /** Paths (relative to a locale root) of every indexable public page, with the dates the data gives. */
  async function sitemapEntries(apiBase: string): Promise<SitemapEntry[]> {
    const { pagesFor } = await load();
    const entries: SitemapEntry[] = [];
    for (const route of pagesFor('ko')) {
      const p = route.index
        ? '/'
        : route.path && !route.path.includes(':') && route.path !== '*'
          ? `/${route.path}`
          : null;
      if (!p) continue;
      const page = await pageAt(p, apiBase);
      if ('html' in page && page.status === 200 && !page.noindex) entries.push({ path: p });
    }
    const notices = await readAll<{ id: number; publishedAt?: string; updatedAt?: string }>(
      apiBase,
      '/v1/center/notifications',
      'notifications',
    );
    for (const n of notices)
      entries.push({ path: `/center/notice/${n.id}`, lastmod: dateOf(n.updatedAt ?? n.publishedAt) });
    const boards = (await readApi<{ boards: Array<{ key: string }> }>(apiBase, '/v1/boards'))?.boards ?? [];
    for (const { key } of boards) {
      entries.push({ path: `/boards/${key}` });
      const posts = await readAll<{ id: number; createdAt?: string; updatedAt?: string }>(
        apiBase,
        `/v1/boards/${key}/posts`,
        'posts',
      );
      for (const post of posts) {
        entries.push({ path: `/boards/${key}/${post.id}`, lastmod: dateOf(post.updatedAt ?? post.createdAt) });
      }
    }
    // Reviews may be off or for members only: then the API answers no list, and none is listed.
    const curated = await readApi<{ reviews: Array<{ id: number }> }>(apiBase, '/v1/clinic/reviews?perPage=50');
    for (const r of curated?.reviews ?? []) entries.push({ path: `/review/${r.id}` });
    const members = await readApi<{ reviews: Array<{ id: number }> }>(apiBase, '/v1/clinic/reviews2?perPage=50');
    for (const r of members?.reviews ?? []) entries.push({ path: `/review/m${r.id}` });
    return entries;
  }

  async function sitemap(apiBase: string): Promise<string> {
    const { siteOrigin } = await load();
    const urls = (await sitemapEntries(apiBase)).flatMap(({ path: p, lastmod }) => {
      const alternates = LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${xml(siteOrigin + localized(prefixOf(locale), p))}"/>`,
      )
        .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(siteOrigin + p)}"/>`)
        .join('');
      return LOCALES.map(prefixOf).map(
        (prefix) =>
          `  <url><loc>${xml(siteOrigin + localized(prefix, p))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
      );
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  }

  async function robots(): Promise<string> {
    const { siteOrigin } = await load();
    const prefixes = LOCALES.map(prefixOf);
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /console',
      'Disallow: /api/',
      ...prefixes.map((prefix) => `Disallow: ${prefix}/mypage/`),
      ...prefixes.map((prefix) => `Disallow: ${prefix}/login`),
      '',
      `Sitemap: ${siteOrigin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** sitemap.xml and robots.txt: made from live data, kept like a page. */
  async function serveText(ctx: Context, type: 'xml' | 'text', make: () => Promise<string>): Promise<void> {
    let kept = pages.get(ctx.path);
    if (!kept) {
      const body = await make();
      kept = {
        status: 200,
        html: body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        noindex: false,
        expires: Date.now() + PAGE_TTL_MS,
      };
      pages.set(ctx.path, kept);
    }
    ctx.type = type === 'xml' ? 'application/xml' : 'text/plain';
    ctx.set('Cache-Control', 'public, max-age=0, s-maxage=60');
    ctx.set('ETag', kept.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = kept.html;
  }

  return async function servePagesMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (isApiPath(ctx.path) || /^\/(console|uploads)(\/|$)/i.test(ctx.path)) return next();
    if (!existsSync(entry) || !existsSync(shell)) return next();
    if (ctx.path === '/sitemap.xml') return serveText(ctx, 'xml', () => sitemap(ownApi(ctx)));
    if (ctx.path === '/robots.txt') return serveText(ctx, 'text', robots);
    const last = ctx.path.split('/').at(-1) ?? '';
    if (last.includes('.')) return next();

    let page: Awaited<ReturnType<typeof pageAt>>;
    try {
      page = await pageAt(ctx.url, ownApi(ctx));
    } catch (err) {
      ctx.app.emit('error', err, ctx);
      ctx.status = 500;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = FALLBACK;
      return;
    }
    if (!('html' in page)) {
      ctx.status = page.status >= 300 && page.status < 400 ? page.status : 302;
      ctx.redirect(page.redirect);
      return;
    }
    if (page.status >= 500) ctx.app.emit('error', new Error(`render of ${ctx.path} answered ${page.status}`), ctx);
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.vary('Accept-Encoding');
    // A CDN may keep a public page briefly; member pages, forms and errors are never kept.
    ctx.set('Cache-Control', page.status === 200 && !page.noindex ? 'public, max-age=0, s-maxage=60' : 'no-store');
    ctx.set('ETag', page.etag);
    if (ctx.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = page.html;
  };
}
