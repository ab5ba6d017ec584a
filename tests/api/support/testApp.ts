import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import request from 'supertest';
import type Koa from 'koa';
import type { Scope } from '@clinic/contract';
import { createApp } from '../../../api/src/app.ts';
import { loadConfig, type Config } from '../../../api/src/config.ts';
import { migrateLatest, openDatabase, type Database } from '../../../api/src/db/index.ts';
import { upsertAccount } from '../../../api/src/modules/auth/index.ts';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: Koa;
  db: Database;
  config: Config;
  http: ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * A fresh database for one test file: a SQLite file in a temp folder, or, with TEST_DATABASE_URL
 * (`mysql://root@127.0.0.1:3306`), a new MySQL/MariaDB database that `close` drops.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `clinic_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const base = new URL(serverUrl);
    base.pathname = '/';
    const admin = knexFactory({
      client: 'mysql2',
      connection: {
        host: base.hostname,
        port: Number(base.port || 3306),
        user: decodeURIComponent(base.username),
        password: decodeURIComponent(base.password),
      },
    });
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
    base.pathname = '/' + name;
    databaseUrl = base.toString();
    dropDatabase = async () => {
      await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      await admin.destroy();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_SITE_DIR: path.join(dataDir, 'no-public-build'),
    CONSOLE_DIR: path.join(dataDir, 'no-console-build'),
    // Every test request comes from one address: page renders are not limited unless a test says so.
    RENDER_MAX_PER_IP: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = openDatabase(config.databaseUrl, config.sqliteFile);
  await migrateLatest(db);
  const app = createApp({ config, db });
  return {
    app,
    db,
    config,
    http: request(app.callback()),
    close: async () => {
      await db.knex.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export interface TestUser {
  id: number;
  username: string;
  password: string;
}

export async function createUser(t: TestApp, scopes: Scope[], prefix = 'user'): Promise<TestUser> {
  counter += 1;
  const username = `${prefix}${counter}${randomBytes(2).toString('hex')}`;
  const password = 'Test-pass-1234!';
  const { id } = await upsertAccount(t.db.knex, { username, password, scopes });
  return { id, username, password };
}

/** Scopes of a 관리자 (staff accounts and roles, exports, the access log) and of a 직원 (front desk and content). */
export const ADMIN_SCOPES: Scope[] = ['user', 'console', 'admin'];
export const STAFF_SCOPES: Scope[] = ['user', 'console'];

export function basic(username: string, password: string): string {
  return 'Basic ' + Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
}

export async function login(t: TestApp, user: TestUser): Promise<{ refreshToken: string; accessToken: string }> {
  const refresh = await t.http.get('/api/auth/refreshToken').set('Authorization', basic(user.username, user.password));
  if (refresh.status !== 200) throw new Error(`login failed: ${refresh.status} ${JSON.stringify(refresh.body)}`);
  const refreshToken = refresh.body.refreshToken as string;
  const access = await t.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${refreshToken}`);
  if (access.status !== 200) throw new Error(`access token failed: ${access.status}`);
  return { refreshToken, accessToken: access.body.accessToken as string };
}

/** The app on a real port, for clients that speak HTTP themselves (ra-data-simple-rest's fetch). */
export async function listen(t: TestApp): Promise<{ url: string; server: Server }> {
  const server = createServer(t.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
