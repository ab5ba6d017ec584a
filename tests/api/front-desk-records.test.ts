import { describe, expect, it } from 'vitest';
import { translate, type MemberHistory } from '@clinic/contract';
import { tr } from './support/content.ts';
import { bearer } from './support/members.ts';
import { api, freshHttp, member, useFrontDesk } from './support/frontDesk.ts';

/**
 * The console as the clinic's front desk (API): a member's comments in their history, and deletes
 * that say what they take along. On SQLite and MariaDB.
 */

useFrontDesk();

describe("a member's comments", () => {
  it('show on the site with the name masked; staff see whose they are, and the member page lists them', async () => {
    const board = await api.create('boards', { key: 'desk-talk', name: tr('이야기'), commentsEnabled: true });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const post = await api.create('board-posts', { boardId: board.body.id, title: '안내', body: '<p>본문</p>' });
    const commented = await freshHttp()
      .post(`/api/v1/boards/desk-talk/posts/${post.body.id}/comments`)
      .set('Authorization', bearer(member.accessToken))
      .send({ body: '잘 읽었습니다.' });
    expect(commented.status, JSON.stringify(commented.body)).toBe(201);
    const [row] = (await api.list('board-comments', { filter: { postId: post.body.id } })).body as Array<
      Record<string, unknown>
    >;
    expect(row).toMatchObject({ author: '정*순', memberName: '정맥순', userId: member.id });
    const history = (await api.raw('get', `users/${member.id}/history`)).body as MemberHistory;
    expect(history.comments.map((c) => [c.body, c.postTitle])).toEqual([['잘 읽었습니다.', '안내']]);
  });
});

describe('deletes that take records along', () => {
  it('say what and how many: a board its posts, comments and files; a level its members', async () => {
    const board = await api.create('boards', { key: 'desk-news', name: tr('소식') });
    expect(board.status).toBe(201);
    for (const title of ['하나', '둘', '셋'])
      expect((await api.create('board-posts', { boardId: board.body.id, title, body: '<p>본문</p>' })).status).toBe(
        201,
      );
    expect((await api.raw('get', `boards/${board.body.id}/dependents`)).body).toEqual({
      dependents: { posts: 3, comments: 0, files: 0 },
    });
    const level = await api.create('users/levels', { name: 'VIP' });
    await api.update('users', member.id, { levelId: level.body.id });
    expect((await api.raw('get', `users/levels/${level.body.id}/dependents`)).body).toEqual({
      dependents: { members: 1 },
    });
  });

  it('a FAQ category in use is refused with how many FAQs are in it, not "conflicts"', async () => {
    const category = await api.create('center/faq-categories', { code: 'desk', name: tr('접수') });
    await api.create('center/faqs', { categoryId: category.body.id, question: tr('질문'), answer: tr('<p>답</p>') });
    expect((await api.raw('get', `center/faq-categories/${category.body.id}/dependents`)).body).toEqual({
      dependents: { faqs: 1 },
    });
    const res = await api.remove('center/faq-categories', category.body.id).set('Accept-Language', 'ko');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: translate('ko', 'categoryInUse', { num: 1 }) });
  });
});
