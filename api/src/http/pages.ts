import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import inject from 'light-my-request';
import Beasties from 'beasties';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_TAGS,
  LOCALES,
  translate,
  type Locale,
  type RenderResult,
  type RenderTransport,
} from '@clinic/contract';
import type { ResponseCache } from './cache.js';
import { PageCache, type CachedPage, type PageInput } from './pageCache.js';
import { asRenderRead, type RenderRead, type Visit } from './renderScope.js';

/** What the build's server bundle (`public-site/dist-ssr/entry-server.js`) exports. */
interface Bundle {
  render: (url: string, transport: RenderTransport) => Promise<RenderResult>;
  pagesFor: (locale: Locale) => Array<{ path?: string; index?: boolean }>;
  siteOrigin: string;
}

/** What one page's render read: the tags of its data, whether some of it had none, its visits. */
interface PageReads {
  tags: Set<string>;
  untagged: boolean;
  visits: Visit[];
}

const pageReads = new AsyncLocalStorage<PageReads>();

/** A page as served: kept from an earlier request (`hit`) or rendered for this one. */
interface Served {
  page: CachedPage;
  hit: boolean;
}

/** A route that answers with a redirect rather than a page. */
interface Redirect {
  redirect: string;
  status: number;
}

/**
 * The API reached in-process (light-my-request against the app's own callback): the render's reads
 * go through the same middleware, routes and answer cache a visitor's do, without a socket. Each
 * read runs as a render read (http/renderScope.ts), so the API tags it and leaves visits to count.
 */
