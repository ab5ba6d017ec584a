import { beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { bearer, useTestApp } from './support/testApp.ts';
import { consoleClient, settingsBody, staffAndMember, tr, type ConsoleClient } from './support/content.ts';

// Public answers are cached (X-Cache: miss, then hit) and every console write to the resource
// clears them, so the next read shows the change.
let api: ConsoleClient;
let staffToken: string;
const ids: Record<string, number> = {};

async function created(resource: string, body: object): Promise<number> {
  const res = await api.create(resource, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const t = useTestApp();
beforeAll(async () => {
  staffToken = (await staffAndMember(t)).staff;
  api = consoleClient(t, staffToken);
  expect((await api.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
  ids.main = await created('clinic/mains', { code: 'all', count: 100 });
  ids.popup = await created('popups', { title: tr('첫 팝업'), body: tr('내용') });
  ids.banner = await created('banners', { code: 'main', title: tr('배너'), alt: tr('처음 대체 텍스트') });
  ids.fee = await created('clinic/fees', { category: tr('검사'), minCost: 10_000, maxCost: 20_000 });
  const category = await created('center/faq-categories', { code: 'cost', name: tr('비용') });
  ids.faq = await created('center/faqs', { categoryId: category, question: tr('처음 질문'), answer: tr('답') });
  ids.term = await created('terms', {
    code: 'terms-of-use',
    version: '2026-01-01',
    title: tr('이용약관'),
    body: tr('본문'),
    effectiveAt: new Date(Date.now() - 86_400_000).toISOString(),
  });
  ids.review = await created('clinic/reviews', { title: '처음 후기' });
});

const read = (path: string, language = 'ko') => t.http.get(`/api/v1/${path}`).set('Accept-Language', language);

async function expectMissThenHit(path: string): Promise<Response> {
  const first = await read(path);
  expect(first.status).toBe(200);
  expect(first.headers['x-cache']).toBe('miss');
  const second = await read(path);
  expect(second.status).toBe(200);
  expect(second.headers['x-cache']).toBe('hit');
  expect(second.headers['content-type']).toMatch(/^application\/json/);
  expect(second.headers['cache-control']).toBe('no-cache');
  expect(second.body).toEqual(first.body);
  return second;
}

interface CacheCase {
  name: string;
  path: string;
  write: () => Promise<Response>;
  shows: (body: Record<string, unknown>) => unknown;
  before: unknown;
  after: unknown;
}

const cases: CacheCase[] = [
  {
    name: 'settings after PUT setting/clinic',
    path: 'clinic/settings',
    write: () => api.update('setting', 'clinic', settingsBody({ onReview: true, phone: '02-777-0000' })),
    shows: (b) => (b.setting as { phone: string }).phone,
    before: '02-555-1234',
    after: '02-777-0000',
  },
  {
    name: 'mains after PUT',
    path: 'clinic/mains?code=all',
    write: () => api.update('clinic/mains', ids.main!, { count: 101 }),
    shows: (b) => (b.mains as Array<{ count: number }>)[0]!.count,
    before: 100,
    after: 101,
  },
  {
    name: 'popups after POST',
    path: 'popups',
    write: () => api.create('popups', { title: tr('둘째 팝업'), body: tr('내용'), position: 5 }),
    shows: (b) => (b.popups as Array<{ title: string }>).map((p) => p.title),
    before: ['첫 팝업'],
    after: ['첫 팝업', '둘째 팝업'],
  },
  {
    name: 'banners after PUT',
    path: 'banners/main',
    write: () => api.update('banners', ids.banner!, { alt: tr('바뀐 대체 텍스트') }),
    shows: (b) => (b.banners as Array<{ alt: string }>)[0]!.alt,
    before: '처음 대체 텍스트',
    after: '바뀐 대체 텍스트',
  },
  {
    name: 'fees after DELETE',
    path: 'clinic/fees',
    write: () => api.remove('clinic/fees', ids.fee!),
    shows: (b) => (b.fees as unknown[]).length,
    before: 1,
    after: 0,
  },
  {
    name: 'FAQs after PUT',
    path: 'center/faqs',
    write: () => api.update('center/faqs', ids.faq!, { question: tr('바뀐 질문') }),
    shows: (b) => (b.faqs as Array<{ question: string }>)[0]!.question,
    before: '처음 질문',
    after: '바뀐 질문',
  },
  {
    name: 'terms after POST of a newer version',
    path: 'terms/terms-of-use',
    write: () =>
      api.create('terms', {
        code: 'terms-of-use',
        version: '2026-02-01',
        title: tr('새 이용약관'),
        body: tr('새 본문'),
        effectiveAt: new Date(Date.now() - 1000).toISOString(),
      }),
    shows: (b) => (b.term as { version: string }).version,
    before: '2026-01-01',
    after: '2026-02-01',
  },
  {
    name: 'reviews after PUT',
    path: 'clinic/reviews',
    write: () => api.update('clinic/reviews', ids.review!, { title: '바뀐 후기' }),
    shows: (b) => (b.reviews as Array<{ title: string }>).map((r) => r.title),
    before: ['처음 후기'],
    after: ['바뀐 후기'],
  },
  {
    name: 'reviews after settings turn onReview off',
    path: 'clinic/reviews?isMain=false',
    write: () => api.update('setting', 'clinic', settingsBody({ onReview: false })),
    shows: (b) => b.total,
    before: 1,
    after: 0,
  },
];

describe('cached public answers', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const cached = await expectMissThenHit(c.path);
    expect(c.shows(cached.body)).toEqual(c.before);
    const write = await c.write();
    expect(write.status, JSON.stringify(write.body)).toBeLessThan(300);
    const fresh = await read(c.path);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(c.shows(fresh.body)).toEqual(c.after);
    expect((await read(c.path)).headers['x-cache']).toBe('hit');
  });

  it('keeps one entry per language and per query string', async () => {
    await expectMissThenHit('center/faqs?category=cost');
    const en = await read('center/faqs?category=cost', 'en');
    expect(en.headers['x-cache']).toBe('miss');
    expect(en.headers.vary).toMatch(/Accept-Language/i);
    expect((await read('center/faqs?category=cost', 'en')).headers['x-cache']).toBe('hit');
    expect((await read('center/faqs?category=nothing')).headers['x-cache']).toBe('miss');
  });

  it('a write clears only its own resource', async () => {
    for (const path of ['clinic/mains', 'popups']) {
      await read(path);
      expect((await read(path)).headers['x-cache']).toBe('hit');
    }
    expect((await api.update('popups', ids.popup!, { title: tr('다시 바뀐 팝업') })).status).toBe(200);
    expect((await read('popups')).headers['x-cache']).toBe('miss');
    expect((await read('clinic/mains')).headers['x-cache']).toBe('hit');
  });

  it('never caches errors or calls that carry a token', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await read('banners/sidebar');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-cache']).toBeUndefined();
      expect(missing.headers['cache-control']).toBe('no-store');
    }
    await expectMissThenHit('clinic/settings');
    const withToken = await read('clinic/settings').set('Authorization', bearer(staffToken));
    expect(withToken.status).toBe(200);
    expect(withToken.headers['x-cache']).toBeUndefined();
  });

  it('a stored answer served at the door (before the router) carries the headers of the full path', async () => {
    for (const c of cases) {
      await read(c.path);
      // With an Origin the call goes the full way (CORS answers depend on it); this one is not allowed.
      const full = await read(c.path).set('Origin', 'https://elsewhere.example');
      const door = await read(c.path);
      expect(full.headers['x-cache'], c.path).toBe('hit');
      expect(door.headers['x-cache'], c.path).toBe('hit');
      expect(full.headers['access-control-allow-origin']).toBeUndefined();
      const { date: _fullDate, ...fullHeaders } = full.headers;
      const { date: _doorDate, ...doorHeaders } = door.headers;
      expect(doorHeaders, c.path).toEqual(fullHeaders);
      expect(door.body).toEqual(full.body);
    }
  });
});
