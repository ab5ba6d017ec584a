import { existsSync, readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import Beasties from 'beasties';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type RenderResult,
  type RenderTransport,
  type SiteFeed,
  type WebManifest,
} from '@clinic/contract';
import type { ResponseCache } from './cache.js';
import { inProcessTransport, pageReads, VisitTally, type PageReads } from './inProcess.js';
import { etagFor, PageCache, type CachedPage, type PageEncoding, type PageInput } from './pageCache.js';
import { secondsUntil, type CounterStore, type Limit } from './rateLimit.js';
import { assemble, cutTemplate, failurePage, type Template } from './pageTemplate.js';
import { canonicalRedirect } from './pageAddress.js';
import {
  partOf,
  robotsTxt,
  sitemapEntries,
  sitemapIndexXml,
  sitemapParts,
  sitemapXml,
  type SitemapPart,
} from './sitemap.js';
import { manifestJson, rssXml, siteFileAt } from './siteFiles.js';

/** What the build's server bundle (`public-site/dist-ssr/entry-server.js`) exports. */
interface Bundle {
  render: (url: string, transport: RenderTransport) => Promise<RenderResult>;
  pagesFor: (locale: Locale) => Array<{ path?: string; index?: boolean }>;
  siteOrigin: string;
  feedOf: (locale: Locale, transport: RenderTransport) => Promise<SiteFeed>;
  manifestOf: (locale: Locale, transport: RenderTransport) => Promise<WebManifest>;
}

/** A public page rendered with one page text replaced: the console's preview of a draft (HTML). */
export type PagePreview = (
  app: Koa,
  url: string,
  page: { key: string; locale: Locale; content: unknown },
) => Promise<string | undefined>;

/**
 * A rendered page made fit for the console's preview frame: no scripts (the frame runs none; the
 * server render is what patients see first, and what they see without JavaScript), never indexed.
 */
export function forPreview(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<head>/i, '<head><meta name="robots" content="noindex">');
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

/**
 * The query parameters each page reads (its loader or what it renders), by path under the locale
 * root; every other parameter (`?utm_source=`, `?u=123`) is left out of the page's cache key and of
 * the URL it is rendered from, so it cannot make another render. Pages not listed read none.
 * Kept in step with the route loaders of public-site (`searchParams`).
 */
const PAGE_PARAMS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/center\/notice$/, ['page', 'q']],
  [/^\/center\/faqs$/, ['q', 'category']],
  [/^\/review$/, ['page', 'mpage']],
  [/^\/boards\/[^/]+$/, ['page', 'q']],
  [/^\/mypage\/questions$/, ['page']],
  [/^\/login$/, ['next']],
  [/^\/recovery$/, ['tab']],
];

/**
 * The URL a page is kept under and rendered from: its path and only the parameters the page reads,
 * in a fixed order, each once.
 */
export function pageKey(urlPath: string, query: string): string {
  if (!query) return urlPath;
  const locale = localeOfPath(urlPath);
  const underRoot = locale === DEFAULT_LOCALE ? urlPath : urlPath.slice(locale.length + 1) || '/';
  const names = PAGE_PARAMS.find(([pattern]) => pattern.test(underRoot))?.[1] ?? [];
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const rest = kept.toString();
  return rest ? `${urlPath}?${rest}` : urlPath;
}

/** Thrown before a render that may not happen now: the visitor gets this status and its page. */
class RenderRefused extends Error {
  constructor(
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(status === 429 ? 'too many page renders' : 'the database does not answer');
  }
}

/** Seconds a visitor waits before trying again while the database does not answer. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** How long a database probe's answer is trusted: at most one probe a second, whatever the traffic. */
const PROBE_TTL_MS = 1000;

export interface PagesOptions {
  /** The public site's browser build (`public-site/dist`): its `index.html` is the page template. */
  siteDir: string;
  /** The server bundle (`public-site/dist-ssr`). */
  ssrDir: string;
  /** The API's answer cache: every tag it clears (here or, through Redis, on another copy) clears pages. */
  cache: ResponseCache;
  pages?: PageCache;
  /** Where visits of served pages are counted (the app's, AppDeps.visits); a tally of its own without. */
  visits?: VisitTally;
  log?: (line: string) => void;
  /**
   * Renders (pages not in the cache) per client address: past `limit.max` in a window the visitor
   * gets a 429 page with `Retry-After`. Without `counters`, renders are not limited.
   */
  counters?: CounterStore;
  renderLimit?: Limit;
  /**
   * Whether the database answers now (db/probe.ts): asked before a render, at most once a second,
   * so that while it does not, pages not in the cache answer 503 at once instead of waiting for it.
   */
  databaseAnswers?: () => Promise<boolean>;
}

