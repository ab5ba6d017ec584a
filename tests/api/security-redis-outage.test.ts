import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { Redis } from 'ioredis';
import { createApp } from '../../api/src/app.ts';
import { ResponseCache } from '../../api/src/http/cache.ts';
import { shareInvalidations } from '../../api/src/http/cacheBus.ts';
import { RedisCounterStore } from '../../api/src/http/rateLimit.ts';
import { connectRedis } from '../../api/src/http/redis.ts';
import { freePort } from '../support/freePort.ts';
import { SITE } from './support/pages.ts';
import { basic, createUser, useTestApp } from './support/testApp.ts';
import { TEST_REDIS_URL } from '../support/services.ts';

/**
 * Redis goes away or comes back. Rate limits fall back to this process's memory (logged once, never a
 * 500, a 429 with Retry-After at the limit as usual), and a copy whose subscription to cache clears
 * was cut drops everything it keeps once it is subscribed again, and has the other copies do the same.
 * Against a closed port and a real Redis (TEST_REDIS_URL, default 127.0.0.1:6379). On SQLite and MariaDB.
 */

const redisUrl = TEST_REDIS_URL;

const t = useTestApp({ env: SITE });

describe('rate limits while Redis cannot be reached', () => {
  it('count in memory: a correct login works, the limit still answers 429 with Retry-After, logged once', async () => {
    const lines: string[] = [];
    const redis = connectRedis(`redis://127.0.0.1:${await freePort()}`, 'clinic-test-counters', () => {});
    const counters = new RedisCounterStore(redis, `clinic-test:${process.pid}:`, (line) => lines.push(line));
    try {
      const config = { ...t.config, loginLimits: { ...t.config.loginLimits, perIp: 4 } };
      const http = request(createApp({ config, db: t.db, counters }).callback());
      const staff = await createUser(t, ['user', 'console'], 'redisdown');
      const login = (password: string) =>
        http.get('/api/auth/refreshToken').set('Authorization', basic(staff.username, password));

      expect((await login(staff.password)).status).toBe(200);
      expect((await login('wrong-password-1')).status).toBe(401);
      expect((await login('wrong-password-2')).status).toBe(401);
      expect((await login(staff.password)).status).toBe(200);
      const refused = await login(staff.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
      // Once for the outage, not once per request.
      expect(lines.filter((line) => line.includes('Redis cannot be reached'))).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });

  it('go back to Redis once it answers again (logged once)', async () => {
    const lines: string[] = [];
    const name = `clinic-test-counters-${randomBytes(4).toString('hex')}`;
    const redis = connectRedis(redisUrl, name, () => {});
    const admin = new Redis(redisUrl);
    const prefix = `clinic-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
    const counters = new RedisCounterStore(redis, prefix, (line) => lines.push(line));
    try {
      await new Promise((resolve) => redis.once('ready', resolve));
      expect((await counters.hit('k', 60_000)).count).toBe(1);
      // The connection is cut: the next hit is counted in memory at once.
      const closed = new Promise((resolve) => redis.once('close', resolve));
      await killClient(admin, name);
      await closed;
      expect((await counters.hit('k', 60_000)).count).toBe(1);
      await new Promise((resolve) => redis.once('ready', resolve));
      // Redis again: its count goes on from where it was.
      expect((await counters.hit('k', 60_000)).count).toBe(2);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Redis answers again');
    } finally {
      await admin.del(`${prefix}k`);
      admin.disconnect();
      redis.disconnect();
    }
  });
});

/** Cuts the connection named `name` from Redis's side, as a restart or a network failure would. */
async function killClient(admin: Redis, name: string): Promise<void> {
  const list = String(await admin.client('LIST'));
  const line = list.split('\n').find((l) => l.includes(` name=${name} `));
  const id = /(?:^|\s)id=(\d+)/.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no Redis client named ${name}`);
  await admin.client('KILL', 'ID', id);
}

describe('cache clears after Redis comes back', () => {
  it('a copy whose subscription was cut drops its answers and pages once subscribed again, and so do the others', async () => {
    const channel = `clinic-test:cache:${process.pid}:${randomBytes(4).toString('hex')}`;
    const subscriberName = `clinic-test-sub-${randomBytes(4).toString('hex')}`;
    const admin = new Redis(redisUrl);
    const copies: Array<{ http: ReturnType<typeof request>; cache: ResponseCache }> = [];
    const buses: Array<{ close: () => Promise<void> }> = [];
    try {
      for (const name of ['clinic-test-sub-a', subscriberName]) {
        const cache = new ResponseCache();
        buses.push(
          await shareInvalidations(
            cache,
            connectRedis(redisUrl, 'clinic-test-pub', () => {}, { offlineQueue: true }),
            connectRedis(redisUrl, name, () => {}, { offlineQueue: true }),
            channel,
          ),
        );
        copies.push({ http: request(createApp({ config: t.config, db: t.db, cache }).callback()), cache });
      }
      const [a, b] = copies as [(typeof copies)[number], (typeof copies)[number]];
      for (const copy of [a, b]) {
        for (const url of ['/api/v1/clinic/settings', '/cost']) await copy.http.get(url);
        for (const url of ['/api/v1/clinic/settings', '/cost'])
          expect((await copy.http.get(url)).headers['x-cache'], url).toBe('hit');
      }
      const droppedOn = (cache: ResponseCache) => new Promise<void>((resolve) => cache.onClear(resolve));
      const dropped = Promise.all([droppedOn(a.cache), droppedOn(b.cache)]);

      await killClient(admin, subscriberName);
      await dropped;
      for (const copy of [a, b])
        for (const url of ['/api/v1/clinic/settings', '/cost'])
          expect((await copy.http.get(url)).headers['x-cache'], url).toBe('miss');
    } finally {
      await Promise.all(buses.map((bus) => bus.close()));
      admin.disconnect();
    }
  });
});
