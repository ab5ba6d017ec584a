import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../../api/src/http/rateLimit.ts';
import { basic, createUser, startTestApp, type TestApp, type TestUser } from './support/testApp.ts';

describe('login rate limits', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '3', LOGIN_MAX_PER_IP: '8' });
    user = await createUser(t, ['user'], 'limited');
  });
  afterAll(() => t.close());

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

function counterContract(name: string, make: () => CounterStore) {
  describe(name, () => {
    let store: CounterStore;
    beforeAll(() => {
      store = make();
    });
    afterAll(() => store.close());

    it('counts within a window and starts again after it', async () => {
      const key = `test:${name}:${Date.now()}`;
      expect((await store.hit(key, 300)).count).toBe(1);
      expect((await store.hit(key, 300)).count).toBe(2);
      const third = await store.hit(key, 300);
      expect(third.count).toBe(3);
      expect(third.resetAt).toBeGreaterThan(Date.now());
      await new Promise((r) => setTimeout(r, 350));
      expect((await store.hit(key, 300)).count).toBe(1);
      await store.reset(key);
      expect((await store.hit(key, 300)).count).toBe(1);
    });
  });
}

counterContract('memory counter store', () => new MemoryCounterStore());
// Redis is part of the production set-up (several copies share counters); CI starts it.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
counterContract(
  'redis counter store',
  () => new RedisCounterStore(new Redis(redisUrl, { maxRetriesPerRequest: 1 }), `clinic-test:${process.pid}:`),
);
