import { describe, expect, it } from 'vitest';
import {
  translate,
  type ConsoleComment,
  type PostSummary,
  type PublicComment,
  type PublicPost,
} from '@clinic/contract';
import { contentRange } from './support/content.ts';
import { alice, aliceId, api, bob, boards, pdf, staff, t, useBoards } from './support/boards.ts';
import { auth, comment, comments, getPost, listPosts, memberPost, v1, writePost } from './support/boardRequests.ts';

// Boards: comments, hidden posts and comments, and the console's board-comments.

useBoards();

describe('comments', () => {
  it('members comment where the board allows it, and only the author or staff change one', async () => {
    const postId = await memberPost(bob);
    expect((await comment('free', postId, undefined, '안녕하세요')).status).toBe(401);
    const created = await comment('free', postId, alice, '<b>저도</b> 그렇습니다');
    expect(created.status).toBe(201);
    const c = created.body.comment as PublicComment;
    expect(c).toMatchObject({ author: '김*수', body: '<b>저도</b> 그렇습니다', mine: true });

    const url = v1(`/free/posts/${postId}/comments/${c.id}`);
    expect((await auth(t.http.put(url), undefined).send({ body: '수정' })).status).toBe(401);
    const other = await auth(t.http.put(url), bob).send({ body: '수정' });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: translate('ko', 'notAuthor') });
    expect((await auth(t.http.delete(url), bob)).status).toBe(403);
    expect((await auth(t.http.delete(url), undefined)).status).toBe(401);

    const own = await auth(t.http.put(url), alice).send({ body: '고쳤습니다' });
    expect(own.status).toBe(200);
    expect(own.body.comment).toMatchObject({ id: c.id, body: '고쳤습니다', mine: true });
    expect((await auth(t.http.put(url), alice).send({ body: '  ' })).status).toBe(400);

    const list = await comments('free', postId, bob);
    expect(list.body.comments).toEqual([{ ...own.body.comment, mine: false }]);
    expect((await comments('free', postId, staff)).body.comments[0].mine).toBe(true);
    expect((await getPost('free', postId)).body.post.comments).toBe(1);

    expect((await auth(t.http.delete(url), staff)).status).toBe(204);
    expect((await comments('free', postId)).body.comments).toEqual([]);
  });

  it('members may comment on a staff board that allows comments', async () => {
    const post = await writePost('clinic-news', staff, { title: '소식', body: '<p>소식</p>' });
    const res = await comment('clinic-news', post.body.post.id as number, bob, '감사합니다');
    expect(res.status).toBe(201);
  });

  it('refuses comments where the board has them off', async () => {
    const post = await writePost('closed', alice, { title: '댓글 없는 글', body: '본문' });
    const res = await comment('closed', post.body.post.id as number, alice, '댓글');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: translate('ko', 'commentsClosed') });
    const byStaff = await comment('closed', post.body.post.id as number, staff, '댓글');
    expect(byStaff.status).toBe(403);
  });
});

