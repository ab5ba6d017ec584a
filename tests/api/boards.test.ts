import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Stream } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request, { type Test } from 'supertest';
import {
  translate,
  type Board,
  type ConsoleComment,
  type ConsolePost,
  type PostSummary,
  type PublicBoard,
  type PublicComment,
  type PublicPost,
} from '@clinic/contract';
import { createApp } from '../../api/src/app.ts';
import { seedDemoBoards } from '../../api/src/seeds/boards.ts';
import { createUser, login, startTestApp, type TestApp } from './support/testApp.ts';
import {
  consoleClient,
  contentRange,
  filesUnder,
  jpegWithGps,
  pdfBytes,
  pngBytes,
  publicFile,
  tr,
  type ConsoleClient,
} from './support/content.ts';

// Boards: public reads and writes (/api/v1/boards/...), the console's boards, board-posts and
// board-comments, who may change what, the HTML allow-list, attachments and the demo boards.

type Attachment = [field: 'files' | 'thumb', bytes: Buffer, filename: string, contentType: string];

let t: TestApp;
let api: ConsoleClient;
let staff: string;
let alice: string;
let bob: string;
let aliceId: number;
let privateRoot: string;
let png: Buffer;
let pdf: Buffer;
/** Board ids by key. */
const boards: Record<string, number> = {};

const binary = (res: Stream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const auth = (req: Test, token?: string): Test => (token ? req.set('Authorization', `Bearer ${token}`) : req);
const v1 = (p: string) => `/api/v1/boards${p}`;

function writePost(
  board: string,
  token: string | undefined,
  fields: { title?: string; body?: string },
  files: Attachment[] = [],
): Test {
  let req = auth(t.http.post(v1(`/${board}/posts`)), token);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) req = req.field(name, value);
  for (const [field, bytes, filename, contentType] of files) req = req.attach(field, bytes, { filename, contentType });
  return req;
}
const getPost = (board: string, id: number, token?: string) => auth(t.http.get(v1(`/${board}/posts/${id}`)), token);
const listPosts = (board: string, query = '') => t.http.get(v1(`/${board}/posts${query}`));
const comments = (board: string, id: number, token?: string) =>
  auth(t.http.get(v1(`/${board}/posts/${id}/comments`)), token);
const comment = (board: string, id: number, token: string | undefined, body: string) =>
  auth(t.http.post(v1(`/${board}/posts/${id}/comments`)), token).send({ body });

async function createBoard(key: string, body: Partial<Board> = {}): Promise<number> {
  const res = await api.create('boards', {
    key,
    name: tr(`게시판 ${key}`, { en: `Board ${key}` }),
    writeAccess: 'staff',
    commentsEnabled: false,
    published: true,
    position: 10,
    ...body,
  });
  if (res.status !== 201) throw new Error(`board ${key}: ${res.status} ${JSON.stringify(res.body)}`);
  boards[key] = (res.body as Board).id;
  return boards[key]!;
}

/** A post by a member on the members' board `free`, answering its id. */
async function memberPost(token: string, title = '다리가 자주 붓습니다', body = '저녁이면 발목이 붓습니다.') {
  const res = await writePost('free', token, { title, body });
  if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.post as PublicPost).id;
}

beforeAll(async () => {
  t = await startTestApp();
  const staffUser = await createUser(t, ['user', 'console'], 'staff');
  const aliceUser = await createUser(t, ['user'], 'alice');
  const bobUser = await createUser(t, ['user'], 'bob');
  await t.db.knex('users').where({ id: staffUser.id }).update({ name: '박간호사' });
  await t.db.knex('users').where({ id: aliceUser.id }).update({ name: '김민수' });
  aliceId = aliceUser.id;
  staff = (await login(t, staffUser)).accessToken;
  alice = (await login(t, aliceUser)).accessToken;
  bob = (await login(t, bobUser)).accessToken;
  api = consoleClient(t, staff);
  privateRoot = path.join(t.config.dataDir, 'uploads', 'private');
  png = await pngBytes(64, 48);
  pdf = pdfBytes();
  await createBoard('clinic-news', { writeAccess: 'staff', commentsEnabled: true, position: 1 });
  await createBoard('free', { writeAccess: 'members', commentsEnabled: true, position: 2 });
  await createBoard('closed', { writeAccess: 'members', commentsEnabled: false, position: 3 });
  await createBoard('draft', { published: false, position: 0 });
});
afterAll(() => t.close());

