import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp.ts';
import { toDbTime } from '../../api/src/db/index.ts';

const ids: Record<string, number> = {};

const t = useTestApp();
beforeAll(async () => {
  const now = Date.now();
  const at = (days: number) => toDbTime(new Date(now + days * 86_400_000));
  const rows = [
    { key: 'old', title: '오래된 공지', pinned: false, published: true, published_at: at(-30) },
    { key: 'recent', title: '최근 공지', pinned: false, published: true, published_at: at(-1) },
    { key: 'pinnedOld', title: '고정 공지', pinned: true, published: true, published_at: at(-60) },
    { key: 'draft', title: '임시 저장 공지', pinned: true, published: false, published_at: at(-2) },
    { key: 'future', title: '예약 공지', pinned: false, published: true, published_at: at(3) },
    { key: 'middle', title: '중간 공지', pinned: false, published: true, published_at: at(-10) },
  ];
  for (const { key, ...row } of rows) {
    const [id] = await t.db.knex('notices').insert({
      ...row,
      body: `<p>${row.title} 본문입니다.</p><p>두 번째 문단입니다.</p>`,
      views: 0,
      created_at: at(-90),
      updated_at: at(-90),
    });
    ids[key] = Number(id);
  }
});

describe('GET /api/v1/center/notifications', () => {
  it('lists only published notices whose time has come, pinned first, then newest', async () => {
    const res = await t.http.get('/api/v1/center/notifications');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      '고정 공지',
      '최근 공지',
      '중간 공지',
      '오래된 공지',
    ]);
    expect(res.body.notifications[0]).toEqual({
      id: ids.pinnedOld,
      title: '고정 공지',
      // Issue 20: the language the title is in (Korean: the notice has no translation).
      lang: 'ko',
      pinned: true,
      publishedAt: expect.stringMatching(/Z$/),
      views: 0,
      // When staff last changed it: the sitemap's lastmod.
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('pages and searches', async () => {
    const page2 = await t.http.get('/api/v1/center/notifications?page=2&perPage=3');
    expect(page2.body).toMatchObject({ total: 4, notifications: [{ title: '오래된 공지' }] });
    const search = await t.http.get('/api/v1/center/notifications?q=' + encodeURIComponent('중간'));
    expect(search.body.total).toBe(1);
    const bad = await t.http.get('/api/v1/center/notifications?perPage=5000').set('Accept-Language', 'zh-CN');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请检查您输入的内容。');
    expect(bad.body.errors.perPage).toBeTruthy();
  });
});

describe('GET /api/v1/center/notifications/:id', () => {
  it('answers one notice with its neighbours and counts the view', async () => {
    const res = await t.http.get(`/api/v1/center/notifications/${ids.middle}`);
    expect(res.status).toBe(200);
    expect(res.body.notification).toMatchObject({
      id: ids.middle,
      title: '중간 공지',
      body: '<p>중간 공지 본문입니다.</p><p>두 번째 문단입니다.</p>',
      views: 1,
      previous: { id: ids.old, title: '오래된 공지' },
      next: { id: ids.recent, title: '최근 공지' },
    });
    const again = await t.http.get(`/api/v1/center/notifications/${ids.middle}`);
    expect(again.body.notification.views).toBe(2);
    // No header spares a read from the count (the server's own page renders are told apart in-process).
    const claimed = await t.http.get(`/api/v1/center/notifications/${ids.middle}`).set('X-Prerender', '1');
    expect(claimed.body.notification.views).toBe(3);
  });

  it('answers 404 for drafts, scheduled and missing notices', async () => {
    for (const id of [ids.draft, ids.future, 987654, 'abc']) {
      const res = await t.http.get(`/api/v1/center/notifications/${id}`).set('Accept-Language', 'en');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'The requested item was not found.' });
    }
  });
});

describe('the API around it', () => {
  it('reports health with the database state', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', dialect: t.db.dialect });
  });

  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    const res = await t.http.get('/api/v1/nothing-here').set('Accept-Language', 'ja,en;q=0.5');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'お探しの内容が見つかりません。' });
  });

  it('sets security headers', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // JSON is never rendered: nothing may load from it, nothing may frame it.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