describe('hidden posts and comments', () => {
  it('vanish from public reads, and their files cannot be downloaded', async () => {
    const res = await writePost('free', alice, { title: '숨길 글', body: '본문' }, [
      ['files', pdf, 'a.pdf', 'application/pdf'],
    ]);
    const post = res.body.post as PublicPost;
    const fileUrl = post.files[0]!.url;
    await comment('free', post.id, bob, '댓글').expect(201);
    const other = await memberPost(bob, '남는 글');
    const hiddenComment = (await comment('free', other, alice, '숨길 댓글')).body.comment as PublicComment;
    await comment('free', other, bob, '남는 댓글').expect(201);

    // Pinned first, then hidden by a PUT of `hidden` alone: it stays pinned.
    await api.update('board-posts', post.id, { pinned: true }).expect(200);
    const hidden = await api.update('board-posts', post.id, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, pinned: true, title: '숨길 글' });

    const ids = (await listPosts('free', '?perPage=100')).body.posts.map((p: PostSummary) => p.id);
    expect(ids).not.toContain(post.id);
    expect(ids).toContain(other);
    expect((await getPost('free', post.id)).status).toBe(404);
    expect((await getPost('free', post.id, alice)).status).toBe(404);
    expect((await t.http.get(fileUrl)).status).toBe(404);
    expect((await comments('free', post.id)).status).toBe(404);
    expect((await comment('free', post.id, bob, '또')).status).toBe(404);
    expect((await auth(t.http.put(v1(`/free/posts/${post.id}`)), alice).send({ title: 'x', body: 'y' })).status).toBe(
      404,
    );

    // A hidden comment is gone from the list and from the count.
    const hide = await api.update('board-comments', hiddenComment.id, { hidden: true });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ hidden: true, body: '숨길 댓글', postId: other, boardId: boards.free });
    const visible = await comments('free', other);
    expect((visible.body.comments as PublicComment[]).map((c) => c.body)).toEqual(['남는 댓글']);
    expect((await getPost('free', other)).body.post.comments).toBe(1);
    const hiddenUrl = v1(`/free/posts/${other}/comments/${hiddenComment.id}`);
    expect((await auth(t.http.put(hiddenUrl), alice).send({ body: '다시' })).status).toBe(404);

    // Shown again, all comes back.
    await api.update('board-posts', post.id, { hidden: false }).expect(200);
    expect((await getPost('free', post.id)).status).toBe(200);
    expect((await t.http.get(fileUrl)).status).toBe(200);
  });
});

describe('console board-comments', () => {
  it('lists with filters and Content-Range, hides, deletes, and has no create', async () => {
    const postId = await memberPost(alice, '댓글 목록용');
    const a = (await comment('free', postId, bob, '첫째 특별한 댓글')).body.comment as PublicComment;
    const b = (await comment('free', postId, alice, '둘째 댓글')).body.comment as PublicComment;
    const news = await writePost('clinic-news', staff, { title: '소식 댓글', body: '<p>x</p>' });
    await comment('clinic-news', news.body.post.id as number, alice, '소식 댓글').expect(201);

    const byPost = await api.list('board-comments', { filter: { postId }, sort: ['id', 'ASC'] });
    expect(byPost.status).toBe(200);
    expect(contentRange(byPost)).toEqual({ resource: 'board-comments', start: 0, end: 1, total: 2 });
    const records = byPost.body as ConsoleComment[];
    expect(records.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(records[1]).toMatchObject({
      postId,
      boardId: boards.free,
      postTitle: '댓글 목록용',
      userId: aliceId,
      author: '김*수',
      body: '둘째 댓글',
      hidden: false,
    });

    const byBoard = await api.list('board-comments', { filter: { boardId: boards['clinic-news'] } });
    for (const c of byBoard.body as ConsoleComment[]) expect(c.boardId).toBe(boards['clinic-news']);
    expect((byBoard.body as ConsoleComment[]).length).toBeGreaterThan(0);
    const byQ = await api.list('board-comments', { filter: { q: '특별한' } });
    expect((byQ.body as ConsoleComment[]).map((c) => c.id)).toEqual([a.id]);

    await api.update('board-comments', a.id, { hidden: true }).expect(200);
    const hiddenOnes = await api.list('board-comments', { filter: { hidden: true, postId } });
    expect((hiddenOnes.body as ConsoleComment[]).map((c) => c.id)).toEqual([a.id]);
    const corrected = await api.update('board-comments', b.id, { body: '고친 댓글' });
    expect(corrected.body).toMatchObject({ body: '고친 댓글', hidden: false });

    expect([404, 405]).toContain((await api.create('board-comments', { postId, body: 'x' })).status);
    const removed = await api.remove('board-comments', b.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: b.id });
    expect((await api.getOne('board-comments', b.id)).status).toBe(404);
  });
});
