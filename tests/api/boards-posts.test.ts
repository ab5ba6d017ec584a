import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate, type ConsolePost, type PostSummary, type PublicBoard, type PublicPost } from '@clinic/contract';
import { binary, contentRange, filesUnder, publicFile } from './support/content.ts';
import { alice, api, bob, boards, pdf, png, privateRoot, staff, t, useBoards } from './support/boards.ts';
import { auth, getPost, listPosts, memberPost, v1, writePost } from './support/boardRequests.ts';

// Boards: public reads and writes of posts (/api/v1/boards/...), who may change what, the HTML
// allow-list, and the console's board-posts.

useBoards();

describe('public boards', () => {
  it('lists published boards by position, in the reader’s language', async () => {
    const res = await t.http.get(v1('')).set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.body.boards as PublicBoard[]).toEqual([
      { key: 'clinic-news', name: 'Board clinic-news', writeAccess: 'staff', commentsEnabled: true },
      { key: 'free', name: 'Board free', writeAccess: 'members', commentsEnabled: true },
      { key: 'closed', name: 'Board closed', writeAccess: 'members', commentsEnabled: false },
    ]);
    const one = await t.http.get(v1('/closed'));
    expect(one.body).toEqual({
      board: { key: 'closed', name: '게시판 closed', writeAccess: 'members', commentsEnabled: false },
    });
    expect((await t.http.get(v1('/draft'))).status).toBe(404);
    expect((await listPosts('draft')).status).toBe(404);
    expect((await t.http.get(v1('/no-such'))).status).toBe(404);
  });

  it('lets only staff post on a staff board; anonymous callers must log in', async () => {
    const member = await writePost('clinic-news', alice, { title: '제목', body: '본문' });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: translate('ko', 'boardStaffOnly') });
    const anonymous = await writePost('clinic-news', undefined, { title: '제목', body: '본문' });
    expect(anonymous.status).toBe(401);
    const anonymousMembers = await writePost('free', undefined, { title: '제목', body: '본문' });
    expect(anonymousMembers.status).toBe(401);

    const byStaff = await writePost('clinic-news', staff, { title: '진료 안내', body: '<p>토요일 진료</p>' });
    expect(byStaff.status).toBe(201);
    expect(byStaff.body.post).toMatchObject({
      title: '진료 안내',
      author: '박간호사',
      body: '<p>토요일 진료</p>',
      pinned: false,
      comments: 0,
      files: [],
      mine: true,
    });
    // JSON works too (a post without files).
    const json = await auth(t.http.post(v1('/clinic-news/posts')), staff).send({ title: 'JSON', body: '<p>x</p>' });
    expect(json.status).toBe(201);
  });

  it('strips scripts, handlers, javascript: links and foreign images from a staff post', async () => {
    const body = [
      '<h2>여름철 다리 관리</h2>',
      '<script>alert(1)</script>',
      '<p onclick="steal()">본문 <a href="javascript:alert(1)">나쁜 링크</a> <a href="https://example.org/info">좋은 링크</a></p>',
      '<img src="/uploads/editor/abc-960.webp" alt="그림">',
      '<img src="https://evil.example/x.png" onerror="alert(1)">',
      '<img src="/uploads/editor/def.webp" onerror="alert(2)">',
      '<ul><li>하나</li><li>둘</li></ul><ol><li>셋</li></ol>',
      '<table><thead><tr><th>시간</th></tr></thead><tbody><tr><td>9시</td></tr></tbody></table>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    ].join('');
    const res = await writePost('clinic-news', staff, { title: '허용 목록', body });
    expect(res.status).toBe(201);
    const stored = (res.body.post as PublicPost).body;
    for (const gone of ['<script', 'alert', 'onclick', 'onerror', 'javascript:', 'evil.example', 'iframe', 'style'])
      expect(stored).not.toContain(gone);
    for (const kept of [
      '<h2>여름철 다리 관리</h2>',
      '<img src="/uploads/editor/abc-960.webp" alt="그림" />',
      '<img src="/uploads/editor/def.webp" />',
      '<ul><li>하나</li><li>둘</li></ul>',
      '<ol><li>셋</li></ol>',
      '<table><thead><tr><th>시간</th></tr></thead><tbody><tr><td>9시</td></tr></tbody></table>',
      'href="https://example.org/info"',
      '좋은 링크',
    ])
      expect(stored).toContain(kept);
    expect(stored).toContain('<a>나쁜 링크</a>');

    // A body with nothing left after the allow-list is refused like an empty one.
    for (const empty of ['<script>alert(1)</script>', '<p></p>', '<img src="https://evil.example/x.png">']) {
      const refused = await writePost('clinic-news', staff, { title: '빈 글', body: empty });
      expect(refused.status, empty).toBe(400);
      expect(refused.body.errors).toEqual({ body: translate('ko', 'required') });
    }
  });

  it("keeps a member's body as text: tags come back escaped, never as tags", async () => {
    const res = await writePost('free', alice, {
      title: '<b>질문</b>',
      body: '<script>alert("x")</script>\n<img src=x onerror=alert(1)>\n\n둘째 & 문단',
    });
    expect(res.status).toBe(201);
    const post = res.body.post as PublicPost;
    expect(post.body).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>&lt;img src=x onerror=alert(1)&gt;</p><p>둘째 &amp; 문단</p>',
    );
    expect(post.body).not.toMatch(/<script|<img/);
    // A member's name is shown masked.
    expect(post.author).toBe('김*수');
    const read = await getPost('free', post.id);
    expect((read.body.post as PublicPost).body).toBe(post.body);
  });

  it('only the author or staff may change or delete a post', async () => {
    const id = await memberPost(alice);
    const change = { title: '고친 제목', body: '고친 본문' };

    expect((await auth(t.http.put(v1(`/free/posts/${id}`)), undefined).send(change)).status).toBe(401);
    const other = await auth(t.http.put(v1(`/free/posts/${id}`)), bob).send(change);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: translate('ko', 'notAuthor') });
    expect((await auth(t.http.delete(v1(`/free/posts/${id}`)), undefined)).status).toBe(401);
    expect((await auth(t.http.delete(v1(`/free/posts/${id}`)), bob)).status).toBe(403);

    const own = await auth(t.http.put(v1(`/free/posts/${id}`)), alice).send(change);
    expect(own.status).toBe(200);
    expect(own.body.post).toMatchObject({ title: '고친 제목', body: '<p>고친 본문</p>', mine: true });
    const byStaff = await auth(t.http.put(v1(`/free/posts/${id}`)), staff).send({ title: '정리', body: '<p>정리</p>' });
    expect(byStaff.status).toBe(200);

    // `mine`: the author and staff, nobody else.
    expect((await getPost('free', id, alice)).body.post.mine).toBe(true);
    expect((await getPost('free', id, staff)).body.post.mine).toBe(true);
    expect((await getPost('free', id, bob)).body.post.mine).toBe(false);
    expect((await getPost('free', id)).body.post.mine).toBe(false);

    expect((await auth(t.http.delete(v1(`/free/posts/${id}`)), alice)).status).toBe(204);
    expect((await getPost('free', id)).status).toBe(404);
    const byStaffDelete = await memberPost(bob);
    expect((await auth(t.http.delete(v1(`/free/posts/${byStaffDelete}`)), staff)).status).toBe(204);
    // A post is addressed through its own board only.
    const elsewhere = await memberPost(alice);
    expect((await getPost('clinic-news', elsewhere)).status).toBe(404);
  });

  it('counts views and lists pinned posts first, newest first, with paging and search', async () => {
    const first = await memberPost(alice, '첫 글 검색어');
    const second = await memberPost(bob, '둘째 글');
    const pinned = await api.create('board-posts', {
      boardId: boards.free,
      title: '고정 안내',
      body: '<p>고정</p>',
      pinned: true,
    });
    expect(pinned.status).toBe(201);
    const list = await listPosts('free', '?perPage=3');
    expect(list.status).toBe(200);
    const ids = (list.body.posts as PostSummary[]).map((p) => p.id);
    expect(ids).toEqual([(pinned.body as ConsolePost).id, second, first]);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    const summary = (list.body.posts as PostSummary[])[0]!;
    expect(Object.keys(summary).sort()).toEqual(
      ['id', 'title', 'author', 'thumb', 'pinned', 'views', 'comments', 'createdAt'].sort(),
    );
    const search = await listPosts('free', '?q=' + encodeURIComponent('검색어'));
    expect((search.body.posts as PostSummary[]).map((p) => p.id)).toEqual([first]);
    expect(search.body.total).toBe(1);

    expect((await getPost('free', first)).body.post.views).toBe(1);
    expect((await getPost('free', first)).body.post.views).toBe(2);
    const claimed = await t.http.get(v1(`/free/posts/${first}`)).set('X-Prerender', '1');
    expect(claimed.body.post.views).toBe(3);
  });

  it('serves anonymous lists from the cache and clears it on every write', async () => {
    const before = await listPosts('closed');
    expect(before.body.total).toBe(0);
    const again = await listPosts('closed');
    expect(again.headers['x-cache']).toBe('hit');
    await writePost('closed', alice, { title: '새 글', body: '본문' }).expect(201);
    const after = await listPosts('closed');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.total).toBe(1);
  });
});

