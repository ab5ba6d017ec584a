import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_STAFF } from './support';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import knexFactory from 'knex';
import { createTestDatabase } from '../support/mariadb';
import { demoNotices } from '../../migrations/seeds/data/notices';
import { demoFaqs } from '../../migrations/seeds/data/faqs';
import { demoFees } from '../../migrations/seeds/data/fees';
import { demoTerms } from '../../migrations/seeds/data/terms';

/**
 * Copies of the server behind one load balancer: one MariaDB database, one Redis. Three started at
 * once on a fresh database all serve, having migrated and added the demo content once between them
 * (they take turns: api/src/db/startup.ts). A fee changed through copy A is in copy B's /cost HTML
 * within a second (the clear travels by Redis pub/sub).
 */
const MARIADB = process.env.E2E_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Copy {
  server: ServerProcess | undefined;
  dataDir: string;
}

async function startCopy(databaseUrl: string, seed: boolean, copies: Copy[]): Promise<Copy> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-copy-'));
  // Known before it is ready, so that a copy that fails to start is still cleaned up.
  const copy: Copy = { dataDir, server: undefined };
  copies.push(copy);
  const server = await startServerProcess({
    root: path.resolve(path.dirname(test.info().config.configFile!), '..'),
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: REDIS,
      JWT_SECRET: 'copies-test-secret-copies-test-secret-0123456789',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RENDER_MAX_PER_IP: '1000000',
      SEED_DEMO: seed ? 'true' : 'false',
    },
    onStderr: (chunk) => process.stderr.write(chunk),
  });
  copy.server = server;
  return copy;
}

/** Rows of `table` in the database at `url`. */
async function rows(url: string, table: string, where: Record<string, unknown> = {}): Promise<number> {
  const knex = knexFactory({ client: 'mysql2', connection: url, pool: { min: 0, max: 1 } });
  try {
    const [row] = (await knex(table).where(where).count({ n: '*' })) as Array<{ n: number | string }>;
    return Number(row!.n);
  } finally {
    await knex.destroy();
  }
}

test('three copies started at once all serve, with the demo content once; a fee changed through copy A shows in the HTML of copy B within a second', async () => {
  test.setTimeout(240_000);
  const database = await createTestDatabase(MARIADB, 'clinic_e2e_copies');
  const copies: Copy[] = [];
  try {
    const databaseUrl = database.url;
    // Three copies on a fresh database at once, each told to add the demo content.
    const started = await Promise.all([0, 1, 2].map(() => startCopy(databaseUrl, true, copies)));
    const [a, b, c] = started.map((copy) => copy.server!) as [ServerProcess, ServerProcess, ServerProcess];
    for (const copy of [a, b, c]) expect((await fetch(`${copy.url}/api/health`)).status).toBe(200);
    expect(await rows(databaseUrl, 'notices')).toBe(demoNotices.length);
    expect(await rows(databaseUrl, 'faqs')).toBe(demoFaqs.length);
    expect(await rows(databaseUrl, 'fees')).toBe(demoFees.length);
    expect(await rows(databaseUrl, 'terms')).toBe(demoTerms.length);
    expect(await rows(databaseUrl, 'reviews', { is_demo: true })).toBe(4);
    expect(await rows(databaseUrl, 'users', { username: DEMO_STAFF.username })).toBe(1);
    expect(await rows(databaseUrl, 'settings')).toBe(1);

    const api = await playwrightRequest.newContext({ baseURL: a.url });
    const basic = 'Basic ' + Buffer.from(`${DEMO_STAFF.username}:${DEMO_STAFF.password}`).toString('base64');
    const { refreshToken } = (await (
      await api.get('/api/auth/refreshToken', { headers: { Authorization: basic } })
    ).json()) as { refreshToken: string };
    const { accessToken } = (await (
      await api.get('/api/auth/accessToken', { headers: { Authorization: `Bearer ${refreshToken}` } })
    ).json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${accessToken}` };

    const created = await api.post('/api/console/clinic/fees', {
      headers: auth,
      data: { category: { ko: '두 서버 확인 항목', en: '', cn: '', jp: '' }, minCost: 41_100, maxCost: 42_200 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Copy B renders /cost and keeps it.
    const costOnB = async () => (await fetch(`${b.url}/cost`)).text();
    expect(await costOnB()).toContain('42,200');
    expect(await costOnB()).toContain('42,200');

    expect(
      (await api.put(`/api/console/clinic/fees/${id}`, { headers: auth, data: { maxCost: 43_300 } })).status(),
    ).toBe(200);
    const changedAt = Date.now();
    await expect.poll(costOnB, { timeout: 1_000, intervals: [20] }).toContain('43,300');
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    await api.dispose();
  } finally {
    for (const copy of copies) {
      await copy.server?.stop();
      rmSync(copy.dataDir, { recursive: true, force: true });
    }
    await database.drop();
  }
});
