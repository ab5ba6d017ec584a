import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import * as noticeTranslationsMigration from '../../migrations/20261127000050_notice_translations.ts';
import * as yearEndMigration from '../../migrations/20261127000051_year_end_notice_translated.ts';
import { demoNotices } from '../../migrations/seeds/data/notices.ts';
import { plainToHtml } from '../../api/src/services/html/index.ts';
import { toDbTime } from '../../api/src/db/index.ts';
import { seedDemoContent } from '../../api/src/seeds/demo.ts';
import { LocalStorage } from '../../api/src/services/storage/index.ts';
import { bearer, signIn, tokenFor, useTestApp } from './support/testApp.ts';

// Issue 20: notices in four languages. Korean title and body stay required; English, Chinese and
// Japanese are optional, a language written in full or not at all. The public API answers in the
// caller's language when the notice has it, else in Korean, and says which (`lang`).

const RESOURCE = 'center/notifications';
const KO = { title: '연말연시 진료 일정 안내', body: '<p>12월 31일은 오후에 휴진합니다.</p>' };
const EN = { title: 'Year-end opening hours', body: '<p>We close in the afternoon on 31 December.</p>' };
const empty = { en: '', cn: '', jp: '' };

let client: DataProvider;
let staffToken: string;

const t = useTestApp();
beforeAll(async () => {
  staffToken = await tokenFor(t, 'staff');
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: bearer(staffToken) } });
  client = simpleRestProvider(`${t.url}/api/console`, httpClient);
});

const publicNotice = (id: number, language?: string) => {
  const req = t.http.get(`/api/v1/center/notifications/${id}`);
  return language ? req.set('Accept-Language', language) : req;
};
const publicList = (language: string, query = '') =>
  t.http.get(`/api/v1/center/notifications?perPage=100${query}`).set('Accept-Language', language);
const asStaff = (req: ReturnType<typeof t.http.put>, language = 'ko') =>
  req.set('Authorization', bearer(staffToken)).set('Accept-Language', language);

async function createNotice(extra: Record<string, unknown> = {}): Promise<number> {
  const { data } = await client.create(RESOURCE, {
    data: { ...KO, pinned: false, published: true, publishedAt: '2026-01-05T01:00:00.000Z', ...extra },
  });
  return data.id as number;
}

