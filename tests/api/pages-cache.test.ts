import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request, { type Response } from 'supertest';
import { createApp } from '../../api/src/app.ts';
import { ResponseCache } from '../../api/src/http/cache.ts';
import { settingsBody, tr } from './support/content.ts';
import { bearer, signUp, type Member } from './support/members.ts';
import { useTestApp } from './support/testApp.ts';
import { admin, page, SITE, t, usePagesApp } from './support/pages.ts';
import { wholeSitemap } from '../support/sitemap.ts';

/**
 * Public pages kept in the page cache and cleared by exactly the writes that change them; visits
 * counted, members' pages that carry no member's data, and a render that fails.
 * Each check is made on the next request: no rebuild, no restart. On SQLite and MariaDB.
 */

usePagesApp();

describe('the page cache', () => {
  it('answers a repeat request from the cache, and a write clears only the pages that show what it changed', async () => {
    for (const url of ['/cost', '/center/notice', '/center/faqs']) await page(url);
    for (const url of ['/cost', '/center/notice', '/center/faqs']) expect((await page(url)).cache, url).toBe('hit');
    const fee = await admin.create('clinic/fees', { category: tr('캐시 확인'), minCost: 1000, maxCost: 2000 });
    expect((await page('/cost')).cache).toBe('miss');
    expect((await page('/center/notice')).cache).toBe('hit');
    expect((await page('/center/faqs')).cache).toBe('hit');
    await admin.remove('clinic/fees', fee.body.id as number);
    // Settings are on every page (header, footer): a settings change clears them all.
    await admin.update('setting', 'clinic', settingsBody({ onReview: true }));
    for (const url of ['/cost', '/center/notice', '/center/faqs']) expect((await page(url)).cache, url).toBe('miss');
  });

  it("carries the main page's popup in its HTML (as a notice, not a dialog), and a popup change clears the main page only", async () => {
    for (const url of ['/', '/en', '/cost']) await page(url);
    const made = await admin.create('popups', {
      title: tr('설 연휴 휴진 안내', { en: 'Closed over the Lunar New Year' }),
      body: tr('연휴에는 쉽니다.'),
      position: 0,
    });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const home = await page('/');
    expect(home.cache).toBe('miss');
    // Unseen until the browser knows whether this visitor hid it: a region named by its title.
    expect(home.text).toMatch(
      new RegExp(`<section class="popup is-pending" aria-labelledby="popup-title-${id}">.*설 연휴 휴진 안내`),
    );
    expect(home.text).not.toMatch(/<dialog[^>]*class="popup/);
    expect((await page('/en')).text).toContain('Closed over the Lunar New Year');
    expect((await page('/cost')).cache).toBe('hit');
    await admin.remove('popups', id);
    const after = await page('/');
    expect(after.cache).toBe('miss');
    expect(after.text).not.toContain('설 연휴 휴진 안내');
  });

  it('is per URL and language', async () => {
    await page('/guide');
    expect((await page('/guide')).cache).toBe('hit');
    expect((await page('/en/guide')).cache).toBe('miss');
    expect((await page('/en/guide')).text).toContain('<html lang="en"');
    expect((await page('/guide')).text).toContain('<html lang="ko"');
  });

  it('answers 304 to a repeat visit, br or gzip as accepted, and lets a CDN keep public pages only', async () => {
    const first = await page('/cost');
    expect(first.res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(first.res.headers.vary).toContain('Accept-Encoding');
    const etag = String(first.res.headers.etag);
    expect((await t.http.get('/cost').set('If-None-Match', etag)).status).toBe(304);
    // Compressed when it was kept; the client here decodes it back to the same page.
    for (const encoding of ['br', 'gzip']) {
      const res = await t.http.get('/cost').set('Accept-Encoding', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.text).toBe(first.text);
    }
    for (const url of ['/login', '/mypage/myinfo', '/join/person', '/review/write', '/no-such-page'])
      expect((await page(url)).res.headers['cache-control'], url).toBe('no-store');
  });

  it('writes member pages and forms as noindex and leaves them out of the sitemap', async () => {
    for (const url of ['/login', '/mypage/myinfo', '/mypage/questions', '/join/type', '/review/write'])
      expect((await page(url)).text, url).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await wholeSitemap(async (p) => (await page(p)).text);
    expect(sitemap).not.toMatch(/\/(login|mypage|join|review\/write)[^<]*<\/loc>/);
    for (const p of ['/cost</loc>', '/en/cost</loc>', '/cn/cost</loc>', '/jp/cost</loc>', '/introduction</loc>'])
      expect(sitemap).toContain(p);
    expect(sitemap).toContain('hreflang="x-default"');
  });
});

describe('visits', () => {
  it('a notice page counts one visit each time it is served, from the cache too; the render itself does not', async () => {
    const created = await admin.create('center/notifications', {
      title: '방문 수',
      body: '<p>본문</p>',
      published: true,
    });
    const id = created.body.id as number;
    const views = async () => Number((await t.db.knex('notices').where({ id }).first('views')).views);
    expect((await page(`/center/notice/${id}`)).cache).toBe('miss');
    expect((await page(`/center/notice/${id}`)).cache).toBe('hit');
    expect((await page(`/center/notice/${id}`)).cache).toBe('hit');
    // The counts are written after the answer, several together: written now.
    await t.visits.flush();
    expect(await views()).toBe(3);
    // The sitemap reads every notice: no visit.
    await wholeSitemap(async (p) => (await page(p)).text);
    await t.visits.flush();
    expect(await views()).toBe(3);
  });
});

describe('members', () => {
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    a = await signUp(t, t.http, { name: '한가람' });
    b = await signUp(t, t.http, { name: '윤보라' });
  });

  it("a member's pages carry no member's data, whoever asks and whatever token is sent", async () => {
    for (const token of [undefined, a.accessToken, b.accessToken]) {
      for (const url of ['/mypage/myinfo', '/mypage/reviews', '/mypage/questions', '/']) {
        const res = await page(url, token ? { Authorization: bearer(token) } : {});
        expect(res.status, url).toBe(200);
        for (const secret of [a.username, a.email, a.phone, '한가람', b.username, b.email, b.phone, '윤보라'])
          expect(res.text, `${url} ${secret}`).not.toContain(secret);
      }
    }
  });
});

