import { SITEMAP_CHUNK } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../api/src/db/index.ts';
import { page, t, usePagesApp } from './support/pages.ts';

/**
 * The sitemap at any volume (issue 23): `/sitemap.xml` is an index of files, each within the
 * protocol's limits (50,000 URLs, 50 MB), and together they list every notice and every post, each
 * in four languages, once. With 60,000 notices (more than the 10,000 the old single file stopped
 * at, silently) and a board's posts. On SQLite and MariaDB.
 */

usePagesApp();

const NOTICES = 60_000;
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

/** Rows in batches SQLite takes in one statement (at most 500 rows a compound insert). */
async function insertMany(table: string, count: number, row: (i: number) => Record<string, unknown>) {
  for (let from = 0; from < count; from += 400)
    await t.db.knex(table).insert(Array.from({ length: Math.min(400, count - from) }, (_, i) => row(from + i)));
}

/** Writing 60,000 notices and reading 240,000 addresses back takes seconds, many more on a busy machine. */
const VOLUME_TIMEOUT_MS = 300_000;

describe('sitemap.xml at volume', () => {
  it(
    'is an index of files within the limits that list every notice and post once, in four languages',
    { timeout: VOLUME_TIMEOUT_MS },
    async () => {
      const at = toDbTime(new Date(Date.now() - 86_400_000));
      await insertMany('notices', NOTICES, (i) => ({
        title: `공지 ${i}`,
        body: '<p>본문</p>',
        pinned: false,
        published: true,
        published_at: at,
        views: 0,
        created_at: at,
        updated_at: at,
      }));
      // One hidden: never listed.
      const [hidden] = await t.db.knex('notices').insert({
        title: '숨긴 공지',
        body: '<p>본문</p>',
        pinned: false,
        published: false,
        published_at: at,
        views: 0,
        created_at: at,
        updated_at: at,
      });
      const noticeIds = (
        (await t.db.knex('notices').where({ published: true }).select('id')) as Array<{ id: number }>
      ).map((r) => Number(r.id));
      const board = (await t.db.knex('boards').where({ published: true }).first('id', 'key')) as {
        id: number;
        key: string;
      };
      const postIds = (
        (await t.db.knex('board_posts').where({ board_id: board.id, hidden: false }).select('id')) as Array<{
          id: number;
        }>
      ).map((r) => Number(r.id));
      expect(postIds.length).toBeGreaterThan(0);

      const index = await page('/sitemap.xml');
      expect(index.status).toBe(200);
      const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      const noticeFiles = files.filter((f) => f.startsWith('/sitemap-notices-'));
      expect(noticeFiles).toEqual(
        Array.from({ length: Math.ceil(noticeIds.length / SITEMAP_CHUNK) }, (_, i) => `/sitemap-notices-${i + 1}.xml`),
      );
      expect(files).toContain('/sitemap-pages.xml');
      expect(files).toContain(`/sitemap-board-${board.key}-1.xml`);

      const listed = new Map<string, number>();
      for (const file of files) {
        const res = await page(file);
        expect(res.status, file).toBe(200);
        expect(Buffer.byteLength(res.text), file).toBeLessThanOrEqual(MAX_BYTES);
        const urls = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
        expect(urls.length, file).toBeLessThanOrEqual(MAX_URLS);
        for (const url of urls) listed.set(url, (listed.get(url) ?? 0) + 1);
      }
      const expected = ['', '/en', '/cn', '/jp'].flatMap((prefix) => [
        ...noticeIds.map((id) => `${prefix}/center/notice/${id}`),
        ...postIds.map((id) => `${prefix}/boards/${board.key}/${id}`),
      ]);
      expect(expected.filter((url) => listed.get(url) !== 1)).toEqual([]);
      expect(listed.has(`/center/notice/${Number(hidden)}`)).toBe(false);
      // Past the last file: 404, not an empty 200.
      expect((await page(`/sitemap-notices-${noticeFiles.length + 1}.xml`)).status).toBe(404);
    },
  );
});
