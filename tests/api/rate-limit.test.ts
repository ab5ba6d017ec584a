import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../../api/src/http/rateLimit.ts';
import { TestClock } from './support/clock.ts';
import { basic, createUser, useTestApp, type TestUser } from './support/testApp.ts';
import { TEST_REDIS_URL } from '../support/services.ts';

describe('login rate limits', () => {
  let user: TestUser;
  const t = useTestApp({
    env: { LOGIN_MAX_PER_USERNAME: '3', LOGIN_MAX_PER_IP: '8' },
    ready: async (app) => {
      user = await createUser(app, ['user'], 'limited');
    },
  });

  const attempt = (username: string, password: string) =>
    t.http.get('/api/auth/refreshToken').set('Authorization', basic(username, password));

  it('a correct login resets the per-username count', async () => {
    expect((await attempt(user.username, 'Wrong-1!')).status).toBe(401);
    expect((await attempt(user.username, 'Wrong-2!')).status).toBe(401);
    expect((await attempt(user.username, user.password)).status).toBe(200);
    expect((await attempt(user.username, 'Wrong-3!')).status).toBe(401);
  });

  it('stops guessing one account after the limit, even with the right password, with Retry-After', async () => {
    expect((await attempt(user.username, 'Wrong-4!')).status).toBe(401);
    expect((await attempt(user.username, 'Wrong-5!')).status).toBe(401);
    const blocked = await attempt(user.username, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per client address across usernames', async () => {
    // 8 per address: 7 used above, so the next one passes the address check and the one after is refused.
    expect((await attempt('someone1', 'Wrong-6!')).status).toBe(401);
    const res = await attempt('someone2', 'Wrong-7!');
    expect(res.status).toBe(429);
  });
});

/**
 * A store's windows: `make` builds it on `clock`; `windowEnds` brings a key's window of `windowMs` to
 * its end, as time passing would, without waiting for it.
 */
function counterContract(
  name: string,
  make: (clock: TestClock) => CounterStore,
  windowEnds: (key: string, windowMs: number, clock: TestClock) => Promise<void>,
) {
  describe(name, () => {
    const clock = new TestClock();
    let store: CounterStore;
    beforeAll(() => {
      store = make(clock);
    });
    afterAll(() => store.close());

    it('counts within a window and starts again after it', async () => {
      const key = `test:${name}:${Date.now()}`;
      expect((await store.hit(key, 300)).count).toBe(1);
      expect((await store.hit(key, 300)).count).toBe(2);
      const third = await store.hit(key, 300);
      expect(third.count).toBe(3);
      expect(third.resetAt).toBeGreaterThan(clock.now());
      expect(third.resetAt).toBeLessThanOrEqual(clock.now() + 300);
      await windowEnds(key, 300, clock);
      expect((await store.hit(key, 300)).count).toBe(1);
      await store.reset(key);
      expect((await store.hit(key, 300)).count).toBe(1);
    });
  });
}

// In memory the window is the clock's: moved past its end.
counterContract(
  'memory counter store',
  (clock) => new MemoryCounterStore(clock),
  async (_key, windowMs, clock) => clock.advance(windowMs + 1),
);

// Redis is part of the production set-up (several copies share counters); CI starts it. There the
// window is the key's expiry, kept by Redis on its own clock: the test checks the store set it to
// the window and then ends it as Redis does when it runs out (PEXPIRE 0 deletes the key at once).
const redisUrl = TEST_REDIS_URL;
const redisPrefix = `clinic-test:${process.pid}:`;
const redisAdmin = new Redis(redisUrl, { lazyConnect: true });
afterAll(() => redisAdmin.quit());
counterContract(
  'redis counter store',
  (clock) => new RedisCounterStore(new Redis(redisUrl, { maxRetriesPerRequest: 1 }), redisPrefix, undefined, clock),
  async (key, windowMs, clock) => {
    const left = await redisAdmin.pttl(redisPrefix + key);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(windowMs);
    clock.advance(windowMs + 1);
    expect(await redisAdmin.pexpire(redisPrefix + key, 0)).toBe(1);
  },
);
