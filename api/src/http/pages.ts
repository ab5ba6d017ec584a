import { existsSync, readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import Beasties from 'beasties';
import { DEFAULT_LOCALE, isLocale, type Locale, type RenderResult, type RenderTransport } from '@clinic/contract';
import type { ResponseCache } from './cache.js';
import { inProcessTransport, pageReads, VisitTally, type PageReads } from './inProcess.js';
import { PageCache, type CachedPage, type PageInput } from './pageCache.js';
import { assemble, cutTemplate, failurePage, type Template } from './pageTemplate.js';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.js';

/** What the build's server bundle (`public-site/dist-ssr/entry-server.js`) exports. */
interface Bundle {
  render: (url: string, transport: RenderTransport) => Promise<RenderResult>;
  pagesFor: (locale: Locale) => Array<{ path?: string; index?: boolean }>;
  siteOrigin: string;
}

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

/** The locale a path is in: `/en/…` English, unprefixed Korean. */
function localeOfPath(urlPath: string): Locale {
  const first = urlPath.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

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

  async function sitemap(): Promise<PageInput> {
    const { bundle } = await load();
    const reads: PageReads = { tags: new Set(), untagged: false, visits: [] };
    const site = { pagesFor: bundle.pagesFor, pageAt, readApi };
    const entries = await pageReads.run(reads, () => sitemapEntries(site, reads));
    return {
      status: 200,
      type: 'application/xml; charset=utf-8',
      body: sitemapXml(bundle.siteOrigin, entries),
      noindex: false,
      tags: reads.untagged ? undefined : reads.tags,
      visits: [],
    };
  }

  async function robots(): Promise<PageInput> {
    const { bundle } = await load();
    return {
      status: 200,
      type: 'text/plain; charset=utf-8',
      body: robotsTxt(bundle.siteOrigin),
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
