import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { ADMIN_SCOPES, bearer, createUser, login, useTestApp, type TestApp } from './support/testApp.ts';

/**
 * Slow console searches cannot take a copy down (issue 23), on MariaDB: a list query is stopped at
 * CONSOLE_QUERY_TIMEOUT_MS and staff are told the search took too long (503, in their language),
 * and at most CONSOLE_LIST_CONCURRENCY list queries hold a connection at once, so `/api/health`
 * and the public pages keep theirs. A search is made slow for real: another session holds a write
 * lock on the requests' table, so every list query on it waits (SQLite has neither guard: it runs
 * one statement at a time in the server's own process).
 */

const serverUrl = process.env.TEST_DATABASE_URL;

/** A session of its own on the app's database, holding the requests' table locked until `release`. */
async function lockRequests(app: TestApp): Promise<{ release: () => Promise<void>; waiting: () => Promise<number> }> {
  // One connection holds the lock, the other asks what waits on it.
  const knex: Knex = knexFactory({ client: 'mysql2', connection: app.config.databaseUrl!, pool: { min: 0, max: 2 } });
  const conn = (await knex.client.acquireConnection()) as never;
  await knex.raw('LOCK TABLES forms WRITE').connection(conn);
  const database = new URL(app.config.databaseUrl!).pathname.slice(1);
  return {
    // Statements of other sessions on this database waiting for the lock (the console's list queries).
    waiting: async () => {
      const [[row]] = (await knex.raw(
        "SELECT COUNT(*) AS n FROM information_schema.processlist WHERE db = ? AND state LIKE 'Waiting for table%lock'",
        [database],
      )) as [Array<{ n: number | string }>];
      return Number(row?.n ?? 0);
    },
    release: async () => {
      await knex.raw('UNLOCK TABLES').connection(conn);
      await knex.client.releaseConnection(conn);
      await knex.destroy();
    },
  };
}

async function staffToken(app: TestApp): Promise<string> {
  return (await login(app, await createUser(app, ADMIN_SCOPES, 'staff'))).accessToken;
}

const search = (app: TestApp, token: string, q: string, language = 'ko', signal?: AbortSignal) =>
  fetch(`${app.url}/api/console/forms?filter=${encodeURIComponent(JSON.stringify({ q }))}`, {
    headers: { Authorization: bearer(token), 'Accept-Language': language },
    signal,
  });

describe.skipIf(!serverUrl)('a console search that takes too long', () => {
  const t = useTestApp({ env: { CONSOLE_QUERY_TIMEOUT_MS: '500' } });

  it('is stopped at the time limit, and staff are told to narrow it', async () => {
    const token = await staffToken(t);
    const lock = await lockRequests(t);
    try {
      const res = await search(t, token, '01012345678');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(translate('ko', 'searchTooSlow'));
      const english = await search(t, token, '홍길동', 'en');
      expect(((await english.json()) as { message: string }).message).toBe(translate('en', 'searchTooSlow'));
      // Nothing of it is left running.
      await expect.poll(lock.waiting, { timeout: 30_000 }).toBe(0);
    } finally {
      await lock.release();
    }
    expect((await search(t, token, '01012345678')).status).toBe(200);
  });
});

describe.skipIf(!serverUrl)('ten slow console searches at once', () => {
  // Four connections, two of them for console lists; searches wait as long as they must.
  const t = useTestApp({ env: { DB_POOL_MAX: '4', CONSOLE_QUERY_TIMEOUT_MS: '60000' } });
  let release: (() => Promise<void>) | undefined;
  afterAll(async () => release?.());

  it('leave /api/health answering, and all finish once the table is free', async () => {
    const token = await staffToken(t);
    const lock = await lockRequests(t);
    release = lock.release;
    const searches = Array.from({ length: 10 }, (_, i) => search(t, token, `검색${i}`));
    // Two hold a connection, waiting on the lock; the eight others wait their turn without one.
    await expect.poll(lock.waiting, { timeout: 30_000 }).toBe(2);
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await lock.waiting()).toBe(2);

    await lock.release();
    release = undefined;
    expect((await Promise.all(searches)).map((r) => r.status)).toEqual(Array(10).fill(200));
  });
});

describe.skipIf(!serverUrl)('a console search the browser gives up on', () => {
  const t = useTestApp({ env: { CONSOLE_QUERY_TIMEOUT_MS: '60000' } });

  it('stops on the database at once instead of running to its time limit', async () => {
    const token = await staffToken(t);
    const lock = await lockRequests(t);
    try {
      const browser = new AbortController();
      const asked = search(t, token, '홍길동', 'ko', browser.signal).catch((err: unknown) => err);
      await expect.poll(lock.waiting, { timeout: 30_000 }).toBe(1);
      browser.abort();
      expect(await asked).toBeInstanceOf(Error);
      // The statement is stopped while the table is still locked: nobody waits on it any more.
      await expect.poll(lock.waiting, { timeout: 30_000 }).toBe(0);
    } finally {
      await lock.release();
    }
  });
});