describe('console boards', () => {
  it('creates, lists with Content-Range, reads and updates only what was sent', async () => {
    const list = await api.list('boards', { sort: ['position', 'ASC'], range: [0, 1] });
    expect(list.status).toBe(200);
    expect(contentRange(list)).toEqual({ resource: 'boards', start: 0, end: 1, total: 4 });
    expect((list.body as Board[]).map((b) => b.key)).toEqual(['draft', 'clinic-news']);

    const filtered = await api.list('boards', { filter: { writeAccess: 'members', q: 'fre' } });
    expect((filtered.body as Board[]).map((b) => b.key)).toEqual(['free']);

    const one = await api.getOne('boards', boards.free!);
    expect(one.body).toMatchObject({
      key: 'free',
      name: { ko: '게시판 free', en: 'Board free', cn: '', jp: '' },
      writeAccess: 'members',
      commentsEnabled: true,
      published: true,
      position: 2,
    });

    // A PUT of one field leaves the others (the schema's defaults must not reset them).
    const id = await createBoard('tmp-board', { writeAccess: 'members', commentsEnabled: true, position: 7 });
    const updated = await api.update('boards', id, { published: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      writeAccess: 'members',
      commentsEnabled: true,
      position: 7,
      published: false,
    });
    expect((await api.remove('boards', id)).status).toBe(200);
  });

  it('refuses a second board with the same key (409) and a bad key (400)', async () => {
    const dup = await api.create('boards', { key: 'free', name: tr('중복') });
    expect(dup.status).toBe(409);
    const bad = await api.create('boards', { key: 'Free Board', name: tr('잘못') });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ key: translate('ko', 'boardKey') });
    const other = await createBoard('other-key');
    expect((await api.update('boards', other, { key: 'free' })).status).toBe(409);
    await api.remove('boards', other);
  });
});

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

