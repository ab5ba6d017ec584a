import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_PAGE_MAX, translate, type ConsoleComment } from '@clinic/contract';
import { consoleClient, contentRange, type ConsoleClient } from './support/content.ts';
import { ADMIN_SCOPES, createUser, login } from './support/testApp.ts';
import { alice, aliceId, api, bob, t, useBoards } from './support/boards.ts';
import { comment, memberPost } from './support/boardRequests.ts';

// The personal-data access log (issue #19): board comments (members' names and usernames) and the
// log itself are logged when staff read them, and lists of personal data are at most
// PERSONAL_DATA_PAGE_MAX rows a request, so taking more goes through the export that asks why.

useBoards();

interface Entry {
  id: number;
  staff_id: number | null;
  subject_type: string;
  subject_id: number | null;
  action: string;
  detail: string;
  row_count: number | null;
}

/** The entries written after entry `after`, oldest first. */
const entriesAfter = async (after: number) =>
  (await t.db.knex('access_logs').where('id', '>', after).orderBy('id')) as Entry[];
const lastId = async () =>
  Number(((await t.db.knex('access_logs').max({ id: 'id' }).first()) as { id: number | null }).id ?? 0);

let admin: ConsoleClient;
let adminId: number;
let commentId: number;

beforeAll(async () => {
  const adminUser = await createUser(t, ADMIN_SCOPES, 'admin');
  adminId = adminUser.id;
  admin = consoleClient(t, (await login(t, adminUser)).accessToken);
  const postId = await memberPost(bob);
  const res = await comment('free', postId, alice, '압박스타킹은 언제 신나요?');
  expect(res.status).toBe(201);
  commentId = res.body.comment.id as number;
});

describe('board comments, which show members’ names and usernames', () => {
  it('are logged when listed: the list with its row count, and each member whose name it showed', async () => {
    const before = await lastId();
    const res = await api.list('board-comments', { filter: { q: '압박스타킹' } });
    expect(res.status).toBe(200);
    const rows = res.body as ConsoleComment[];
    expect(rows.map((r) => [r.userId, r.memberName])).toEqual([[aliceId, '김민수']]);
    const logged = await entriesAfter(before);
    expect(logged).toEqual([
      expect.objectContaining({
        subject_type: 'boardComment',
        subject_id: null,
        action: 'list',
        // What was searched, masked: it may be a person's name.
        detail: '{"q":"압****"}',
        row_count: 1,
      }),
      expect.objectContaining({
        subject_type: 'member',
        subject_id: aliceId,
        action: 'list',
        detail: 'board-comments',
      }),
    ]);
  });

  it('are logged when one is read, under the comment and under its author', async () => {
    const before = await lastId();
    expect((await api.getOne('board-comments', commentId)).status).toBe(200);
    expect(await entriesAfter(before)).toEqual([
      expect.objectContaining({ subject_type: 'boardComment', subject_id: commentId, action: 'read' }),
      expect.objectContaining({
        subject_type: 'member',
        subject_id: aliceId,
        action: 'read',
        detail: 'board-comments',
      }),
    ]);
  });

  it("the log names the member, so a member's own entries show it", async () => {
    const res = await admin.list('access-logs', { filter: { subjectType: 'member', subjectId: aliceId } });
    expect(res.status).toBe(200);
    const rows = res.body as Array<{ action: string; detail: string; subjectName: string | null }>;
    expect(rows.map((r) => [r.action, r.detail, r.subjectName])).toEqual([
      ['read', 'board-comments', '김민수'],
      ['list', 'board-comments', '김민수'],
    ]);
  });
});

describe('the access log itself', () => {
  it('is logged when listed, with the filter and the row count', async () => {
    const before = await lastId();
    const res = await admin.list('access-logs', { filter: { subjectType: 'boardComment' }, range: [0, 9] });
    expect(res.status).toBe(200);
    const count = (res.body as unknown[]).length;
    expect(count).toBeGreaterThan(0);
    expect(await entriesAfter(before)).toEqual([
      expect.objectContaining({
        staff_id: adminId,
        subject_type: 'accessLog',
        subject_id: null,
        action: 'list',
        detail: '{"subjectType":"boardComment"}',
        row_count: count,
      }),
    ]);
  });

  it('is logged when one entry is read', async () => {
    const target = await lastId();
    expect((await admin.getOne('access-logs', target)).status).toBe(200);
    expect(await entriesAfter(target)).toEqual([
      expect.objectContaining({ staff_id: adminId, subject_type: 'accessLog', subject_id: target, action: 'read' }),
    ]);
  });
});

/** Every console list that holds personal data, with the client allowed to read it. */
const PERSONAL: Array<[resource: string, client: () => ConsoleClient]> = [
  ['forms', () => api],
  ['users', () => api],
  ['users/withdrawals', () => api],
  ['center/questions', () => api],
  ['clinic/reviews2', () => api],
  ['board-comments', () => api],
  ['message-recipients', () => api],
  ['outbox', () => api],
  ['access-logs', () => admin],
];

describe('a list of personal data', () => {
  it.each(PERSONAL)(
    '%s: refuses range=[0,999] with a 400 that points to the export, and nothing is logged',
    async (resource, client) => {
      const before = await lastId();
      const ko = await client().list(resource, { range: [0, 999] });
      expect(ko.status).toBe(400);
      expect(ko.body).toEqual({ message: translate('ko', 'personalDataPage', { max: PERSONAL_DATA_PAGE_MAX }) });
      expect(ko.body.message).toContain('내보내기');
      const en = await client()
        .list(resource, { range: [0, 999] })
        .set('Accept-Language', 'en');
      expect(en.body).toEqual({ message: translate('en', 'personalDataPage', { max: PERSONAL_DATA_PAGE_MAX }) });
      expect((await client().list(resource, { range: [100, 200] })).status).toBe(400);
      expect(await entriesAfter(before)).toEqual([]);
    },
  );

  it.each(PERSONAL)('%s: answers a page of 100 rows, logged as a list', async (resource, client) => {
    const before = await lastId();
    const res = await client().list(resource, { range: [0, PERSONAL_DATA_PAGE_MAX - 1] });
    expect(res.status).toBe(200);
    expect(contentRange(res).resource).toBeTruthy();
    const logged = await entriesAfter(before);
    expect(logged[0]).toMatchObject({ action: 'list', subject_id: null, row_count: (res.body as unknown[]).length });
  });

  it('lists without personal data keep their larger pages', async () => {
    expect((await api.list('boards', { range: [0, 999] })).status).toBe(200);
  });
});