/**
 * Public pages rendered on request from what the database holds now, with the route table the
 * browser hydrates, and kept in a page cache: each page is tagged with the cache tags of the data it
 * read, and a clear of a tag drops exactly the pages that show it. Renders read the API in-process
 * and anonymously: a page never carries a member's data (the browser fetches that after hydration),
 * so every visitor may be answered from the cache. `sitemap.xml`, `robots.txt`, and each language's
 * RSS feed and web app manifest (http/siteFiles.ts) are made from the same live data and kept the same way.
 */
export function servePages(options: PagesOptions) {
  const { siteDir, ssrDir, cache } = options;
  const pages = options.pages ?? new PageCache();
  const entry = path.join(ssrDir, 'entry-server.js');
  const templateFile = path.join(siteDir, 'index.html');
  cache.onAnyInvalidate((tag) => pages.invalidate(tag));
  cache.onClear(() => pages.clear());

  let dispatch: RequestListener | undefined;
  const visits = options.visits ?? new VisitTally((err) => options.log?.(`[pages] visits not counted: ${String(err)}`));
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

  /** Renders under way by URL: a second request for the same page waits for the first one's render. */
  const rendering = new Map<string, Promise<Served | Redirect>>();

  /**
   * The page at `url`: kept, or rendered now (and kept when it is a 200 or a 404). `beforeRender`
   * (a visitor's request: the render limit, the database probe) runs before a render starts and may
   * refuse it by throwing.
   */
  async function pageAt(url: string, beforeRender?: () => Promise<void>): Promise<Served | Redirect> {
    const kept = pages.get(url);
    if (kept) return { page: kept, hit: true };
    const underWay = rendering.get(url);
    if (underWay) return underWay;
    await beforeRender?.();
    let pending = rendering.get(url);
    if (!pending) {
      pending = render(url)
        .then((rendered): Served | Redirect =>
          'redirect' in rendered
            ? rendered
            : { page: pages.put(url, rendered, rendered.status === 200 || rendered.status === 404), hit: false },
        )
        .finally(() => rendering.delete(url));
      rendering.set(url, pending);
    }
    return pending;
  }

  let probe: { at: number; answer: Promise<boolean> } | undefined;
  /** Whether the database answers, probed at most once a second (`fresh`: asked now). */
  function databaseUp(fresh = false): Promise<boolean> {
    if (!options.databaseAnswers) return Promise.resolve(true);
    if (fresh || !probe || Date.now() - probe.at > PROBE_TTL_MS)
      probe = { at: Date.now(), answer: options.databaseAnswers() };
    return probe.answer;
  }

  /** Before a visitor's render: within the address's render limit, and the database answering. */
  function visitorRender(ctx: Context) {
    return async () => {
      const { counters, renderLimit } = options;
      if (counters && renderLimit) {
        const { count, resetAt } = await counters.hit(`render:ip:${ctx.ip}`, renderLimit.windowMs);
        if (count > renderLimit.max) throw new RenderRefused(429, secondsUntil(resetAt, counters.clock.now()));
      }
      if (!(await databaseUp())) throw new RenderRefused(503, DATABASE_RETRY_AFTER_SECONDS);
    };
  }

  /** Reads one public API answer in-process, anonymously, recording its tags for the current page. */
  async function readApi<T>(p: string): Promise<T | undefined> {
    const response = await transport(`/api${p}`, { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as T) : undefined;
  }

  /**
   * `sitemap.xml` (the index of its files, `part` undefined) or one of its files. A file past the
   * last chunk is a 404, kept with the tags of what it read (a new notice may make it exist).
   */
  async function sitemap(part?: SitemapPart): Promise<PageInput> {
    const { bundle } = await load();
    const reads: PageReads = { tags: new Set(), untagged: false, visits: [] };
    const site = { pagesFor: bundle.pagesFor, pageAt, readApi };
    const body = part
      ? await pageReads.run(reads, async () => {
          const entries = await sitemapEntries(site, reads, part);
          return entries && sitemapXml(bundle.siteOrigin, entries);
        })
      : sitemapIndexXml(bundle.siteOrigin, await pageReads.run(reads, () => sitemapParts(site)));
    return {
      status: body === undefined ? 404 : 200,
      type: body === undefined ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
      body: body ?? 'Not Found',
      noindex: body === undefined,
      tags: reads.untagged ? undefined : reads.tags,
      visits: [],
    };
  }

  /**
   * A language's RSS feed or web app manifest (http/siteFiles.ts), made from live data like a page
   * and kept with the tags of what it read: a new notice or post, a renamed clinic, clears it.
   */
  async function siteFile({ kind, locale }: NonNullable<ReturnType<typeof siteFileAt>>): Promise<PageInput> {
    const { bundle } = await load();
    const reads: PageReads = { tags: new Set(), untagged: false, visits: [] };
    const body = await pageReads.run(reads, async () =>
      kind === 'feed'
        ? rssXml(await bundle.feedOf(locale, transport))
        : manifestJson(await bundle.manifestOf(locale, transport)),
    );
    return {
      status: 200,
      type: kind === 'feed' ? 'application/rss+xml; charset=utf-8' : 'application/manifest+json; charset=utf-8',
      body,
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
    const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
    const encoding: PageEncoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
    // One ETag per encoding: a 304 only confirms the very bytes the client holds.
    ctx.set('ETag', etagFor(page, encoding));
    if (ctx.method === 'GET' && page.status === 200) for (const visit of page.visits) visits.count(visit);
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.compress = false;
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

  /** Kept under `key`, or made now (after `before`, which may refuse it) and kept. */
  async function kept(key: string, make: () => Promise<PageInput>, before?: () => Promise<void>): Promise<Served> {
    const page = pages.get(key);
    if (page) return { page, hit: true };
    await before?.();
    return { page: pages.put(key, await make()), hit: false };
  }

  /** A page that is not the one asked for: the render failed, was refused or could not be made. */
  function failure(ctx: Context, locale: Locale, status: 429 | 500 | 503, retryAfterSeconds?: number) {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    if (retryAfterSeconds !== undefined) ctx.set('Retry-After', String(retryAfterSeconds));
    ctx.body = failurePage(locale, status === 429 ? 'tooManyRequests' : status === 503 ? 'unavailable' : 'internal');
  }

  /** The page at `url` with the text of page `page.key` replaced, rendered now and kept nowhere. */
  const preview: PagePreview = async (app, url, page) => {
    if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
    dispatch ??= app.callback();
    const { bundle, template, beasties } = await load();
    const replaced = `/api/v1/pages/${page.key}`;
    const answer = JSON.stringify({ page });
    const previewTransport: RenderTransport = (url, init) =>
      url.split('?')[0] === replaced
        ? Promise.resolve(new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } }))
        : transport(url, init);
    const result = await bundle.render(url, previewTransport);
    if (result.redirect) return undefined;
    const css = await criticalCssFor(result.routeKey, assemble(template, result, undefined), beasties);
    return forPreview(assemble(template, result, css));
  };

  let warned = false;
  const middleware = async function servePagesMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!existsSync(entry) || !existsSync(templateFile)) {
      if (!warned) options.log?.('[pages] public-site is not built (npm run build): pages are not served');
      warned = true;
      return next();
    }
    dispatch ??= (ctx.app as Koa).callback();
    // Another spelling of a page's address (`/EN/cost`, `/Cost`, `/cost/`, `//cost`): one permanent
    // redirect to the address itself, query kept, before anything is read or rendered.
    const canonical = canonicalRedirect(ctx.path, ctx.querystring);
    if (canonical !== undefined) {
      ctx.status = 301;
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.redirect(canonical);
      return;
    }
    const locale = localeOfPath(ctx.path);
    try {
      if (ctx.path === '/sitemap.xml') return send(ctx, await kept(ctx.path, () => sitemap(), visitorRender(ctx)));
      const part = ctx.path.startsWith('/sitemap-') ? partOf(ctx.path.slice(1)) : undefined;
      if (part) return send(ctx, await kept(ctx.path, () => sitemap(part), visitorRender(ctx)));
      if (ctx.path === '/robots.txt') return send(ctx, await kept('/robots.txt', robots));
      const file = siteFileAt(ctx.path);
      if (file) return send(ctx, await kept(ctx.path, () => siteFile(file), visitorRender(ctx)));
      const served = await pageAt(pageKey(ctx.path, ctx.querystring), visitorRender(ctx));
      if (!('page' in served)) {
        ctx.status = served.status >= 300 && served.status < 400 ? served.status : 302;
        ctx.redirect(served.redirect);
        return;
      }
      if (served.page.status >= 500) {
        // The database went away: say so (503, try again shortly), not "something went wrong".
        if (!(await databaseUp(true))) return failure(ctx, locale, 503, DATABASE_RETRY_AFTER_SECONDS);
        // A loader that failed (the API answered 500) renders the error page in the layout; logged.
        ctx.app.emit('error', new Error(`the render of ${ctx.path} answered ${served.page.status}`), ctx);
      }
      send(ctx, served);
    } catch (err) {
      if (err instanceof RenderRefused) return failure(ctx, locale, err.status, err.retryAfterSeconds);
      if (!(await databaseUp(true))) return failure(ctx, locale, 503, DATABASE_RETRY_AFTER_SECONDS);
      ctx.app.emit('error', err, ctx);
      failure(ctx, locale, 500);
    }
  };
  return Object.assign(middleware, { preview });
}
