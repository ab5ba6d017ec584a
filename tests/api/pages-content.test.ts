import { describe, expect, it } from 'vitest';
import { settingsBody, tr } from './support/content.ts';
import { admin, page, usePagesApp } from './support/pages.ts';
import { wholeSitemap } from '../support/sitemap.ts';

/**
 * Public pages rendered on request from the database as it is now (the built server bundle, the
 * real API in-process): a notice, and the facts staff change, shown at once.
 * Each check is made on the next request: no rebuild, no restart. On SQLite and MariaDB.
 */

usePagesApp();

describe('a notice', () => {
  it('created in the console is a page at once, in the sitemap; deleted, it answers 404 and leaves it', async () => {
    const title = `주차장 공사 안내 ${Date.now()}`;
    const created = await admin.create('center/notifications', {
      title,
      body: '<p>이번 주 토요일에는 지하 주차장을 쓸 수 없습니다.</p>',
      pinned: false,
      published: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    const shown = await page(`/center/notice/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(shown.text).toContain('지하 주차장을 쓸 수 없습니다');
    expect(shown.text).toContain(`<title>${title}`);
    expect(shown.text).toContain(
      `<link rel="canonical" href="https://www.example-vein-clinic.kr/center/notice/${id}">`,
    );
    expect((await page(`/en/center/notice/${id}`)).status).toBe(200);
    expect((await page('/center/notice')).text).toContain(title);
    const sitemap = await wholeSitemap(async (p) => (await page(p)).text);
    expect(sitemap).toContain(`/center/notice/${id}</loc>`);
    expect(sitemap).toContain(`/jp/center/notice/${id}</loc>`);

    expect((await admin.remove('center/notifications', id)).status).toBe(200);
    const gone = await page(`/center/notice/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain(title);
    expect(gone.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await page(`/en/center/notice/${id}`)).status).toBe(404);
    expect((await page('/center/notice')).text).not.toContain(title);
    expect(await wholeSitemap(async (p) => (await page(p)).text)).not.toContain(`/center/notice/${id}</loc>`);
  });

  it('that never existed is a 404 in every language, not an empty page', async () => {
    for (const url of ['/center/notice/99999', '/en/center/notice/99999', '/jp/center/notice/abc', '/no-such-page']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+/);
    }
  });

  it('unpublished, is a 404; published again, a page', async () => {
    const created = await admin.create('center/notifications', {
      title: '휴진 안내',
      body: '<p>본문</p>',
      published: true,
    });
    const id = created.body.id as number;
    expect((await page(`/center/notice/${id}`)).status).toBe(200);
    const record = (await admin.getOne('center/notifications', id)).body as Record<string, unknown>;
    expect((await admin.update('center/notifications', id, { ...record, published: false })).status).toBe(200);
    expect((await page(`/center/notice/${id}`)).status).toBe(404);
    const unpublished = (await admin.getOne('center/notifications', id)).body as Record<string, unknown>;
    expect((await admin.update('center/notifications', id, { ...unpublished, published: true })).status).toBe(200);
    expect((await page(`/center/notice/${id}`)).status).toBe(200);
  });
});

describe('facts staff change', () => {
  it('a fee changed in the console is on /cost and /en/cost on the next request', async () => {
    const created = await admin.create('clinic/fees', {
      category: tr('초음파 재검사', { en: 'Follow-up ultrasound' }),
      minCost: 71_300,
      maxCost: 73_100,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await page('/cost')).text).toContain('73,100');
    expect((await page('/en/cost')).text).toContain('73,100');
    const record = (await admin.getOne('clinic/fees', id)).body as Record<string, unknown>;
    expect((await admin.update('clinic/fees', id, { ...record, maxCost: 73_900 })).status).toBe(200);
    const ko = (await page('/cost')).text;
    expect(ko).toContain('초음파 재검사');
    expect(ko).toContain('73,900');
    expect(ko).not.toContain('73,100');
    const en = (await page('/en/cost')).text;
    expect(en).toContain('Follow-up ultrasound');
    expect(en).toContain('73,900');
    expect((await admin.remove('clinic/fees', id)).status).toBe(200);
    expect((await page('/cost')).text).not.toContain('73,900');
  });

  it('the business phone changed in settings is in the header and footer at once, in every language', async () => {
    expect(
      (await admin.update('setting', 'clinic', settingsBody({ onReview: true, phone: '02-555-0199' }))).status,
    ).toBe(200);
    for (const url of ['/', '/cost', '/jp/cost', '/en/center/faqs']) {
      const text = (await page(url)).text;
      expect(text, url).toMatch(/class="site-header__phone"[^>]*>[\s\S]*?02-555-0199/);
      expect(text.slice(text.indexOf('class="site-footer"')), url).toContain('02-555-0199');
    }
  });

  it('with reviews switched off, /review is a 404 and no menu links to it; on again, it is back', async () => {
    expect((await admin.update('setting', 'clinic', settingsBody({ onReview: false }))).status).toBe(200);
    for (const prefix of ['', '/en']) {
      expect((await page(`${prefix}/review`)).status).toBe(404);
      expect((await page(`${prefix}/`)).text).not.toContain(`href="${prefix}/review"`);
    }
    expect(await wholeSitemap(async (p) => (await page(p)).text)).not.toContain('/review</loc>');
    expect((await admin.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
    expect((await page('/review')).status).toBe(200);
    expect((await page('/')).text).toContain('href="/review"');
    expect(await wholeSitemap(async (p) => (await page(p)).text)).toContain('/review</loc>');
  });

  it('the terms in force are the ones rendered', async () => {
    const terms = (await admin.list('terms', { range: [0, 99] })).body as Array<Record<string, unknown>>;
    const privacy = terms.find((x) => x.code === 'privacy-policy');
    expect(privacy).toBeDefined();
    const body = tr(`<p>개인정보 처리방침 개정 ${Date.now()}</p>`);
    const res = await admin.update('terms', privacy!.id as number, { ...privacy, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await page('/privacy-policy')).text).toContain(body.ko.slice(3, -4));
  });
});
