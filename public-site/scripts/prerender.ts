/**
 * Prerenders every public route in every locale to real HTML (build step 3 of the public site).
 * Needs the client build in dist/, the server bundle in dist-ssr/, and a running API at
 * PRERENDER_API_URL (the root build starts one when none is given).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '@clinic/contract';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const API = process.env.PRERENDER_API_URL;
const ORIGIN = process.env.VITE_SITE_ORIGIN ?? 'https://www.example-vein-clinic.kr';
if (!API) throw new Error('PRERENDER_API_URL is required (e.g. http://127.0.0.1:3000/api)');

type Render = (
  url: string,
  apiBase: string,
) => Promise<{
  status: number;
  html: string;
  head: string;
  lang: string;
  data: string;
  redirect?: string;
}>;

const { render, pagesFor } = (await import(pathToFileURL(path.join(ROOT, 'dist-ssr', 'entry-server.js')).href)) as {
  render: Render;
  pagesFor: (locale: Locale) => Array<{ path?: string; index?: boolean }>;
};

const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
// The empty shell, for client-rendered paths that did not exist at build time (a new notice, say).
await writeFile(path.join(DIST, '_shell.html'), template);

const prefix = (locale: Locale) => (locale === 'ko' ? '' : `/${locale}`);

async function api<T>(p: string): Promise<T> {
  const response = await fetch(API + p, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${p}: ${response.status}`);
  return (await response.json()) as T;
}

/** The published boards (their pages are prerendered like notices; new ones render in the browser). */
async function boardKeys(): Promise<string[]> {
  const { boards } = await api<{ boards: Array<{ key: string }> }>('/v1/boards');
  return boards.map((b) => b.key);
}

/** Every visible post of a board. */
async function postIds(key: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { posts, total } = await api<{ posts: Array<{ id: number }>; total: number }>(
      `/v1/boards/${key}/posts?perPage=100&page=${page}`,
    );
    ids.push(...posts.map((p) => p.id));
    if (page * 100 >= total || posts.length === 0) return ids;
  }
}

/** Paths relative to a locale root: every page of the route table, with its parameters filled in. */
async function allPaths(): Promise<string[]> {
  const list: string[] = [];
  for (const page of pagesFor('ko')) {
    if (page.index) list.push('/');
    else if (page.path === 'center/notice/:id') {
      const first = await api<{ notifications: Array<{ id: number }>; total: number }>(
        '/v1/center/notifications?perPage=100',
      );
      const pagesCount = Math.ceil(first.total / 100);
      const ids = first.notifications.map((n) => n.id);
      for (let p = 2; p <= pagesCount; p += 1) {
        const more = await api<{ notifications: Array<{ id: number }> }>(
          `/v1/center/notifications?perPage=100&page=${p}`,
        );
        ids.push(...more.notifications.map((n) => n.id));
      }
      for (const id of ids) list.push(`/center/notice/${id}`);
    } else if (page.path === 'review/:id') {
      // Reviews may be off, or for members only (401): then there is nothing public to write.
      const curated = await api<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews?perPage=50').catch(() => null);
      for (const r of curated?.reviews ?? []) list.push(`/review/${r.id}`);
      const members = await api<{ reviews: Array<{ id: number }> }>('/v1/clinic/reviews2?perPage=50').catch(() => null);
      for (const r of members?.reviews ?? []) list.push(`/review/m${r.id}`);
    } else if (page.path === 'boards/:board') {
      for (const key of await boardKeys()) list.push(`/boards/${key}`);
    } else if (page.path === 'boards/:board/:id') {
      for (const key of await boardKeys()) {
        for (const id of await postIds(key)) list.push(`/boards/${key}/${id}`);
      }
    } else if (page.path && page.path !== '*' && !page.path.includes(':')) list.push('/' + page.path);
  }
  return list;
}

function fill(result: Awaited<ReturnType<Render>>): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${result.lang}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `    ${result.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${result.html}</div>`)
    .replace(
      '</body>',
      `  <script type="application/json" id="__route-data">${result.data.replace(/</g, '\\u003c')}</script>\n  </body>`,
    );
}

/**
 * Each page carries the CSS rules its own HTML uses (and the font faces its text needs) in a style
 * element, and the full stylesheet is fetched early (preload) but applied at the end of the body: the
 * page paints without waiting for the stylesheet. No script is involved (the CSP allows none inline).
 */
const beasties = new Beasties({
  path: DIST,
  publicPath: '/',
  inlineFonts: false,
  preloadFonts: false,
  logLevel: 'warn',
});

async function write(relative: string, html: string) {
  const file = path.join(DIST, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

const paths = await allPaths();
const sitemap: Array<{ path: string }> = [];
let count = 0;
for (const locale of LOCALES) {
  for (const p of paths) {
    const url = prefix(locale) + (p === '/' ? (locale === 'ko' ? '/' : '') : p);
    const result = await render(url, API);
    if (result.redirect) continue;
    if (result.status !== 200) {
      // A page that is not there at build time (reviews switched off, say) is not written.
      continue;
    }
    await write(path.join(url === '/' ? '' : url, 'index.html'), await beasties.process(fill(result)));
    count += 1;
    if (locale === 'ko' && !result.head.includes('noindex')) sitemap.push({ path: p });
  }
  const notFound = await render(`${prefix(locale)}/__not-found__`, API);
  await write(path.join(prefix(locale), '404.html'), await beasties.process(fill(notFound)));
}

const dynamic = [
  '/center/notice/:id',
  '/review/:id',
  '/boards/:board',
  '/boards/:board/write',
  '/boards/:board/:id',
  '/mypage/questions/:id',
];
await write(
  'routes.json',
  JSON.stringify(
    { locales: LOCALES.filter((l) => l !== 'ko'), dynamic, generatedAt: new Date().toISOString() },
    null,
    2,
  ),
);

const alternates = (p: string) =>
  [
    ...LOCALES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${ORIGIN}${prefix(l)}${p === '/' && l !== 'ko' ? '' : p}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${p}"/>`,
  ].join('');
const urls = LOCALES.flatMap((l) =>
  sitemap.map(
    ({ path: p }) => `  <url><loc>${ORIGIN}${prefix(l)}${p === '/' && l !== 'ko' ? '' : p}</loc>${alternates(p)}</url>`,
  ),
);
await write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
await write(
  'robots.txt',
  `User-agent: *\nAllow: /\nDisallow: /console\nDisallow: /api/\n${LOCALES.map((l) => `Disallow: ${prefix(l)}/mypage/`).join('\n')}\n${LOCALES.map((l) => `Disallow: ${prefix(l)}/login`).join('\n')}\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
);
await rm(path.join(ROOT, 'dist-ssr'), { recursive: true, force: true });
console.log(`[prerender] ${count} pages in ${LOCALES.length} locales, sitemap with ${urls.length} URLs`);
