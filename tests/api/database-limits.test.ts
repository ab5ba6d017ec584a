import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { serverConnection } from '../support/mariadb.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp.ts';

/**
 * The database account's connection limit is a busy database, not a broken site: past
 * `MAX_USER_CONNECTIONS` (or the server's max_user_connections) an API answer is 503 with
 * `Retry-After` in the caller's language, never a 500.
 * MariaDB only (SQLite has no accounts).
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('an account at its connection limit', () => {
  const account = `clinic_limit_${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const opened: Knex[] = [];
  let app: TestApp | undefined;
  const root = () => {
    const knex = serverConnection(serverUrl!);
    opened.push(knex);
    return knex;
  };

  afterAll(async () => {
    for (const knex of opened) await knex.destroy();
    await app?.close();
    const admin = serverConnection(serverUrl!);
    await admin.raw('DROP USER IF EXISTS ??@?', [account, '%']);
    await admin.destroy();
  });

  it('answers 503 with Retry-After, in the caller’s language', async () => {
    // The app's own database (copied from the template), reached through an account allowed one
    // connection, which the app's pool holds in a transaction: a request needs a second one.
    const owner = await startTestApp();
    app = owner;
    const database = new URL(owner.config.databaseUrl!).pathname.slice(1);
    const admin = root();
    await admin.raw('CREATE USER ??@? IDENTIFIED BY ? WITH MAX_USER_CONNECTIONS 1', [account, '%', password]);
    await admin.raw('GRANT SELECT, INSERT, UPDATE, DELETE ON ??.* TO ??@?', [database, account, '%']);

    const limitedUrl = new URL(owner.config.databaseUrl!);
    limitedUrl.username = account;
    limitedUrl.password = password;
    const limited = await startTestApp({ DATABASE_URL: limitedUrl.toString() });
    const held = await limited.db.knex.transaction();
    try {
      const res = await limited.http.get('/api/v1/center/notifications').set('Accept-Language', 'en');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body.message).toMatch(/[A-Za-z]/);
      expect(res.body.message).not.toMatch(/[가-힣]/);
      // A load balancer asking meanwhile hears the same.
      const health = await limited.http.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await held.rollback();
      await limited.close();
    }
  });
});