describe('a render that fails', () => {
  let bundleDir: string;
  const errors: string[] = [];

  const broken = useTestApp({
    env: () => {
      // A server bundle whose render throws (a bug in a page), beside the real template.
      bundleDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-ssr-'));
      mkdirSync(bundleDir, { recursive: true });
      writeFileSync(
        path.join(bundleDir, 'entry-server.js'),
        "export const siteOrigin = 'https://x.example';\nexport const pagesFor = () => [];\nexport async function render() { throw new Error('secret internals: SELECT * FROM users'); }\n",
      );
      return { ...SITE, PUBLIC_SITE_SSR_DIR: bundleDir, LOG_LEVEL: 'error' };
    },
    ready: async (app) => {
      app.app.removeAllListeners('error');
      app.app.on('error', (err: Error) => errors.push(err.message));
    },
  });
  afterAll(() => {
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('is a 500 page in the visitor language, without internals, never kept, and logged', async () => {
    const expected: Array<[string, string, string]> = [
      ['/cost', 'ko', '일시적인 오류가 발생했습니다'],
      ['/en/cost', 'en', 'Something went wrong on our side'],
      ['/cn/cost', 'zh-CN', '暂时出现错误'],
      ['/jp/center/notice/1', 'ja', '一時的なエラーが発生しました'],
    ];
    for (const [url, lang, text] of expected) {
      const res: Response = await broken.http.get(url);
      expect(res.status, url).toBe(500);
      expect(res.text, url).toContain(`<html lang="${lang}"`);
      expect(res.text, url).toContain(text);
      expect(res.text, url).not.toContain('SELECT');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect(errors.filter((e) => e.includes('secret internals'))).toHaveLength(expected.length);
  });

  it('when the API fails under a page, the page is the error page in the layout, in its language', async () => {
    // A copy of the server with nothing kept yet, whose settings (on every page) cannot be read.
    const copy = request(createApp({ config: t.config, db: t.db, cache: new ResponseCache() }).callback());
    await t.db.knex.schema.renameTable('settings', 'settings_away');
    try {
      const res = await copy.get('/en/guide');
      expect(res.status).toBe(500);
      expect(res.text).toContain('<html lang="en"');
      expect(res.text).not.toMatch(/settings_away|SQLITE|ER_/);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await t.db.knex.schema.renameTable('settings_away', 'settings');
    }
    // Not kept: the next request renders again, and succeeds.
    expect((await copy.get('/en/guide')).status).toBe(200);
  });
});
