import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { Redis } from 'ioredis';
import { createApp } from '../../../api/src/app.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../../../api/src/http/rateLimit.ts';
import { upsertAccount } from '../../../api/src/modules/auth/index.ts';
import { basic, JWT_SECRET, useTestApp, type TestApp } from './testApp.ts';
import { TEST_REDIS_URL } from '../../support/services.ts';
import { seedMemberTerms, type Http } from './members.ts';

// Issue 11's attacks on logins and accounts: one app per test file with the terms in force and the
// owner's account (membera1) that the attacks aim at, set by useOwnerApp(); and copies of the server
// configured otherwise.

export let t: TestApp;
export const OWNER = { username: 'membera1', password: 'Owner-pass-2026!' };
export let ownerId: number;

/** The file's test app (useTestApp) with the terms and the owner's account before its first test. */
export function useOwnerApp(): TestApp {
  t = useTestApp({
    ready: async (app) => {
      await seedMemberTerms(app);
      ownerId = (await upsertAccount(app.db.knex, { ...OWNER, scopes: ['user'] })).id;
    },
  });
  return t;
}

/**
 * The same database behind another copy of the server, configured by `env` as the server reads its
 * environment, on the file's clock (t.clock), with counters of its own (in memory unless given).
 */
export function appWith(env: Record<string, string>, counters?: CounterStore): Http {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: t.config.dataDir,
    PUBLIC_SITE_DIR: t.config.publicSiteDir,
    CONSOLE_DIR: t.config.consoleDir,
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    ...env,
  });
  return request(
    createApp({ config, db: t.db, clock: t.clock, counters: counters ?? new MemoryCounterStore(t.clock) }).callback(),
  );
}

export const redisUrl = TEST_REDIS_URL;
export const redisStore = () =>
  new RedisCounterStore(
    new Redis(redisUrl, { maxRetriesPerRequest: 1 }),
    `clinic-test:${process.pid}:${randomBytes(4).toString('hex')}:`,
  );

/** A login from the client whose address the one trusted proxy appended (after whatever the client wrote). */
export const loginVia = (http: Http, client: string, username: string, password: string, forged = '6.6.6.6') =>
  http
    .get('/api/auth/refreshToken')
    .set('X-Forwarded-For', `${forged}, ${client}`)
    .set('Authorization', basic(username, password));

/**
 * What `run` answers and how long it took on the app's clock: with `t.clock.skipSleeps` the waits the
 * app makes move the clock instead of taking time, and count all the same.
 */
export const elapsed = async <T>(run: () => PromiseLike<T>): Promise<[T, number]> => {
  const started = t.clock.now();
  const result = await run();
  return [result, t.clock.now() - started];
};
