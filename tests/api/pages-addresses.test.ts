import { Agent, request as httpRequest } from 'node:http';
import robotsParser from 'robots-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LOCALES } from '@clinic/contract';
import { localized, PREFIXES, ROUTES } from '../e2e/routes.ts';
import { t, usePagesApp } from './support/pages.ts';

/**
 * One address per page (issue 25): every other spelling of a public page's address (the locale
 * prefix or the path in upper or mixed case, a trailing or doubled slash, percent-escapes, dot
 * segments) answers a permanent redirect to the one lower-case address, query kept, never a 500 and
 * never off the site; a list's page 2 names itself as canonical; robots.txt lets crawlers read what
 * they must (member pages' `noindex`, the link picture) under both ways parsers read it.
 * On SQLite and MariaDB.
 */

usePagesApp();

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

interface Answer {
  status: number;
  location?: string;
  rendered: boolean;
  body: string;
}

/** A GET with the path sent exactly as written: no client mends `//`, `..` or `\` on the way. */
function raw(rawPath: string): Promise<Answer> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: rawPath, method: 'GET', agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          // The page server marks every page it served (kept or rendered) with X-Cache.
          rendered: res.headers['x-cache'] !== undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const ORIGIN = 'https://www.example-vein-clinic.kr';
const linkHref = (html: string, rel: string, hreflang?: string) => {
  const attrs = hreflang ? `rel="${rel}" hreflang="${hreflang}"` : `rel="${rel}"`;
  return new RegExp(`<link ${attrs} href="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');
};
/** The canonical link of a page as a path and query of this site. */
const canonicalOf = (html: string) => {
  const href = linkHref(html, 'canonical');
  expect(href?.startsWith(ORIGIN + '/'), String(href)).toBe(true);
  return href!.slice(ORIGIN.length);
};

/** `/En/Cost`: every segment with a capital. */
const capitalized = (p: string) => p.replace(/\/([a-z])/g, (_, c: string) => '/' + c.toUpperCase());

/** The misspellings of one page's address: prefix upper case, path upper case, trailing slash, mixed case. */
function misspellings(prefix: string, path: string): string[] {
  const canonical = localized(prefix, path);
  const spellings = [
    prefix ? localized(prefix.toUpperCase(), path) : '',
    path === '/' ? '' : prefix + path.toUpperCase(),
    canonical + '/',
    capitalized(canonical),
  ];
  return [...new Set(spellings)].filter((s) => s && s !== canonical);
}

/** A redirect target that stays on this site: one `/`, then no `/` or `\` (never `//host`, `/\host`). */
const onSite = (location: string | undefined) =>
  !!location && /^\/(?![/\\])/.test(location) && new URL(location, ORIGIN).origin === ORIGIN;

describe('one address per page', () => {
  it('every route in four languages: each misspelling answers 301 to the canonical address, which answers 200 and names itself', async () => {
    const failures: string[] = [];
    for (const prefix of PREFIXES) {
      for (const path of ROUTES) {
        const canonical = localized(prefix, path);
        const page = await raw(canonical);
        if (page.status !== 200) failures.push(`${canonical}: ${page.status}`);
        else if (canonicalOf(page.body) !== canonical)
          failures.push(`${canonical}: canonical ${canonicalOf(page.body)}`);
        for (const spelling of misspellings(prefix, path)) {
          const res = await raw(spelling);
          // Redirected before anything is read or rendered.
          if (res.status !== 301 || res.location !== canonical || res.rendered)
            failures.push(`${spelling}: ${res.status} ${res.location ?? ''}${res.rendered ? ' (rendered)' : ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the query is kept as it was', async () => {
    const res = await raw('/EN/Center/Notice/?page=2&q=%EA%B3%B5%EC%A7%80&utm_source=x');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/en/center/notice?page=2&q=%EA%B3%B5%EC%A7%80&utm_source=x');
  });

  it('an attacker’s spellings: escapes, doubled slashes and dot segments lead to the page, never off the site', async () => {
    const cases: Array<[string, string]> = [
      ['/%45N/cost', '/en/cost'],
      ['/%65n/%43OST', '/en/cost'],
      ['//cost', '/cost'],
      ['/en//cost', '/en/cost'],
      ['///EN///cost///', '/en/cost'],
      ['/en/./cost', '/en/cost'],
      ['/en/%2e/cost', '/en/cost'],
      ['/en/../cost', '/cost'],
      ['/../../en/cost', '/en/cost'],
      ['/en%2Fcost', '/en/cost'],
      ['/en\\cost', '/en/cost'],
      ['/JP/surgery/venaseal', '/jp/surgery/venaseal'],
      ['/review/M1', '/review/m1'],
      ['//', '/'],
      // Paths that a browser or a lenient reader could take for another host.
      ['//evil.example/', '/evil.example'],
      ['//evil.example/%2e%2e', '/'],
      ['/\\evil.example', '/evil.example'],
      ['/\\\\evil.example/', '/evil.example'],
      ['/%2F%2Fevil.example', '/evil.example'],
      ['/%5C%5Cevil.example', '/evil.example'],
      ['/%2F/evil.example', '/evil.example'],
      ['/.//evil.example', '/evil.example'],
      ['/%2e%2e//evil.example/', '/evil.example'],
      ['/%09/evil.example', '/%09/evil.example'],
      // A file keeps its case; only the form of its path is mended.
      ['//favicon.svg', '/favicon.svg'],
      // The console's area keeps its case (its client routes are its own).
      ['//console', '/console'],
    ];
    for (const [spelling, target] of cases) {
      const res = await raw(spelling);
      if (spelling === target) {
        expect(res.status, spelling).not.toBe(301);
        continue;
      }
      expect({ status: res.status, location: res.location, rendered: res.rendered }, spelling).toEqual({
        status: 301,
        location: target,
        rendered: false,
      });
      expect(onSite(res.location), spelling).toBe(true);
    }
    // What the look-alikes lead to is this site's 404 page, not its home page.
    expect((await raw('/evil.example')).status).toBe(404);
  });

  it('spellings of other areas and paths that do not decode are 404s, never a 500', async () => {
    for (const spelling of [
      '/CONSOLE',
      '/Console/users',
      '/Api/v1/clinic/settings',
      '/API/v1/clinic/og-image.png',
      '/%61pi/v1/clinic/settings',
      '//api/v1/clinic/settings',
      '/%E0%A4%A',
      '/en/%E0%A4%A',
      '/%00',
      '/ko/cost',
      '/FAVICON.SVG',
    ]) {
      const res = await raw(spelling);
      expect(res.status, spelling).toBe(404);
    }
  });
});

describe('paged lists', () => {
  it('page 2 names itself as canonical, with its alternates; page 1, a search and other parameters name the list', async () => {
    const cases: Array<[url: string, path: string, query: string]> = [
      ['/center/notice?page=2', '/center/notice', '?page=2'],
      ['/en/boards/news?page=2', '/boards/news', '?page=2'],
      ['/jp/review?mpage=2&page=02&utm_source=x', '/review', '?page=2&mpage=2'],
      ['/cn/center/notice?page=1', '/center/notice', ''],
      ['/center/notice?q=%EA%B3%B5%EC%A7%80&page=2', '/center/notice', ''],
      ['/en/center/faqs?category=1', '/center/faqs', ''],
    ];
    for (const [url, path, query] of cases) {
      const page = await raw(url);
      expect(page.status, url).toBe(200);
      const prefix = /^\/(en|cn|jp)\b/.exec(url)?.[0] ?? '';
      expect(canonicalOf(page.body), url).toBe(prefix + path + query);
      expect(page.body).toContain(
        `<meta property="og:url" content="${ORIGIN}${prefix}${path}${query.replace(/&/g, '&amp;')}">`,
      );
      const alternates = [...LOCALES.map((l) => [LANGUAGE_TAGS[l], l === 'ko' ? '' : `/${l}`]), ['x-default', '']];
      for (const [lang, p] of alternates)
        expect(linkHref(page.body, 'alternate', lang), `${url} ${lang}`).toBe(ORIGIN + p + path + query);
    }
  });
});

describe('robots.txt', () => {
  /** How a parser that takes the first matching line reads it (Python's urllib.robotparser). */
  function firstMatchAllows(robots: string, path: string): boolean {
    const lines = robots.split('\n').map((l) => l.trim());
    for (const line of lines) {
      const m = /^(allow|disallow):\s*(.*)$/i.exec(line);
      if (m && m[2] && path.startsWith(m[2])) return m[1]!.toLowerCase() === 'allow';
    }
    return true;
  }

  it('lets crawlers read member pages’ noindex and the link picture, and keeps them out of the console and the API, under both ways of reading it', async () => {
    const res = await t.http.get('/robots.txt');
    expect(res.status).toBe(200);
    const text = res.text;
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(text).not.toMatch(/^Allow: \/$/m);
    const robots = robotsParser(`${ORIGIN}/robots.txt`, text);
    const allowed = [
      '/',
      '/cost',
      '/en/center/notice?page=2',
      '/login',
      '/en/login?next=%2Fmypage%2Fmyinfo',
      '/mypage/myinfo',
      '/jp/mypage/questions',
      '/review/write',
      '/api/v1/clinic/og-image.png?v=0123456789ab',
      '/uploads/og/picture.webp',
    ];
    const disallowed = [
      '/console',
      '/console/',
      '/console/index.html',
      '/api/v1/clinic/settings',
      '/api/console/users',
    ];
    for (const path of allowed) {
      expect(robots.isAllowed(ORIGIN + path, 'Googlebot'), `longest match: ${path}`).toBe(true);
      expect(firstMatchAllows(text, path), `first match: ${path}`).toBe(true);
    }
    for (const path of disallowed) {
      expect(robots.isAllowed(ORIGIN + path, 'Googlebot'), `longest match: ${path}`).toBe(false);
      expect(firstMatchAllows(text, path), `first match: ${path}`).toBe(false);
    }
    // The picture pages name when none was uploaded is where robots.txt lets it be fetched.
    const home = await raw('/');
    const picture = /<meta property="og:image" content="([^"]+)">/.exec(home.body)?.[1]?.replace(/&amp;/g, '&');
    expect(picture).toBeDefined();
    expect(robots.isAllowed(picture!, 'Googlebot')).toBe(true);
    expect(firstMatchAllows(text, new URL(picture!).pathname + new URL(picture!).search)).toBe(true);
  });
});
