import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate, type PublicPost } from '@clinic/contract';
import { binary, filesUnder, jpegWithGps, publicFile } from './support/content.ts';
import { alice, api, bob, createBoard, pdf, png, privateRoot, t, useBoards } from './support/boards.ts';
import { auth, comment, listPosts, v1, writePost, type Attachment } from './support/boardRequests.ts';

// Boards: attachments kept privately and served as downloads, and what deleting a board takes along.

useBoards();

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