function inProcessTransport(dispatch: () => RequestListener): RenderTransport {
  return async (url, init = {}) => {
    const read: RenderRead = { tags: new Set(), visits: [] };
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    // Started inside the read's context (`end()`), so the API's handling runs in it.
    const answer = await asRenderRead(read, () =>
      inject(dispatch(), { method: init.method ?? 'GET', url, headers, remoteAddress: '127.0.0.1' }).end(),
    );
    const page = pageReads.getStore();
    if (page) {
      if (read.tags.size === 0) page.untagged = true;
      for (const tag of read.tags) page.tags.add(tag);
      page.visits.push(...read.visits);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Visits of served pages, added up and written together every half second: a page served from the
 * cache a thousand times a second costs one UPDATE per record and interval, not one per request.
 */
export class VisitTally {
  private readonly pending = new Map<string, { visit: Visit; n: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly onError: (err: unknown) => void,
    private readonly intervalMs = 500,
  ) {}

  count(visit: Visit): void {
    const entry = this.pending.get(visit.key);
    if (entry) entry.n += 1;
    else this.pending.set(visit.key, { visit, n: 1 });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const entries = [...this.pending.values()];
    this.pending.clear();
    await Promise.all(entries.map(({ visit, n }) => visit.add(n).catch(this.onError)));
  }
}

/** The locale a path is in: `/en/…` English, unprefixed Korean. */
function localeOfPath(urlPath: string): Locale {
  const first = urlPath.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page for a render that failed outright: the visitor's language, no internals. */
function failurePage(locale: Locale): string {
  const message = escapeHtml(translate(locale, 'internal'));
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title></head><body><main><h1>${message}</h1></main></body></html>`;
}

/**
 * The build's page template cut where a render's parts go, and its stylesheet: each page carries the
 * CSS rules its markup uses in a `<style>` (critical CSS) and loads the whole stylesheet without
 * blocking the first paint (preloaded in the head, applied at the end of the body; no script, so the
 * strict CSP holds).
 */
interface Template {
  /** `<html lang="…">` up to (not including) the stylesheet link. */
  beforeStyles: string;
  /** The stylesheet's `<link>` as the build wrote it; empty when the build has none. */
  stylesheet: string;
  /** From after the stylesheet link to `</head>`. */
  afterStyles: string;
  /** From `</head>` to the root element's content. */
  beforeRoot: string;
  /** From the root's end to `</body>`. */
  afterRoot: string;
  /** `</body>` and what follows. */
  end: string;
}

function cutTemplate(html: string): Template {
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const link = /<link rel="stylesheet"[^>]*>/.exec(cleaned);
  const headEnd = cleaned.indexOf('</head>');
  const root = cleaned.indexOf('<div id="root"></div>');
  const bodyEnd = cleaned.lastIndexOf('</body>');
  if (headEnd < 0 || root < 0 || bodyEnd < 0) throw new Error('public-site/dist/index.html is not the page template');
  const linkStart = link && link.index < headEnd ? link.index : headEnd;
  const linkEnd = link && link.index < headEnd ? link.index + link[0].length : headEnd;
  return {
    beforeStyles: cleaned.slice(0, linkStart),
    stylesheet: link && link.index < headEnd ? link[0] : '',
    afterStyles: cleaned.slice(linkEnd, headEnd),
    beforeRoot: cleaned.slice(headEnd, root) + '<div id="root">',
    afterRoot: '</div>' + cleaned.slice(root + '<div id="root"></div>'.length, bodyEnd),
    end: cleaned.slice(bodyEnd),
  };
}

/** The whole page: the template with the render's head, markup, data and critical CSS. */
function assemble(template: Template, result: RenderResult, criticalCss: string | undefined): string {
  const styles =
    template.stylesheet && criticalCss !== undefined
      ? `<style>${criticalCss}</style>${template.stylesheet.replace('rel="stylesheet"', 'rel="preload"').replace(/>$/, ' as="style">')}`
      : template.stylesheet;
  const lateStylesheet = template.stylesheet && criticalCss !== undefined ? template.stylesheet : '';
  return (
    template.beforeStyles.replace(/<html lang="[^"]*"/, `<html lang="${result.lang}"`) +
    styles +
    template.afterStyles +
    `  ${result.head}\n  ` +
    template.beforeRoot +
    result.html +
    template.afterRoot +
    `  <script type="application/json" id="__route-data">${result.data.replace(/</g, '\\u003c')}</script>\n  ` +
    lateStylesheet +
    template.end
  );
}

/** One entry of the sitemap: a path relative to a locale root, and when its content last changed. */
interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
const localized = (locale: Locale, p: string) => prefixOf(locale) + (p === '/' && locale !== DEFAULT_LOCALE ? '' : p);
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const dateOf = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : undefined);

export interface PagesOptions {
  /** The public site's browser build (`public-site/dist`): its `index.html` is the page template. */
  siteDir: string;
  /** The server bundle (`public-site/dist-ssr`). */
  ssrDir: string;
  /** The API's answer cache: every tag it clears (here or, through Redis, on another copy) clears pages. */
  cache: ResponseCache;
  pages?: PageCache;
  log?: (line: string) => void;
}

/**
 * Public pages rendered on request from what the database holds now, with the route table the
 * browser hydrates, and kept in a page cache: each page is tagged with the cache tags of the data it
 * read, and a clear of a tag drops exactly the pages that show it. Renders read the API in-process
 * and anonymously: a page never carries a member's data (the browser fetches that after hydration),
 * so every visitor may be answered from the cache. `sitemap.xml` and `robots.txt` are made from the
 * same live data and kept the same way.
 */
export function servePages(options: PagesOptions) {
  const { siteDir, ssrDir, cache } = options;
  const pages = options.pages ?? new PageCache();
  const entry = path.join(ssrDir, 'entry-server.js');
  const templateFile = path.join(siteDir, 'index.html');
  cache.onAnyInvalidate((tag) => pages.invalidate(tag));

  let dispatch: RequestListener | undefined;
  const visits = new VisitTally((err) => options.log?.(`[pages] visits not counted: ${String(err)}`));
  const transport = inProcessTransport(() => dispatch!);

  interface Loaded {
    bundle: Bundle;
    template: Template;
    beasties: Beasties;
  }
  let loaded: Promise<Loaded> | undefined;
  const load = () =>
    (loaded ??= (async () => ({
      bundle: (await import(pathToFileURL(entry).href)) as Bundle,
      template: cutTemplate(readFileSync(templateFile, 'utf8')),
      beasties: new Beasties({
        path: siteDir,
        publicPath: '/',
        inlineFonts: false,
        preloadFonts: false,
        logLevel: 'silent',
      }),
    }))()).catch((err: unknown) => {
      loaded = undefined;
      throw err;
    });

  /**
   * Critical CSS by route pattern: worked out (beasties) on the first page of a pattern, reused for
   * every page of it in every language. The pages of one pattern are built from the same components,
   * and the whole stylesheet follows without blocking, so a rule a later page needs and the first did
   * not have is there a moment later.
   */
  const criticalCss = new Map<string, Promise<string | undefined>>();
  async function criticalCssFor(key: string, pageWithoutCss: string, beasties: Beasties) {
    let css = criticalCss.get(key);
    if (!css) {
      css = beasties
        .process(pageWithoutCss)
        .then((processed) => /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1])
        .catch(() => undefined);
      criticalCss.set(key, css);
    }
    return css;
  }

  /** Renders `url` now, with the tags and visits of what it read. */
  async function render(url: string): Promise<PageInput | Redirect> {
    const { bundle, template, beasties } = await load();
    const reads: PageReads = { tags: new Set(), untagged: false, visits: [] };
    const result = await pageReads.run(reads, () => bundle.render(url, transport));
    if (result.redirect) return { redirect: result.redirect, status: result.status };
    const css = await criticalCssFor(result.routeKey, assemble(template, result, undefined), beasties);
    return {
      status: result.status,
      type: 'text/html; charset=utf-8',
      body: assemble(template, result, css),
      noindex: result.noindex,
      tags: reads.untagged ? undefined : reads.tags,
      visits: reads.visits,
    };
  }

  /** The page at `url`: kept, or rendered now (and kept when it is a 200 or a 404). */
  async function pageAt(url: string): Promise<Served | Redirect> {
    const kept = pages.get(url);
    if (kept) return { page: kept, hit: true };
    const rendered = await render(url);
    if ('redirect' in rendered) return rendered;
    return { page: pages.put(url, rendered, rendered.status === 200 || rendered.status === 404), hit: false };
  }

  /** Reads one public API answer in-process, anonymously, recording its tags for the current page. */
  async function readApi<T>(p: string): Promise<T | undefined> {
    const response = await transport(`/api${p}`, { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as T) : undefined;
  }

  /** Every item of a paged public list (`?perPage=100&page=`), in the API's order. */
  async function readAll<T>(p: string, field: string): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= 100; page += 1) {
      const answer = await readApi<Record<string, unknown>>(
        `${p}${p.includes('?') ? '&' : '?'}perPage=100&page=${page}`,
      );
      const list = (answer?.[field] as T[] | undefined) ?? [];
      items.push(...list);
      if (list.length < 100 || items.length >= Number(answer?.total ?? 0)) break;
    }
    return items;
  }

  /** Paths (relative to a locale root) of every indexable public page, with the dates the data gives. */
  async function sitemapEntries(bundle: Bundle, reads: PageReads): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = [];
    for (const route of bundle.pagesFor(DEFAULT_LOCALE)) {
      const p = route.index
        ? '/'
        : route.path && !route.path.includes(':') && route.path !== '*'
          ? `/${route.path}`
          : null;
      if (!p) continue;
      // Whether a fixed page is there and indexable depends on data too (reviews may be off).
      const served = await pageAt(p);
      if (!('page' in served)) continue;
      const { page } = served;
      if (!page.tags) reads.untagged = true;
      for (const tag of page.tags ?? []) reads.tags.add(tag);
      if (page.status === 200 && !page.noindex) entries.push({ path: p });
    }
    const notices = await readAll<{ id: number; publishedAt?: string; updatedAt?: string }>(
      '/v1/center/notifications',
      'notifications',
    );
    for (const n of notices)
      entries.push({ path: `/center/notice/${n.id}`, lastmod: dateOf(n.updatedAt ?? n.publishedAt) });
    const boards = (await readApi<{ boards: Array<{ key: string }> }>('/v1/boards'))?.boards ?? [];
    for (const { key } of boards) {
      entries.push({ path: `/boards/${key}` });
      const posts = await readAll<{ id: number; createdAt?: string; updatedAt?: string }>(
        `/v1/boards/${key}/posts`,
        'posts',
      );
      for (const post of posts)
        entries.push({ path: `/boards/${key}/${post.id}`, lastmod: dateOf(post.updatedAt ?? post.createdAt) });
    }
    // Reviews may be off, or for members only: then the API answers no list, and none is listed.
    const curated = await readApi<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews?perPage=50');
    for (const r of curated?.reviews ?? []) entries.push({ path: `/review/${r.id}` });
    const members = await readApi<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews2?perPage=50');
    for (const r of members?.reviews ?? []) entries.push({ path: `/review/m${r.id}` });
    return entries;
  }

  async function sitemap(): Promise<PageInput> {
    const { bundle } = await load();
    const reads: PageReads = { tags: new Set(), untagged: false, visits: [] };
    const entries = await pageReads.run(reads, () => sitemapEntries(bundle, reads));
    const origin = bundle.siteOrigin;
    const urls = entries.flatMap(({ path: p, lastmod }) => {
      const alternates = LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${xml(origin + localized(locale, p))}"/>`,
      )
        .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + p)}"/>`)
        .join('');
      return LOCALES.map(
        (locale) =>
          `  <url><loc>${xml(origin + localized(locale, p))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
      );
    });
    return {
      status: 200,
      type: 'application/xml; charset=utf-8',
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      noindex: false,
      tags: reads.untagged ? undefined : reads.tags,
      visits: [],
    };
  }

  async function robots(): Promise<PageInput> {
    const { bundle } = await load();
    const prefixes = LOCALES.map(prefixOf);
    return {
      status: 200,
      type: 'text/plain; charset=utf-8',
      body: [
        'User-agent: *',
        'Allow: /',
        'Disallow: /console',
        'Disallow: /api/',
        ...prefixes.map((prefix) => `Disallow: ${prefix}/mypage/`),
        ...prefixes.map((prefix) => `Disallow: ${prefix}/login`),
        '',
        `Sitemap: ${bundle.siteOrigin}/sitemap.xml`,
        '',
      ].join('\n'),
      noindex: false,
      tags: new Set(),
      visits: [],
    };
  }

  /** Answers a kept page: compressed as stored, 304 for a repeat visit, visits counted. */
  function send(ctx: Context, { page, hit }: Served) {
    ctx.status = page.status;
    ctx.set('X-Cache', hit ? 'hit' : 'miss');
    ctx.type = page.type;
    ctx.vary('Accept-Encoding');
    // A CDN may keep a public page briefly; member pages, forms and errors are never kept.
    ctx.set('Cache-Control', page.status === 200 && !page.noindex ? 'public, max-age=0, s-maxage=60' : 'no-store');
    ctx.set('ETag', page.etag);
    if (ctx.method === 'GET' && page.status === 200) for (const visit of page.visits) visits.count(visit);
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.compress = false;
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br') {
      ctx.set('Content-Encoding', 'br');
      ctx.body = page.br;
    } else if (encoding === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = page.gzip;
    } else {
      ctx.body = page.body;
    }
  }

  /** Kept under `key`, or made now and kept. */
  async function kept(key: string, make: () => Promise<PageInput>): Promise<Served> {
    const page = pages.get(key);
    return page ? { page, hit: true } : { page: pages.put(key, await make()), hit: false };
  }

  let warned = false;
  return async function servePagesMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!existsSync(entry) || !existsSync(templateFile)) {
      if (!warned) options.log?.('[pages] public-site is not built (npm run build): pages are not served');
      warned = true;
      return next();
    }
    dispatch ??= (ctx.app as Koa).callback();
    const locale = localeOfPath(ctx.path);
    try {
      if (ctx.path === '/sitemap.xml') return send(ctx, await kept('/sitemap.xml', sitemap));
      if (ctx.path === '/robots.txt') return send(ctx, await kept('/robots.txt', robots));
      const served = await pageAt(ctx.url);
      if (!('page' in served)) {
        ctx.status = served.status >= 300 && served.status < 400 ? served.status : 302;
        ctx.redirect(served.redirect);
        return;
      }
      // A loader that failed (the API answered 500) renders the error page in the layout; logged.
      if (served.page.status >= 500)
        ctx.app.emit('error', new Error(`the render of ${ctx.path} answered ${served.page.status}`), ctx);
      send(ctx, served);
    } catch (err) {
      ctx.app.emit('error', err, ctx);
      ctx.status = 500;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = failurePage(locale);
    }
  };
}
