import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Redis } from 'ioredis';
import { createApp } from '../../api/src/app.ts';
import { ResponseCache } from '../../api/src/http/cache.ts';
import { shareInvalidations } from '../../api/src/http/cacheBus.ts';
import { bearer, useTestApp } from './support/testApp.ts';
import path from 'node:path';
import { ROOT_DIR } from '../../api/src/config.ts';
import { consoleClient, settingsBody, staffAndMember, tr } from './support/content.ts';
import { TEST_REDIS_URL } from '../support/services.ts';

// Two copies of the server on one database and one Redis (a real one): a console write on copy A
// clears the cached public answers of copy B too, within a second.

const redisUrl = TEST_REDIS_URL;
const channel = `clinic-test:cache:${process.pid}:${randomBytes(4).toString('hex')}`;

let staff: string;
const t = useTestApp({
  ready: async (app) => {
    staff = (await staffAndMember(app)).staff;
  },
});
const buses: Array<{ close: () => Promise<void> }> = [];

/** A copy of the server on the test database, with the public site's build (pages rendered). */
async function copy(): Promise<{ http: ReturnType<typeof request>; cache: ResponseCache }> {
  const cache = new ResponseCache();
  buses.push(await shareInvalidations(cache, new Redis(redisUrl), new Redis(redisUrl), channel));
  const config = {
    ...t.config,
    publicSiteDir: path.join(ROOT_DIR, 'public-site', 'dist'),
    publicSiteSsrDir: path.join(ROOT_DIR, 'public-site', 'dist-ssr'),
  };
  return { http: request(createApp({ config, db: t.db, cache }).callback()), cache };
}

afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
});

/** How soon a clear made on one copy must have reached another. */
const WITHIN_MS = 1000;

/**
 * Listens, from now, for `cache` to clear `tag` (here or as told by another copy), with the caches
 * built on its answers (pages) told too. The answer waits for that clear: at once if it came, else up
 * to WITHIN_MS from the moment it is asked (after the write has answered), then fails.
 */
function clearOf(cache: ResponseCache, tag: string): () => Promise<void> {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  cache.onAnyInvalidate((cleared) => {
    if (cleared === tag) heard();
  });
  return () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the clear of '${tag}' did not arrive within ${WITHIN_MS} ms`)),
        WITHIN_MS,
      );
      void arrived.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
}

describe('two copies of the server behind one Redis', () => {
  it("a settings change written through copy A shows in copy B's cached answer within a second", async () => {
    const a = await copy();
    const b = await copy();
    const put = (phone: string) =>
      a.http.put('/api/console/setting/clinic').set('Authorization', bearer(staff)).send(settingsBody({ phone }));
    // The first write's clear reaches B too, some time after the write answered: B caches only once
    // it has heard it, or the late clear would drop the answer the test expects B to keep.
    const firstHeardOnB = clearOf(b.cache, 'settings');
    expect((await put('02-555-1000')).status).toBe(200);
    await firstHeardOnB();
    const phoneOnB = async () => {
      const res = await b.http.get('/api/v1/clinic/settings');
      expect(res.status).toBe(200);
      return { phone: (res.body.setting as { phone: string }).phone, cache: res.headers['x-cache'] as string };
    };
    expect((await phoneOnB()).phone).toBe('02-555-1000');
    // B now serves the stored answer.
    expect(await phoneOnB()).toEqual({ phone: '02-555-1000', cache: 'hit' });

    const heardOnB = clearOf(b.cache, 'settings');
    expect((await put('02-555-2000')).status).toBe(200);
    // Caches built on B's answers (rendered pages) hear of the clear too, within a second.
    await heardOnB();
    expect((await phoneOnB()).phone).toBe('02-555-2000');
  });

  it("a fee changed through copy A is in copy B's /cost HTML within a second", async () => {
    const a = await copy();
    const b = await copy();
    const fees = consoleClient(t, staff);
    const createdHeard = clearOf(b.cache, 'fees');
    const created = await a.http
      .post('/api/console/clinic/fees')
      .set('Authorization', bearer(staff))
      .send({ category: tr('두 서버 확인'), minCost: 10_000, maxCost: 41_700 });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const costOnB = async () => (await b.http.get('/cost')).text;
    await createdHeard();
    expect(await costOnB()).toContain('41,700');
    // B now keeps the page.
    expect((await b.http.get('/cost')).headers['x-cache']).toBe('hit');
    const record = (await fees.getOne('clinic/fees', id)).body as Record<string, unknown>;
    const changedHeard = clearOf(b.cache, 'fees');
    const put = await a.http
      .put(`/api/console/clinic/fees/${id}`)
      .set('Authorization', bearer(staff))
      .send({ ...record, maxCost: 42_900 });
    expect(put.status).toBe(200);
    await changedHeard();
    expect(await costOnB()).toContain('42,900');
    expect(await costOnB()).not.toContain('41,700');
  });

  it('a copy reads messages in order and clears only the tag named; anything else is ignored', async () => {
    const a = await copy();
    a.cache.set('ko|/api/v1/x', '{}', ['settings'], 60_000);
    a.cache.set('ko|/api/v1/y', '{}', ['reviews'], 60_000);
    const stray = new Redis(redisUrl);
    const settingsHeard = clearOf(a.cache, 'settings');
    try {
      await stray.publish(channel, 'not json');
      await stray.publish(channel, JSON.stringify({ from: 'elsewhere', tag: 42 }));
      await stray.publish(channel, JSON.stringify({ from: 'elsewhere', tag: 'faqs' }));
      // A message that names the tag arrives after the ones before it (one connection, in order).
      await stray.publish(channel, JSON.stringify({ from: 'elsewhere', tag: 'settings' }));
      await settingsHeard();
      expect(a.cache.get('ko|/api/v1/x')).toBeUndefined();
      // The stray messages before it were read and cleared nothing else.
      expect(a.cache.get('ko|/api/v1/y')).toBeDefined();
    } finally {
      await stray.quit();
    }
  });
});