describe('the console saves, reads back and clears translations (ra-data-simple-rest)', () => {
  let id: number;

  it('creates a notice with an English title and body and reads it back', async () => {
    id = await createNotice({ translations: { title: { en: EN.title }, body: { en: EN.body } } });
    const { data } = await client.getOne(RESOURCE, { id });
    expect(data.title).toBe(KO.title);
    expect(data.body).toBe(KO.body);
    expect(data.translations).toEqual({ title: { ...empty, en: EN.title }, body: { ...empty, en: EN.body } });
  });

  it('a notice made without translations reads back with every language empty', async () => {
    const plain = await createNotice();
    const { data } = await client.getOne(RESOURCE, { id: plain });
    expect(data.translations).toEqual({ title: empty, body: empty });
    const row = await t.db.knex('notices').where({ id: plain }).first();
    expect(row.title_translated).toBeNull();
    expect(row.body_translated).toBeNull();
  });

  it('adds Japanese with the whole record sent back, keeping English', async () => {
    const { data: before } = await client.getOne(RESOURCE, { id });
    const data = {
      ...before,
      translations: {
        title: { ...before.translations.title, jp: '年末年始の診療日程' },
        body: { ...before.translations.body, jp: '<p>12月31日は午後休診です。</p>' },
      },
    };
    const { data: after } = await client.update(RESOURCE, { id, data, previousData: before });
    expect(after.translations.title).toEqual({ en: EN.title, cn: '', jp: '年末年始の診療日程' });
    expect(after.translations.body.jp).toBe('<p>12月31日は午後休診です。</p>');
  });

  it('keeps the translations when an update does not send them', async () => {
    const res = await asStaff(t.http.put(`/api/console/${RESOURCE}/${id}`)).send({ pinned: true });
    expect(res.status).toBe(200);
    expect(res.body.pinned).toBe(true);
    expect(res.body.translations.title.en).toBe(EN.title);
  });

  it('sanitizes a translated body as it does the Korean one', async () => {
    const res = await asStaff(t.http.put(`/api/console/${RESOURCE}/${id}`)).send({
      translations: {
        title: { en: EN.title },
        body: { en: '<p onclick="steal()">Closed <b>31 December</b>.</p><script>alert(1)</script>' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.translations.body.en).toBe('<p>Closed <b>31 December</b>.</p>');
  });

  it('clears a language sent empty, and every language when all are empty', async () => {
    const { data: before } = await client.getOne(RESOURCE, { id });
    const data = {
      ...before,
      translations: {
        title: { en: EN.title, cn: '', jp: '' },
        body: { en: EN.body, cn: '', jp: '<p></p>' },
      },
    };
    const { data: after } = await client.update(RESOURCE, { id, data, previousData: before });
    expect(after.translations).toEqual({ title: { ...empty, en: EN.title }, body: { ...empty, en: EN.body } });

    const { data: cleared } = await client.update(RESOURCE, {
      id,
      data: { ...after, translations: { title: empty, body: empty } },
      previousData: after,
    });
    expect(cleared.translations).toEqual({ title: empty, body: empty });
    expect(cleared.title).toBe(KO.title);
    const row = await t.db.knex('notices').where({ id }).first();
    expect(row.title_translated).toBeNull();
    expect(row.body_translated).toBeNull();
    // The public English page reads the Korean again.
    const res = await publicNotice(id, 'en');
    expect(res.body.notification).toMatchObject({ title: KO.title, body: KO.body, lang: 'ko' });
  });

  it('finds a notice by its translated title', async () => {
    const found = await createNotice({
      translations: { title: { cn: '春节休诊通知 zqx' }, body: { cn: '<p>春节期间休诊。</p>' } },
    });
    const { data, total } = await client.getList(RESOURCE, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '休诊通知 zqx' },
    });
    expect(total).toBe(1);
    expect(data[0]!.id).toBe(found);
  });
});

describe('the public API answers in the caller language, else in Korean, and says which', () => {
  const ids: Record<'older' | 'translated' | 'newer', number> = { older: 0, translated: 0, newer: 0 };

  beforeAll(async () => {
    // Three notices in a row (published one day apart): only the middle one is in English.
    ids.older = await createNotice({ title: '이전 공지 abc', publishedAt: '2025-06-01T01:00:00.000Z' });
    ids.translated = await createNotice({
      title: '가운데 공지 abc',
      publishedAt: '2025-06-02T01:00:00.000Z',
      translations: { title: { en: 'Middle notice abc' }, body: { en: '<p>In English.</p>' } },
    });
    ids.newer = await createNotice({
      title: '다음 공지 abc',
      publishedAt: '2025-06-03T01:00:00.000Z',
      translations: { title: { en: 'Next notice abc' }, body: { en: '<p>Next, in English.</p>' } },
    });
  });

  it('answers one notice in English to English, in Korean to Japanese and Korean', async () => {
    const en = await publicNotice(ids.translated, 'en');
    expect(en.status).toBe(200);
    expect(en.body.notification).toMatchObject({
      title: 'Middle notice abc',
      body: '<p>In English.</p>',
      lang: 'en',
      previous: { id: ids.older, title: '이전 공지 abc', lang: 'ko' },
      next: { id: ids.newer, title: 'Next notice abc', lang: 'en' },
    });
    const jp = await publicNotice(ids.translated, 'ja');
    expect(jp.body.notification).toMatchObject({ title: '가운데 공지 abc', body: KO.body, lang: 'ko' });
    expect(jp.body.notification.next).toEqual({ id: ids.newer, title: '다음 공지 abc', lang: 'ko' });
    const ko = await publicNotice(ids.translated);
    expect(ko.body.notification).toMatchObject({ title: '가운데 공지 abc', lang: 'ko' });
  });

  it('lists each notice in the caller language when it has it', async () => {
    const en = await publicList('en', '&q=abc');
    expect(en.body.notifications.map((n: { title: string; lang: string }) => [n.title, n.lang])).toEqual([
      ['Next notice abc', 'en'],
      ['Middle notice abc', 'en'],
      ['이전 공지 abc', 'ko'],
    ]);
    const cn = await publicList('zh-CN', '&q=abc');
    expect(cn.body.notifications.map((n: { lang: string }) => n.lang)).toEqual(['ko', 'ko', 'ko']);
  });

  it('a translation added moves the notice updatedAt (the sitemap lastmod) on the public list', async () => {
    const before = (await publicList('en', '&q=abc')).body.notifications.find(
      (n: { id: number }) => n.id === ids.older,
    );
    await t.db
      .knex('notices')
      .where({ id: ids.older })
      .update({ updated_at: toDbTime(new Date('2025-06-01T01:00:00Z')) });
    const res = await asStaff(t.http.put(`/api/console/${RESOURCE}/${ids.older}`)).send({
      translations: { title: { en: 'Older notice abc' }, body: { en: '<p>Older, in English.</p>' } },
    });
    expect(res.status).toBe(200);
    const after = (await publicList('en', '&q=abc')).body.notifications.find((n: { id: number }) => n.id === ids.older);
    expect(before.updatedAt).toEqual(expect.stringMatching(/Z$/));
    expect(after).toMatchObject({ title: 'Older notice abc', lang: 'en' });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse('2025-06-02T00:00:00Z'));
  });

  it('finds a notice by its English title on the public list', async () => {
    const res = await publicList('en', `&q=${encodeURIComponent('Middle notice')}`);
    expect(res.body.notifications.map((n: { id: number }) => n.id)).toEqual([ids.translated]);
  });
});