describe('attachments', () => {
  it('stores files privately and serves them as downloads with the original name', async () => {
    const res = await writePost('free', alice, { title: '파일', body: '사진과 서류' }, [
      ['files', png, '다리 사진.png', 'image/png'],
      ['files', pdf, 'report.pdf', 'application/pdf'],
      ['thumb', await jpegWithGps(800, 600), 'thumb.jpg', 'image/jpeg'],
    ]);
    expect(res.status).toBe(201);
    const post = res.body.post as PublicPost;
    // The parser hands files over as each one is written to disk: their order is not guaranteed.
    post.files.sort((a, b) => a.mime.localeCompare(b.mime));
    expect(post.files.map((f) => [f.name, f.mime, f.size])).toEqual([
      ['report.pdf', 'application/pdf', pdf.length],
      ['다리 사진.png', 'image/png', png.length],
    ]);
    expect(post.thumb?.webp.length).toBeGreaterThan(0);
    expect(post.thumb!.src).toMatch(/^\/uploads\/boards\/[0-9a-f]{24}-\d+\.webp$/);
    expect(existsSync(publicFile(t, post.thumb!.src))).toBe(true);
    expect(filesUnder(path.join(privateRoot, 'boards', String(post.id)))).toHaveLength(2);

    for (const [file, bytes] of [
      [post.files[0]!, pdf],
      [post.files[1]!, png],
    ] as const) {
      expect(file.url).toBe(`/api/v1/boards/free/posts/${post.id}/files/${file.id}`);
      const dl = await t.http.get(file.url).buffer(true).parse(binary);
      expect(dl.status).toBe(200);
      expect(dl.headers['content-type']).toBe(file.mime);
      expect(dl.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      expect(dl.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(dl.body as Buffer, bytes)).toBe(0);
    }
    expect((await t.http.get(`/api/v1/boards/closed/posts/${post.id}/files/${post.files[0]!.id}`)).status).toBe(404);

    // Deleting the post removes its files and its thumbnail.
    await auth(t.http.delete(v1(`/free/posts/${post.id}`)), alice).expect(204);
    expect(filesUnder(path.join(privateRoot, 'boards', String(post.id)))).toEqual([]);
    expect(existsSync(publicFile(t, post.thumb!.src))).toBe(false);
    expect(await t.db.knex('board_files').where({ post_id: post.id })).toEqual([]);
  });

  it('refuses a file whose content is not what its name says (415) and a file over 10 MB (413), keeping nothing', async () => {
    const count = async () => Number((await t.db.knex('board_posts').count({ n: '*' }).first())!.n);
    const before = { posts: await count(), files: filesUnder(privateRoot) };

    const text = Buffer.from('이것은 PDF가 아닙니다. just text\n'.repeat(20));
    const fake = await writePost('free', alice, { title: '가짜', body: '본문' }, [
      ['files', png, 'ok.png', 'image/png'],
      ['files', text, 'report.pdf', 'application/pdf'],
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body).toEqual({ message: translate('ko', 'documentType') });

    const badThumb = await writePost('free', alice, { title: '가짜', body: '본문' }, [
      ['thumb', pdf, 'a.jpg', 'image/jpeg'],
    ]);
    expect(badThumb.status).toBe(415);

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const tooBig = await writePost('free', alice, { title: '큰 파일', body: '본문' }, [
      ['files', big, 'big.pdf', 'application/pdf'],
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: translate('ko', 'fileTooLarge', { num: 10 }) });

    const six = await writePost(
      'free',
      alice,
      { title: '많은 파일', body: '본문' },
      [1, 2, 3, 4, 5, 6].map((i): Attachment => ['files', png, `${i}.png`, 'image/png']),
    );
    expect(six.status).toBe(400);

    expect({ posts: await count(), files: filesUnder(privateRoot) }).toEqual(before);
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

describe('deleting a board', () => {
  it('deletes its posts, comments and files', async () => {
    const id = await createBoard('gone', { writeAccess: 'members', commentsEnabled: true });
    const res = await writePost('gone', alice, { title: '사라질 글', body: '본문' }, [
      ['files', pdf, 'a.pdf', 'application/pdf'],
      ['thumb', png, 't.png', 'image/png'],
    ]);
    const post = res.body.post as PublicPost;
    await comment('gone', post.id, bob, '댓글').expect(201);
    expect((await api.remove('boards', id)).status).toBe(200);
    expect(await t.db.knex('board_posts').where({ board_id: id })).toEqual([]);
    expect(await t.db.knex('board_comments').where({ post_id: post.id })).toEqual([]);
    expect(await t.db.knex('board_files').where({ post_id: post.id })).toEqual([]);
    expect(filesUnder(path.join(privateRoot, 'boards', String(post.id)))).toEqual([]);
    expect(existsSync(publicFile(t, post.thumb!.src))).toBe(false);
    expect((await listPosts('gone')).status).toBe(404);
  });
});

describe('demo boards', () => {
  it('adds the news and column boards once, with HTML posts', async () => {
    const first = await seedDemoBoards(t.db.knex);
    expect(first).toEqual({ boards: 2, boardPosts: 3 });
    expect(await seedDemoBoards(t.db.knex)).toEqual({ boards: 0, boardPosts: 0 });
    // A fresh app (nothing cached) shows them.
    const http = request(createApp({ config: t.config, db: t.db }).callback());
    const names = (await http.get('/api/v1/boards').set('Accept-Language', 'ja')).body.boards as PublicBoard[];
    expect(names.find((b) => b.key === 'news')).toEqual({
      key: 'news',
      name: 'クリニックからのお知らせ',
      writeAccess: 'staff',
      commentsEnabled: true,
    });
    expect(names.find((b) => b.key === 'column')?.commentsEnabled).toBe(false);
    const posts = (await http.get('/api/v1/boards/column/posts')).body.posts as PostSummary[];
    expect(posts).toHaveLength(1);
    expect(posts[0]!.author).toBe('서울하지정맥 흉부외과');
    const column = (await http.get(`/api/v1/boards/column/posts/${posts[0]!.id}`)).body.post as PublicPost;
    expect(column.body).toMatch(/^<p>/);
  });
});
