import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';
import { page, t, usePagesApp } from './support/pages.ts';

/**
 * The public pages' texts are data: the migrations give a first run (and every existing database)
 * the texts the pages had in the code, word for word, and the site reads them from the database on
 * each request. On SQLite and MariaDB.
 */

usePagesApp();

const KEYS = Object.keys(PAGE_TEXTS);

describe('the texts the migrations give every database', () => {
  it('are the frozen first-run texts, every page in every language, word for word', async () => {
    const rows = (await t.db
      .knex('page_texts')
      .join('pages', 'pages.id', 'page_texts.page_id')
      .select('pages.page_key', 'page_texts.locale', 'page_texts.content', 'page_texts.version')) as Array<{
      page_key: string;
      locale: string;
      content: string;
      version: number;
    }>;
    expect(rows).toHaveLength(KEYS.length * LOCALES.length);
    for (const row of rows) {
      expect(JSON.parse(row.content), `${row.page_key} ${row.locale}`).toEqual(PAGE_TEXTS[row.page_key]?.[row.locale]);
      expect(row.version).toBe(1);
    }
  });
  // Until they moved, a test here compared the frozen texts with public-site/src/content/pages/, file
  // by file and language by language: equal word for word (commit a3f29a5), before the files went.
});

describe('GET /api/v1/pages/{key}', () => {
  it("answers a page's text in the request's language", async () => {
    const http = t.http;
    const ko = await http.get('/api/v1/pages/surgery/venaseal');
    expect(ko.status).toBe(200);
    expect(ko.body).toEqual({
      page: { key: 'surgery/venaseal', locale: 'ko', content: PAGE_TEXTS['surgery/venaseal']!.ko },
    });
    const en = await http.get('/api/v1/pages/surgery/venaseal').set('Accept-Language', 'en');
    expect(en.body.page).toEqual({
      key: 'surgery/venaseal',
      locale: 'en',
      content: PAGE_TEXTS['surgery/venaseal']!.en,
    });
    const jp = await http.get('/api/v1/pages/cost').set('Accept-Language', 'ja');
    expect(jp.body.page.content).toEqual(PAGE_TEXTS.cost!.jp);
    expect((await http.get('/api/v1/pages/home')).body.page.content).toEqual(PAGE_TEXTS.home!.ko);
  });

  it('answers the Korean where a language has no text yet', async () => {
    const pageId = ((await t.db.knex('pages').where({ page_key: 'ex' }).first('id')) as { id: number }).id;
    const en = await t.db.knex('page_texts').where({ page_id: pageId, locale: 'en' }).first();
    await t.db.knex('page_texts').where({ page_id: pageId, locale: 'en' }).delete();
    t.cache.clear();
    try {
      const res = await t.http.get('/api/v1/pages/ex').set('Accept-Language', 'en');
      expect(res.status).toBe(200);
      expect(res.body.page).toEqual({ key: 'ex', locale: 'ko', content: PAGE_TEXTS.ex!.ko });
    } finally {
      await t.db.knex('page_texts').insert(en);
      t.cache.clear();
    }
  });

  it('answers 404 for a page that is not there, in any spelling', async () => {
    const http = t.http;
    for (const url of [
      '/api/v1/pages/nope',
      '/api/v1/pages/surgery/nope',
      '/api/v1/pages/Surgery/venaseal',
      '/api/v1/pages/surgery%2Fvenaseal',
      '/api/v1/pages/..%2Fcost',
      '/api/v1/pages/a/b/c',
    ]) {
      expect((await http.get(url)).status, url).toBe(404);
    }
  });
});

describe('the pages patients read', () => {
  it('show the text in the HTML, in each language, read from the database on the next request', async () => {
    const ko = PAGE_TEXTS['surgery/venaseal']!.ko as { lead: string; title: string };
    const en = PAGE_TEXTS['surgery/venaseal']!.en as { lead: string; title: string };
    expect((await page('/surgery/venaseal')).text).toContain(ko.lead);
    expect((await page('/en/surgery/venaseal')).text).toContain(en.lead.replaceAll("'", '&#x27;'));

    // Changed in the database and its cache tag cleared (what a staff write does): shown at once.
    const sentence = '베나실 시술 안내 문장을 바꾸었습니다.';
    const pageId = ((await t.db.knex('pages').where({ page_key: 'surgery/venaseal' }).first('id')) as { id: number })
      .id;
    const changed = { ...ko, lead: sentence };
    await t.db
      .knex('page_texts')
      .where({ page_id: pageId, locale: 'ko' })
      .update({ content: JSON.stringify(changed) });
    t.cache.invalidate('pages');
    try {
      const html = (await page('/surgery/venaseal')).text;
      expect(html).toContain(sentence);
      expect(html).not.toContain(ko.lead);
    } finally {
      await t.db
        .knex('page_texts')
        .where({ page_id: pageId, locale: 'ko' })
        .update({ content: JSON.stringify(ko) });
      t.cache.invalidate('pages');
    }
  });
});