describe('validation: a language in full or not at all, field errors in the caller language', () => {
  let id: number;
  beforeAll(async () => {
    id = await createNotice();
  });
  const put = (translations: unknown, language: string) =>
    asStaff(t.http.put(`/api/console/${RESOURCE}/${id}`), language).send({ translations });

  it('refuses a title without a body and a body without a title', async () => {
    const en = await put({ title: { en: 'Only a title' }, body: { jp: '<p>本文だけ</p>' } }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      'translations.body.en': 'Please add the text in this language too, or leave its title empty.',
      'translations.title.jp': 'Please add a title in this language too, or leave its text empty.',
    });
    const ko = await put({ title: { cn: '只有标题' }, body: {} }, 'ko');
    expect(ko.body.errors).toEqual({ 'translations.body.cn': '이 언어의 본문도 입력하거나, 제목을 비워 주세요.' });
    const jp = await put({ title: { en: '' }, body: { en: '<p>Text only</p>' } }, 'ja');
    expect(jp.body.errors).toEqual({
      'translations.title.en': 'この言語のタイトルも入力するか、本文を空にしてください。',
    });
  });

  it('counts an editor-empty or all-unsafe body as no body', async () => {
    const blank = await put({ title: { en: 'Title' }, body: { en: '<p><br></p>' } }, 'en');
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors)).toEqual(['translations.body.en']);
    const unsafe = await put({ title: { en: 'Title' }, body: { en: '<script>alert(1)</script>' } }, 'zh-CN');
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.errors).toEqual({ 'translations.body.en': '请同时填写此语言的正文，或将标题留空。' });
  });

  it('holds each language to the Korean limits', async () => {
    const res = await put({ title: { jp: 'あ'.repeat(121) }, body: { jp: `<p>${'い'.repeat(20001)}</p>` } }, 'ja');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'translations.title.jp': '120文字以内で入力してください。',
      'translations.body.jp': '20000文字以内で入力してください。',
    });
  });

  it('stored nothing of the refused requests', async () => {
    const row = await t.db.knex('notices').where({ id }).first();
    expect(row.title_translated).toBeNull();
    expect(row.body_translated).toBeNull();
  });
});

describe('only staff change a notice', () => {
  let id: number;
  beforeAll(async () => {
    id = await createNotice();
  });
  const change = { translations: { title: { en: 'Changed' }, body: { en: '<p>Changed.</p>' } } };

  it('refuses an anonymous call (401) and a member (403)', async () => {
    const member = await signIn(t, 'member');
    for (const [auth, status] of [
      [undefined, 401],
      [bearer(member.token), 403],
    ] as const) {
      const withAuth = <T extends { set: (k: string, v: string) => T }>(req: T) =>
        auth ? req.set('Authorization', auth) : req;
      expect((await withAuth(t.http.put(`/api/console/${RESOURCE}/${id}`)).send(change)).status).toBe(status);
      expect((await withAuth(t.http.post(`/api/console/${RESOURCE}`)).send({ ...KO, ...change })).status).toBe(status);
    }
    const row = await t.db.knex('notices').where({ id }).first();
    expect(row.title_translated).toBeNull();
    expect((await publicNotice(id, 'en')).body.notification.lang).toBe('ko');
  });
});

