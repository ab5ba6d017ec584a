import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '@clinic/contract';
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
const dateOf = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : undefined);

/** Every item of a paged public list (`?perPage=100&page=`), in the API's order. */
async function readAll<T>(site: SiteReader, p: string, field: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const answer = await site.readApi<Record<string, unknown>>(
      `${p}${p.includes('?') ? '&' : '?'}perPage=100&page=${page}`,
    );
    const list = (answer?.[field] as T[] | undefined) ?? [];
    items.push(...list);
    if (list.length < 100 || items.length >= Number(answer?.total ?? 0)) break;
  }
  return items;
}

/** Paths (relative to a locale root) of every indexable public page, with the dates the data gives. */
export async function sitemapEntries(site: SiteReader, reads: PageReads): Promise<SitemapEntry[]> {
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
  const notices = await readAll<{ id: number; publishedAt?: string; updatedAt?: string }>(
    site,
    '/v1/center/notifications',
    'notifications',
  );
  for (const n of notices)
    entries.push({ path: `/center/notice/${n.id}`, lastmod: dateOf(n.updatedAt ?? n.publishedAt) });
  const boards = (await site.readApi<{ boards: Array<{ key: string }> }>('/v1/boards'))?.boards ?? [];
  for (const { key } of boards) {
    entries.push({ path: `/boards/${key}` });
    const posts = await readAll<{ id: number; createdAt?: string; updatedAt?: string }>(
      site,
      `/v1/boards/${key}/posts`,
      'posts',
    );
    for (const post of posts)
      entries.push({ path: `/boards/${key}/${post.id}`, lastmod: dateOf(post.updatedAt ?? post.createdAt) });
  }
  // Reviews may be off, or for members only: then the API answers no list, and none is listed.
  const curated = await site.readApi<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews?perPage=50');
  for (const r of curated?.reviews ?? []) entries.push({ path: `/review/${r.id}` });
  const members = await site.readApi<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews2?perPage=50');
  for (const r of members?.reviews ?? []) entries.push({ path: `/review/m${r.id}` });
  return entries;
}

/** `sitemap.xml` for the entries: every page in every language, each with its alternates. */
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

/** `robots.txt`: everything but the console, the API and member pages, and where the sitemap is. */
export function robotsTxt(siteOrigin: string): string {
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
