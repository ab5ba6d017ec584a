import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_STAFF } from './support';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { createTestDatabase } from '../support/mariadb';

/**
 * Two copies of the server behind one load balancer: one MariaDB database, one Redis. A fee changed
 * through copy A is in copy B's /cost HTML within a second (the clear travels by Redis pub/sub).
 */
const MARIADB = process.env.E2E_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Copy {
  server: ServerProcess;
  dataDir: string;
}

async function startCopy(databaseUrl: string, seed: boolean): Promise<Copy> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-copy-'));
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
  return { server, dataDir };
}

test('a fee changed through copy A shows in the HTML of copy B within a second', async () => {
  test.setTimeout(180_000);
  const database = await createTestDatabase(MARIADB, 'clinic_e2e_copies');
  const copies: Copy[] = [];
  try {
    const databaseUrl = database.url;
    // The first copy migrates and seeds; the second starts on the database so prepared.
    copies.push(await startCopy(databaseUrl, true));
    copies.push(await startCopy(databaseUrl, false));
    const [a, b] = copies.map((copy) => copy.server) as [ServerProcess, ServerProcess];

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
      await copy.server.stop();
      rmSync(copy.dataDir, { recursive: true, force: true });
    }
    await database.drop();
  }
});
