import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Redis } from 'ioredis';
import { createApp } from '../../api/src/app.ts';
import { ResponseCache } from '../../api/src/http/cache.ts';
import { shareInvalidations } from '../../api/src/http/cacheBus.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import path from 'node:path';
import { ROOT_DIR } from '../../api/src/config.ts';
import { consoleClient, settingsBody, staffAndMember, tr } from './support/content.ts';

// Two copies of the server on one database and one Redis (a real one): a console write on copy A
// clears the cached public answers of copy B too, within a second.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = `clinic-test:cache:${process.pid}:${randomBytes(4).toString('hex')}`;

let t: TestApp;
let staff: string;
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

beforeAll(async () => {
  t = await startTestApp();
  staff = (await staffAndMember(t)).staff;
});
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
  await t.close();
});

/** Polls `read` until it gives `expected`, for at most `ms`; answers what it saw last. */
async function within<T>(ms: number, read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + ms;
  let seen = await read();
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    seen = await read();
  }
  return seen;
}

describe('two copies of the server behind one Redis', () => {
  it("a settings change written through copy A shows in copy B's cached answer within a second", async () => {
    const a = await copy();
    const b = await copy();
    const put = (phone: string) =>
      a.http.put('/api/console/setting/clinic').set('Authorization', `Bearer ${staff}`).send(settingsBody({ phone }));
    expect((await put('02-555-1000')).status).toBe(200);
    const phoneOnB = async () => {
      const res = await b.http.get('/api/v1/clinic/settings');
      expect(res.status).toBe(200);
      return { phone: (res.body.setting as { phone: string }).phone, cache: res.headers['x-cache'] as string };
    };
    expect((await phoneOnB()).phone).toBe('02-555-1000');
    // B now serves the stored answer.
    expect(await phoneOnB()).toEqual({ phone: '02-555-1000', cache: 'hit' });

    const heardOnB: string[] = [];
    b.cache.onAnyInvalidate((tag) => heardOnB.push(tag));
    expect((await put('02-555-2000')).status).toBe(200);
    // Caches built on B's answers (rendered pages) hear of the clear too.
    expect(await within(1000, async () => heardOnB.includes('settings'), true)).toBe(true);
    const seen = await within(1000, async () => (await phoneOnB()).phone, '02-555-2000');
    expect(seen).toBe('02-555-2000');
  });

  it("a fee changed through copy A is in copy B's /cost HTML within a second", async () => {
    const a = await copy();
    const b = await copy();
    const fees = consoleClient(t, staff);
    const created = await a.http
      .post('/api/console/clinic/fees')
      .set('Authorization', `Bearer ${staff}`)
      .send({ category: tr('두 서버 확인'), minCost: 10_000, maxCost: 41_700 });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const costOnB = async () => (await b.http.get('/cost')).text;
    expect(await within(1000, async () => (await costOnB()).includes('41,700'), true)).toBe(true);
    // B now keeps the page.
    expect((await b.http.get('/cost')).headers['x-cache']).toBe('hit');
    const record = (await fees.getOne('clinic/fees', id)).body as Record<string, unknown>;
    const put = await a.http
      .put(`/api/console/clinic/fees/${id}`)
      .set('Authorization', `Bearer ${staff}`)
      .send({ ...record, maxCost: 42_900 });
    expect(put.status).toBe(200);
    expect(await within(1000, async () => (await costOnB()).includes('42,900'), true)).toBe(true);
    expect(await costOnB()).not.toContain('41,700');
  });

  it('a copy reads messages in order and clears only the tag named; anything else is ignored', async () => {
    const a = await copy();
    a.cache.set('ko|/api/v1/x', '{}', ['settings'], 60_000);
    a.cache.set('ko|/api/v1/y', '{}', ['reviews'], 60_000);
    const stray = new Redis(redisUrl);
    try {
      await stray.publish(channel, 'not json');
      await stray.publish(channel, JSON.stringify({ from: 'elsewhere', tag: 42 }));
      await stray.publish(channel, JSON.stringify({ from: 'elsewhere', tag: 'faqs' }));
      // A message that names the tag arrives after the ones before it (one connection, in order).
      await stray.publish(channel, JSON.stringify({ from: 'elsewhere', tag: 'settings' }));
      const gone = await within(1000, async () => a.cache.get('ko|/api/v1/x') === undefined, true);
      expect(gone).toBe(true);
      // The stray messages before it were read and cleared nothing else.
      expect(a.cache.get('ko|/api/v1/y')).toBeDefined();
    } finally {
      await stray.quit();
    }
  });
});