describe('console board-posts', () => {
  it('creates with the staff name as author, sanitizes, filters and pages with Content-Range', async () => {
    const created = await api.create('board-posts', {
      boardId: boards['clinic-news'],
      title: '콘솔 글 찾기',
      body: '<p onclick="x()">콘솔<script>alert(1)</script></p>',
    });
    expect(created.status).toBe(201);
    const post = created.body as ConsolePost;
    expect(post).toMatchObject({
      boardId: boards['clinic-news'],
      title: '콘솔 글 찾기',
      author: '박간호사',
      body: '<p>콘솔</p>',
      pinned: false,
      hidden: false,
      views: 0,
      comments: 0,
      files: [],
    });
    const row = await t.db.knex('board_posts').where({ id: post.id }).first();
    expect(row.user_id).not.toBeNull();

    const empty = await api.create('board-posts', { boardId: boards.free, title: 'x', body: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ body: translate('ko', 'required') });
    const noBoard = await api.create('board-posts', { boardId: 999999, title: 'x', body: '<p>x</p>' });
    expect(noBoard.status).toBe(400);
    expect(Object.keys(noBoard.body.errors)).toEqual(['boardId']);

    const byQ = await api.list('board-posts', { filter: { q: '글 찾기' } });
    expect(byQ.status).toBe(200);
    expect((byQ.body as ConsolePost[]).map((p) => p.id)).toEqual([post.id]);
    expect(contentRange(byQ)).toEqual({ resource: 'board-posts', start: 0, end: 0, total: 1 });

    const byBoard = await api.list('board-posts', {
      filter: { boardId: boards.free, hidden: false, pinned: false },
      sort: ['id', 'ASC'],
      range: [0, 1],
    });
    expect(byBoard.status).toBe(200);
    const range = contentRange(byBoard);
    expect(range).toMatchObject({ resource: 'board-posts', start: 0, end: 1 });
    expect(range.total).toBeGreaterThan(2);
    for (const p of byBoard.body as ConsolePost[]) expect(p).toMatchObject({ boardId: boards.free, hidden: false });
    expect((await api.list('board-posts', { filter: { nope: 1 } })).status).toBe(400);

    const updated = await api.update('board-posts', post.id, { title: '새 제목' });
    expect(updated.body).toMatchObject({ title: '새 제목', body: '<p>콘솔</p>' });
    expect((await api.update('board-posts', post.id, { body: '<p></p>' })).status).toBe(400);
  });

  it('attaches, downloads and removes files and a thumbnail', async () => {
    const post = (
      await api.create('board-posts', { boardId: boards['clinic-news'], title: '첨부', body: '<p>첨부</p>' })
    ).body as ConsolePost;
    const added = await api.upload(`board-posts/${post.id}/files`, pdf, '안내문.pdf', 'application/pdf');
    expect(added.status).toBe(200);
    const file = (added.body as ConsolePost).files[0]!;
    expect(file).toMatchObject({ name: '안내문.pdf', mime: 'application/pdf', size: pdf.length });
    expect(file.url).toBe(`/api/console/board-posts/${post.id}/files/${file.id}`);

    const dl = await api.raw('get', `board-posts/${post.id}/files/${file.id}`).buffer(true).parse(binary);
    expect(dl.status).toBe(200);
    expect(Buffer.compare(dl.body as Buffer, pdf)).toBe(0);
    expect(dl.headers['content-disposition']).toContain('attachment');

    const refused = await api.upload(`board-posts/${post.id}/files`, Buffer.from('hello'), 'x.pdf', 'application/pdf');
    expect(refused.status).toBe(415);

    const list = await api.list('board-posts', { filter: { id: [post.id] } });
    expect((list.body as ConsolePost[])[0]!.files.map((f) => f.id)).toEqual([file.id]);

    const thumb = await api.upload(`board-posts/${post.id}/thumb`, png, 't.png', 'image/png');
    expect(thumb.status).toBe(200);
    const src = (thumb.body as ConsolePost).thumb!.src;
    expect(existsSync(publicFile(t, src))).toBe(true);
    const noThumb = await api.raw('delete', `board-posts/${post.id}/thumb`);
    expect(noThumb.body.thumb).toBeNull();
    expect(existsSync(publicFile(t, src))).toBe(false);

    const removed = await api.raw('delete', `board-posts/${post.id}/files/${file.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.files).toEqual([]);
    expect(filesUnder(path.join(privateRoot, 'boards', String(post.id)))).toEqual([]);

    // Deleting a post through the console removes what is left on disk.
    await api.upload(`board-posts/${post.id}/files`, png, 'a.png', 'image/png').expect(200);
    await api.upload(`board-posts/${post.id}/thumb`, png, 't.png', 'image/png').expect(200);
    const withThumb = (await api.getOne('board-posts', post.id)).body as ConsolePost;
    expect((await api.remove('board-posts', post.id)).status).toBe(200);
    expect(filesUnder(path.join(privateRoot, 'boards', String(post.id)))).toEqual([]);
    expect(existsSync(publicFile(t, withThumb.thumb!.src))).toBe(false);
  });
});