describe('the migration', () => {
  it('runs again without harm, and down then up keeps every Korean notice', async () => {
    const { knex } = t.db;
    const before = await knex('notices').orderBy('id').select('id', 'title', 'body');
    await noticeTranslationsMigration.up(knex);
    await noticeTranslationsMigration.down(knex);
    await noticeTranslationsMigration.down(knex);
    expect(await knex.schema.hasColumn('notices', 'title_translated')).toBe(false);
    await noticeTranslationsMigration.up(knex);
    await noticeTranslationsMigration.up(knex);
    expect(await knex.schema.hasColumn('notices', 'body_translated')).toBe(true);
    expect(await knex('notices').orderBy('id').select('id', 'title', 'body')).toEqual(before);
    const { data } = await client.getOne(RESOURCE, { id: before[0]!.id });
    expect(data.translations).toEqual({ title: empty, body: empty });
  });
});

describe('the first run year-end notice in English, Chinese and Japanese', () => {
  const demo = demoNotices.find((n) => n.translations)!;
  const row = (body: string) => ({
    title: demo.title,
    body,
    pinned: true,
    published: true,
    published_at: toDbTime(new Date('2026-11-10T00:30:00.000Z')),
    views: 0,
    created_at: toDbTime(new Date()),
    updated_at: toDbTime(new Date()),
  });

  it('the data migration translates the notice still holding the first run text, and only that one', async () => {
    const { knex } = t.db;
    const [kept] = await knex('notices').insert(row(plainToHtml(demo.body)));
    const [rewritten] = await knex('notices').insert(row('<p>병원에서 다시 쓴 연말 공지입니다.</p>'));
    await yearEndMigration.up(knex);
    await yearEndMigration.up(knex);
    const en = await publicNotice(Number(kept), 'en');
    expect(en.body.notification).toMatchObject({ title: demo.translations!.en.title, lang: 'en' });
    expect(en.body.notification.body).toBe(plainToHtml(demo.translations!.en.body));
    const jp = await publicNotice(Number(kept), 'ja');
    expect(jp.body.notification).toMatchObject({ title: demo.translations!.jp.title, lang: 'jp' });
    expect((await publicNotice(Number(rewritten), 'en')).body.notification.lang).toBe('ko');
    // Staff's own translation stays; down takes away only what up wrote.
    await knex('notices')
      .where({ id: rewritten })
      .update({ title_translated: '{"en":"Mine"}', body_translated: '{"en":"<p>Mine</p>"}' });
    await yearEndMigration.down(knex);
    expect((await publicNotice(Number(kept), 'en')).body.notification.lang).toBe('ko');
    expect((await publicNotice(Number(rewritten), 'en')).body.notification.title).toBe('Mine');
    await knex('notices')
      .whereIn('id', [Number(kept), Number(rewritten)])
      .delete();
  });

  const fresh = useTestApp();
  it('a first run writes the translations with the notice', { timeout: 120_000 }, async () => {
    await seedDemoContent(fresh.db.knex, new LocalStorage(path.join(fresh.config.dataDir, 'uploads')));
    const stored = await fresh.db.knex('notices').where({ title: demo.title }).first();
    const cn = await fresh.http.get(`/api/v1/center/notifications/${stored.id}`).set('Accept-Language', 'zh-CN');
    expect(cn.body.notification).toMatchObject({ title: demo.translations!.cn.title, lang: 'cn' });
    expect(cn.body.notification.body).toBe(plainToHtml(demo.translations!.cn.body));
    expect(Number((await fresh.db.knex('notices').whereNotNull('title_translated').count({ n: '*' }).first())!.n)).toBe(
      demoNotices.filter((n) => n.translations).length,
    );
  });
});
