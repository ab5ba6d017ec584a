import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { translate, type Board, type PostSummary, type PublicBoard, type PublicPost } from '@clinic/contract';
import { createApp } from '../../api/src/app.ts';
import { seedDemoBoards } from '../../api/src/seeds/boards.ts';
import { contentRange, tr } from './support/content.ts';
import { api, boards, createBoard, t, useBoards } from './support/boards.ts';

// Boards: the console's boards and the demo boards.

useBoards();

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
