import {
  DEFAULT_LOCALE,
  DEFAULT_PRODUCT,
  koreaToday,
  LANGUAGE_TAGS,
  LOCALES,
  type Locale,
  type SitemapChunk,
} from '@clinic/contract';
import type { PageReads } from './inProcess.js';
import type { CachedPage } from './pageCache.js';

/** `sitemap.xml` and `robots.txt`, made from the same live data the pages show. */

/** What the sitemap reads: the fixed routes, the page at a path (kept or rendered), a public API answer. */
export interface SiteReader {
  pagesFor: (locale: Locale) => Array<{ path?: string; index?: boolean }>;
  pageAt: (path: string) => Promise<{ page: CachedPage } | { redirect: string }>;
  readApi: <T>(path: string) => Promise<T | undefined>;
}

/** One entry of the sitemap: a path relative to a locale root, and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
const localized = (locale: Locale, p: string) => prefixOf(locale) + (p === '/' && locale !== DEFAULT_LOCALE ? '' : p);
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
/**
 * The day a record last changed, as the page shows it: the Korean calendar day (a notice changed at
 * 01:30 KST is that day's, not the UTC day before).
 */
const dateOf = (value: unknown) =>
  typeof value === 'string' && value && !Number.isNaN(Date.parse(value)) ? koreaToday(new Date(value)) : undefined;

/**
 * The sitemap is an index (`/sitemap.xml`) of files, so that it holds any number of notices and
 * posts within the protocol's limits (50,000 URLs and 50 MB a file): `sitemap-pages.xml` (the fixed
 * pages, treatments, boards and reviews), then `sitemap-notices-<k>.xml` and
 * `sitemap-board-<key>-<k>.xml`, each with at most SITEMAP_CHUNK records in four languages. Each
 * file reads only its own part (the ids and dates of one chunk).
 */
export type SitemapPart =
  { kind: 'pages' } | { kind: 'notices'; chunk: number } | { kind: 'board'; key: string; chunk: number };

const NOTICES = '/v1/center/notifications/sitemap';
const boardList = (key: string) => `/v1/boards/${encodeURIComponent(key)}/sitemap`;

/** The file name of a part, under the site's root. */
export function partFile(part: SitemapPart): string {
  if (part.kind === 'pages') return 'sitemap-pages.xml';
  if (part.kind === 'notices') return `sitemap-notices-${part.chunk}.xml`;
  return `sitemap-board-${part.key}-${part.chunk}.xml`;
}

/** The part a file name names (`sitemap-notices-3.xml`), or undefined for any other name. */
export function partOf(file: string): SitemapPart | undefined {
  if (file === 'sitemap-pages.xml') return { kind: 'pages' };
  const notices = /^sitemap-notices-([1-9]\d{0,5})\.xml$/.exec(file);
  if (notices) return { kind: 'notices', chunk: Number(notices[1]) };
  const board = /^sitemap-board-([a-z][a-z0-9-]{1,39})-([1-9]\d{0,5})\.xml$/.exec(file);
  if (board) return { kind: 'board', key: board[1]!, chunk: Number(board[2]) };
  return undefined;
}

const chunksOf = (list: SitemapChunk | undefined) => (list ? Math.ceil(list.total / list.perChunk) : 0);

/** Every file of the sitemap, as the index lists them. */
export async function sitemapParts(site: SiteReader): Promise<SitemapPart[]> {
  const parts: SitemapPart[] = [{ kind: 'pages' }];
  const notices = chunksOf(await site.readApi<SitemapChunk>(NOTICES));
  for (let chunk = 1; chunk <= notices; chunk += 1) parts.push({ kind: 'notices', chunk });
  const boards = (await site.readApi<{ boards: Array<{ key: string }> }>('/v1/boards'))?.boards ?? [];
  for (const { key } of boards) {
    const posts = chunksOf(await site.readApi<SitemapChunk>(boardList(key)));
    for (let chunk = 1; chunk <= posts; chunk += 1) parts.push({ kind: 'board', key, chunk });
  }
  return parts;
}

/** The entries of one file of the sitemap; undefined when there is no such file (past the last chunk). */
export async function sitemapEntries(
  site: SiteReader,
  reads: PageReads,
  part: SitemapPart,
): Promise<SitemapEntry[] | undefined> {
  if (part.kind === 'notices' || part.kind === 'board') {
    const list = await site.readApi<SitemapChunk>(
      `${part.kind === 'notices' ? NOTICES : boardList(part.key)}?chunk=${part.chunk}`,
    );
    const items = list?.items ?? [];
    if (items.length === 0) return undefined;
    const pathOf =
      part.kind === 'notices' ? (id: number) => `/center/notice/${id}` : (id: number) => `/boards/${part.key}/${id}`;
    return items.map((item) => ({ path: pathOf(item.id), lastmod: dateOf(item.updatedAt) }));
  }
  const entries: SitemapEntry[] = [];
  for (const route of site.pagesFor(DEFAULT_LOCALE)) {
    const p = route.index
      ? '/'
      : route.path && !route.path.includes(':') && route.path !== '*'
        ? `/${route.path}`
        : null;
    if (!p) continue;
    // Whether a fixed page is there and indexable depends on data too (reviews may be off).
    const served = await site.pageAt(p);
    if (!('page' in served)) continue;
    const { page } = served;
    if (!page.tags) reads.untagged = true;
    for (const tag of page.tags ?? []) reads.tags.add(tag);
    if (page.status === 200 && !page.noindex) entries.push({ path: p });
  }
  // Treatments staff added have no fixed route (`/surgery/:slug`); hidden ones were left out above.
  const treatments = await site.readApi<{ treatments: Array<{ path: string }> }>('/v1/treatments');
  for (const { path: p } of treatments?.treatments ?? [])
    if (!entries.some((e) => e.path === p)) entries.push({ path: p });
  const boards = (await site.readApi<{ boards: Array<{ key: string }> }>('/v1/boards'))?.boards ?? [];
  for (const { key } of boards) entries.push({ path: `/boards/${key}` });
  // Reviews may be off, or for members only: then the API answers no list, and none is listed.
  const curated = await site.readApi<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews?perPage=50');
  for (const r of curated?.reviews ?? []) entries.push({ path: `/review/${r.id}` });
  const members = await site.readApi<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews2?perPage=50');
  for (const r of members?.reviews ?? []) entries.push({ path: `/review/m${r.id}` });
  return entries;
}

/** `sitemap.xml`: the index of the sitemap's files. */
export function sitemapIndexXml(origin: string, parts: SitemapPart[]): string {
  const files = parts.map((part) => `  <sitemap><loc>${xml(`${origin}/${partFile(part)}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the sitemap for its entries: every page in every language, each with its alternates. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
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
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `robots.txt`: every page may be crawled, member pages and forms too (they say `noindex` in the page,
 * which a crawler reads only where it may fetch it); the console and the API may not, but for the
 * link picture pages name (`og:image`) when none was uploaded. The picture's `Allow` comes first and
 * there is no `Allow: /`, so that parsers that take the first matching line (Python's robotparser)
 * and those that take the longest (Google, RFC 9309) read the same.
 */
export function robotsTxt(siteOrigin: string): string {
  return [
    'User-agent: *',
    `Allow: /api/v1/${DEFAULT_PRODUCT}/og-image.png`,
    'Disallow: /api/',
    'Disallow: /console',
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
