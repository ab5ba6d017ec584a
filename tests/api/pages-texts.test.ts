import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';
import { contentRange } from './support/content.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';
import { bearer, tokenFor } from './support/testApp.ts';

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

describe('staff change a page’s title, description and lead in the console', () => {
  type Record = { id: number; key: string; versions: { ko: number; en: number; cn: number; jp: number } } & {
    [field: string]: unknown;
  };
  const venaseal = async (): Promise<Record> => {
    const list = await admin.list('pages');
    expect(list.status).toBe(200);
    expect(contentRange(list).total).toBe(KEYS.length);
    const found = (list.body as Record[]).find((p) => p.key === 'surgery/venaseal')!;
    const one = await admin.getOne('pages', found.id);
    expect(one.status).toBe(200);
    return one.body as Record;
  };

  it('the next request of the page shows the new text; an empty translation shows the Korean', async () => {
    const before = await venaseal();
    const ko = PAGE_TEXTS['surgery/venaseal']!.ko as { lead: string; title: string; description: string };
    expect(before).toMatchObject({ title: { ko: ko.title }, lead: { ko: ko.lead }, updatedBy: null });
    const lead = '베나실은 의료용 접착제로 역류하는 정맥을 닫는 시술입니다. (고친 문장)';
    const saved = await admin.update('pages', before.id, {
      ...before,
      lead: { ...(before.lead as object), ko: lead, en: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.versions).toEqual({ ...before.versions, ko: before.versions.ko + 1, en: before.versions.en + 1 });
    expect(saved.body.updatedBy).toMatch(/^staff/);
    const html = (await page('/surgery/venaseal')).text;
    expect(html).toContain(lead);
    expect(html).not.toContain(ko.lead);
    // English left empty: the English page shows the Korean lead, its other texts stay English.
    const en = (await page('/en/surgery/venaseal')).text;
    expect(en).toContain(lead);
    expect(en).toContain((PAGE_TEXTS['surgery/venaseal']!.en as { title: string }).title);

    // Put back, on the versions it now has.
    const back = await admin.update('pages', before.id, { ...saved.body, lead: before.lead });
    expect(back.status).toBe(200);
    expect((await page('/surgery/venaseal')).text).toContain(ko.lead);
  });

  it('a save made on an older version is refused with who changed it and when, and changes nothing', async () => {
    const opened = await venaseal();
    const first = await admin.update('pages', opened.id, {
      ...opened,
      title: { ...(opened.title as object), jp: 'ベナシール（先に保存）' },
    });
    expect(first.status).toBe(200);
    const late = await admin
      .update('pages', opened.id, {
        ...opened,
        description: { ...(opened.description as object), ko: '늦게 저장한 설명' },
      })
      .set('Accept-Language', 'ko');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^그사이 staff\S* 님이 .+에 이 내용을 바꾸었습니다/);
    const now = await venaseal();
    expect(now.title).toMatchObject({ jp: 'ベナシール（先に保存）' });
    expect(now.description).toMatchObject({ ko: (opened.description as { ko: string }).ko });
    await admin.update('pages', opened.id, { ...now, title: opened.title });
  });

  it('refuses an empty Korean title and a Korean description over 80 characters, naming the field', async () => {
    const opened = await venaseal();
    const res = await admin
      .update('pages', opened.id, {
        ...opened,
        title: { ...(opened.title as object), ko: ' ' },
        description: { ...(opened.description as object), ko: '가'.repeat(81) },
      })
      .set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['description.ko', 'title.ko']);
  });

  it('is for staff only: anonymous 401, a member 403', async () => {
    const opened = await venaseal();
    expect((await t.http.get('/api/console/pages')).status).toBe(401);
    const member = await tokenFor(t, 'member', 'pagesmember');
    expect((await t.http.get('/api/console/pages').set('Authorization', bearer(member))).status).toBe(403);
    expect(
      (await t.http.put(`/api/console/pages/${opened.id}`).set('Authorization', bearer(member)).send(opened)).status,
    ).toBe(403);
  });
});
