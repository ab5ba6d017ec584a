import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../../api/src/app.ts';
import { openDatabase } from '../../api/src/db/index.ts';
import { freePort } from '../support/freePort.ts';
import { SITE } from './support/pages.ts';
import { useTestApp } from './support/testApp.ts';

/**
 * The database goes away: pages not kept answer 503 with `Retry-After` and a page in the visitor's
 * language, health answers 503 with `Retry-After`, and the sitemap answers 503 at once rather than
 * waiting for connections; pages kept before are still served. Each answer comes well within the
 * test's timeout (a database that does not answer is not waited for). On SQLite and MariaDB.
 */

const t = useTestApp({ env: SITE });

describe('a database server that cannot be reached', () => {
  let http: ReturnType<typeof request>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // A MariaDB URL on a port nothing listens on: every connection is refused.
    const gone = openDatabase(`mysql://root@127.0.0.1:${await freePort()}/clinic`, t.config.sqliteFile);
    http = request(createApp({ config: t.config, db: gone }).callback());
    close = () => gone.knex.destroy();
  });
  afterAll(async () => {
    await close?.();
  });

  it('answers a page 503 with Retry-After, in the language of the page', async () => {
    const ko = await http.get('/cost');
    expect(ko.status).toBe(503);
    expect(ko.headers['retry-after']).toBe('5');
    expect(ko.headers['cache-control']).toBe('no-store');
    expect(ko.text).toContain('<html lang="ko"');
    expect(ko.text).toContain('서비스를 잠시 이용할 수 없습니다.');
    const en = await http.get('/en/center/notice?page=2');
    expect(en.status).toBe(503);
    expect(en.headers['retry-after']).toBe('5');
    expect(en.text).toContain('The service is temporarily unavailable.');
  });

  it('answers health 503 with Retry-After', async () => {
    const res = await http.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toMatchObject({ status: 'degraded', database: 'unavailable' });
  });

  it('answers the sitemap 503 with Retry-After', async () => {
    const res = await http.get('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});

describe('the database closing under a running server', () => {
  it('keeps serving the pages it has, and answers the others 503', async () => {
    // The app's own cache, filled while the database is there.
    const http = request(createApp({ config: t.config, db: t.db }).callback());
    expect((await http.get('/guide')).status).toBe(200);
    expect((await http.get('/guide')).headers['x-cache']).toBe('hit');
    await t.db.knex.destroy();
    const kept = await http.get('/guide');
    expect(kept.status).toBe(200);
    expect(kept.headers['x-cache']).toBe('hit');
    const other = await http.get('/jp/guide');
    expect(other.status).toBe(503);
    expect(other.headers['retry-after']).toBe('5');
    expect(other.text).toContain('サービスを一時的にご利用いただけません。');
    expect((await http.get('/api/health')).status).toBe(503);
    expect((await http.get('/sitemap.xml')).status).toBe(503);
  });
});
