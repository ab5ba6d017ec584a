import { beforeAll, describe, expect, it } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { bearer, createUser, login, useTestApp } from './support/testApp.ts';

// The console's own client, unmodified, against the real API over HTTP.
let client: DataProvider;
let accessToken: string;
const RESOURCE = 'center/notifications';

const t = useTestApp();
beforeAll(async () => {
  const staff = await createUser(t, ['user', 'console'], 'staff');
  ({ accessToken } = await login(t, staff));
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: bearer(accessToken) } });
  client = simpleRestProvider(`${t.url}/api/console`, httpClient);
});

const notice = (i: number, extra: Record<string, unknown> = {}) => ({
  title: `공지 ${String(i).padStart(2, '0')} ${i % 3 === 0 ? '주차 안내' : '진료 일정'}`,
  body: `<p>본문 ${i}: 50% 할인 같은 표현은 쓰지 않습니다.</p>`,
  pinned: i % 5 === 0,
  published: i % 4 !== 0,
  publishedAt: new Date(Date.UTC(2026, 0, i, 1, 0, 0)).toISOString(),
  ...extra,
});

describe('ra-data-simple-rest against /api/console/center/notifications', () => {
  const ids: number[] = [];

  it('creates records and answers them with an id', async () => {
    for (let i = 1; i <= 30; i += 1) {
      const { data } = await client.create(RESOURCE, { data: notice(i) });
      expect(data.id).toEqual(expect.any(Number));
      expect(data.title).toBe(notice(i).title);
      expect(data.publishedAt).toBe(notice(i).publishedAt);
      ids.push(data.id as number);
    }
  });

  it('lists a sorted page with the right Content-Range total', async () => {
    const { data, total } = await client.getList(RESOURCE, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'publishedAt', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(30);
    expect(data.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, k) => notice(k + 11).title));
  });

  it('filters by field, by comparison suffix and by q, counting only the matches', async () => {
    const pinned = await client.getList(RESOURCE, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { pinned: true },
    });
    expect(pinned.total).toBe(6);
    expect(pinned.data.every((n) => n.pinned === true)).toBe(true);

    const range = await client.getList(RESOURCE, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: { publishedAt_gte: '2026-01-10T00:00:00Z', publishedAt_lt: '2026-01-20T00:00:00Z' },
    });
    expect(range.total).toBe(10);
    expect(range.data[0]!.title).toBe(notice(19).title);

    const search = await client.getList(RESOURCE, {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: '주차' },
    });
    expect(search.total).toBe(10);
    expect(search.data).toHaveLength(5);

    const percent = await client.getList(RESOURCE, {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '50%' },
    });
    expect(percent.total).toBe(30);
    const literal = await client.getList(RESOURCE, {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '5_%' },
    });
    expect(literal.total).toBe(0);
  });

  it('gets many by id and one by id', async () => {
    const { data } = await client.getMany(RESOURCE, { ids: [ids[0]!, ids[4]!, ids[9]!] });
    expect(data.map((n) => n.id).sort((a, b) => Number(a) - Number(b))).toEqual([ids[0], ids[4], ids[9]]);
    const one = await client.getOne(RESOURCE, { id: ids[2]! });
    expect(one.data).toMatchObject({ id: ids[2], title: notice(3).title, pinned: false, published: true, views: 0 });
  });

  it('updates a record with the whole record sent back, ignoring read-only fields', async () => {
    const { data: before } = await client.getOne(RESOURCE, { id: ids[0]! });
    const { data } = await client.update(RESOURCE, {
      id: ids[0]!,
      data: { ...before, title: '수정된 공지', pinned: true, views: 999, createdAt: '1999-01-01T00:00:00Z' },
      previousData: before,
    });
    expect(data).toMatchObject({
      id: ids[0],
      title: '수정된 공지',
      pinned: true,
      views: 0,
      createdAt: before.createdAt,
    });
    expect(data.body).toBe(before.body);
  });

  it('deletes a record and answers the deleted record', async () => {
    const { data } = await client.delete(RESOURCE, { id: ids[1]! });
    expect(data).toMatchObject({ id: ids[1], title: notice(2).title });
    await expect(client.getOne(RESOURCE, { id: ids[1]! })).rejects.toMatchObject({ status: 404 });
    const { total } = await client.getList(RESOURCE, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(29);
  });

  it('refuses invalid input with translated field errors and stores nothing', async () => {
    const err = await client
      .create(RESOURCE, { data: { title: '', body: 'x'.repeat(20001), pinned: 'yes' } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400 });
    const body = (err as { body: { message: string; errors: Record<string, string> } }).body;
    expect(body.message).toBe('입력한 내용을 다시 확인해 주세요.');
    expect(body.errors).toEqual({
      title: '필수 입력 항목입니다.',
      body: '20000자를 넘을 수 없습니다.',
      pinned: '예 또는 아니요로 선택해 주세요.',
    });
    expect((await t.db.knex('notices').count({ n: '*' }).first())!.n).toBe(29);
  });
});

describe('the list dialect refuses what it does not know', () => {
  const get = (query: string) =>
    t.http.get(`/api/console/center/notifications?${query}`).set('Authorization', bearer(accessToken));
  const cases: Array<[string, string]> = [
    ['sort=["title; DROP TABLE notices","ASC"]', '정렬 기준이 올바르지 않습니다: title; DROP TABLE notices'],
    ['sort=["password_hash","ASC"]', '정렬 기준이 올바르지 않습니다: password_hash'],
    ['sort=["id","ASC; DELETE FROM notices"]', '정렬 기준이 올바르지 않습니다: ASC; DELETE FROM notices'],
    ['sort=id', '정렬 기준이 올바르지 않습니다: id'],
    ['filter={"title) OR 1=1 --":"x"}', '검색 조건이 올바르지 않습니다: title) OR 1=1 --'],
    ['filter={"author_id":1}', '검색 조건이 올바르지 않습니다: author_id'],
    ['filter={"views_gt":1}', '검색 조건이 올바르지 않습니다: views_gt'],
    ['filter={"id":"1 OR 1=1"}', '검색 조건이 올바르지 않습니다: id'],
    ['filter={"publishedAt_gte":"yesterday"}', '검색 조건이 올바르지 않습니다: publishedAt'],
    ['filter={"pinned":"maybe"}', '검색 조건이 올바르지 않습니다: pinned'],
    ['filter={"q":{"$ne":1}}', '검색 조건이 올바르지 않습니다: q'],
    ['filter=[1,2]', '검색 조건이 올바르지 않습니다: [1,2]'],
    ['filter={bad json', '검색 조건이 올바르지 않습니다: {bad json'],
    ['range=[10,5]', '조회 범위가 올바르지 않습니다.'],
    ['range=[0,100000]', '조회 범위가 올바르지 않습니다.'],
    ['range=[-1,5]', '조회 범위가 올바르지 않습니다.'],
  ];
  it.each(cases)('%s -> 400', async (query, message) => {
    const res = await get(encodeURI(query));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('still has every row afterwards', async () => {
    expect((await t.db.knex('notices').count({ n: '*' }).first())!.n).toBe(29);
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '1 OR 1=1', '-1']) {
      const res = await t.http
        .get(`/api/console/center/notifications/${encodeURIComponent(id)}`)
        .set('Authorization', bearer(accessToken));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: '요청하신 내용을 찾을 수 없습니다.' });
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.http
      .post('/api/console/center/notifications')
      .set('Authorization', bearer(accessToken))
      .set('Content-Type', 'application/json')
      .send('{"title": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
