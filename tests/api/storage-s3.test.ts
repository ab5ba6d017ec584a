import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ImageVariants } from '@clinic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary, consoleClient, filesUnder, pdfBytes, pngBytes, tr, type ConsoleClient } from './support/content.ts';
import { createUser, login, useTestApp } from './support/testApp.ts';

/**
 * Uploads in an S3-compatible bucket (issue 23): with S3_* set, a picture's re-encoded variants and
 * a private attachment go to the bucket (a local S3-compatible server, s3rver, started here), not to
 * DATA_DIR; pictures are served at their usual /uploads addresses from the bucket, private files only
 * through the API route that checks who asks, and removing them removes the objects.
 */

const BUCKET = 'clinic-uploads';
const PREFIX = 'clinic/';
const s3dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-s3-'));
let server: S3rver;
let endpoint = '';
let bucket: S3Client;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    endpoint,
    region: 'ap-northeast-2',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

const t = useTestApp({
  env: () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: PREFIX,
  }),
});

afterAll(async () => {
  bucket.destroy();
  await server.close();
  rmSync(s3dir, { recursive: true, force: true });
});

let api: ConsoleClient;
let boardId: number;
beforeAll(async () => {
  const staff = await createUser(t, ['user', 'console'], 'staff');
  api = consoleClient(t, (await login(t, staff)).accessToken);
  const board = await api.create('boards', {
    key: 'bucket-news',
    name: tr('버킷 게시판', { en: 'Bucket board' }),
    writeAccess: 'staff',
    commentsEnabled: false,
    published: true,
    position: 10,
  });
  expect(board.status).toBe(201);
  boardId = (board.body as { id: number }).id;
});

/** The keys in the bucket under `under` (after the prefix). */
async function keys(under: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX + under }));
  return (listed.Contents ?? []).map((o) => o.Key!.slice(PREFIX.length)).sort();
}
async function object(key: string): Promise<Buffer> {
  const got = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: PREFIX + key }));
  return Buffer.from(await got.Body!.transformToByteArray());
}

describe('uploads in an S3-compatible bucket', () => {
  it('a picture’s variants go to the bucket, are served at /uploads from it, and leave it when removed', async () => {
    const post = (await api.create('board-posts', { boardId, title: '버킷 확인', body: '<p>본문</p>' })).body as {
      id: number;
    };
    const res = await api.upload(`board-posts/${post.id}/thumb`, await pngBytes(900, 600), 't.png', 'image/png');
    expect(res.status).toBe(200);
    const thumb = res.body.thumb as ImageVariants;
    const variants = [...thumb.webp, ...thumb.avif].map((v) => v.src);
    expect(variants.length).toBeGreaterThan(1);
    expect(await keys('public/')).toEqual(variants.map((src) => `public/${src.replace(/^\/uploads\//, '')}`).sort());
    for (const src of variants) {
      const served = await t.http.get(src).buffer(true).parse(binary);
      expect(served.status, src).toBe(200);
      expect(served.headers['content-type']).toBe(src.endsWith('.avif') ? 'image/avif' : 'image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect((served.body as Buffer).equals(await object(`public/${src.replace(/^\/uploads\//, '')}`))).toBe(true);
    }
    // Nothing on this machine's disk.
    expect(filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);

    expect((await api.raw('delete', `board-posts/${post.id}/thumb`)).body.thumb).toBeNull();
    expect(await keys('public/')).toEqual([]);
    expect((await t.http.get(variants[0]!)).status).toBe(404);
  });

  it('a private attachment is in the bucket, reached only through the API, and leaves it when removed', async () => {
    const post = (await api.create('board-posts', { boardId, title: '첨부 확인', body: '<p>본문</p>' })).body as {
      id: number;
    };
    const pdf = pdfBytes('bucket attachment');
    const added = await api.upload(`board-posts/${post.id}/files`, pdf, '안내문.pdf', 'application/pdf');
    expect(added.status).toBe(200);
    const file = (added.body as { files: Array<{ id: number }> }).files[0]!;
    const stored = await keys('private/');
    expect(stored).toHaveLength(1);
    expect((await object(stored[0]!)).equals(pdf)).toBe(true);

    const download = await api.raw('get', `board-posts/${post.id}/files/${file.id}`).buffer(true).parse(binary);
    expect(download.status).toBe(200);
    expect((download.body as Buffer).equals(pdf)).toBe(true);
    // Not at a public address, however it is spelled; not to anyone unauthenticated.
    const key = stored[0]!.slice('private/'.length);
    for (const url of [`/uploads/${key}`, `/uploads/../private/${key}`, `/uploads/%2e%2e/private/${key}`])
      expect((await t.http.get(url)).status, url).toBe(404);
    expect((await t.http.get(`/api/console/board-posts/${post.id}/files/${file.id}`)).status).toBe(401);

    expect((await api.raw('delete', `board-posts/${post.id}/files/${file.id}`)).status).toBe(200);
    expect(await keys('private/')).toEqual([]);
  });
});
