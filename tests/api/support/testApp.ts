import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, inject } from 'vitest';
import type Koa from 'koa';
import type { Scope } from '@clinic/contract';
import { createApp } from '../../../api/src/app.ts';
import { loadConfig, type Config } from '../../../api/src/config.ts';
import { migrateLatest, openDatabase, type Database } from '../../../api/src/db/index.ts';
import { upsertAccount } from '../../../api/src/modules/auth/index.ts';
import { ResponseCache } from '../../../api/src/http/cache.ts';
import { VisitTally } from '../../../api/src/http/inProcess.ts';
import { createMessenger } from '../../../api/src/services/messaging/index.ts';
import { TestClock } from './clock.ts';
import { WatchedMessenger } from './watchedMessenger.ts';
import { copyDatabase, createTestDatabase } from '../../support/mariadb.ts';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: Koa;
  db: Database;
  config: Config;
  http: ReturnType<typeof request>;
  /** Where the app listens (`http://127.0.0.1:<port>`), for clients that speak HTTP themselves. */
  url: string;
  /** The app's clock: a test moves it (`advance`) instead of waiting for time to pass. */
  clock: TestClock;
  /** The app's messenger: a test waits on its sends (`settle`) for what the app sends after answering. */
  messenger: WatchedMessenger;
  /** Visits of served pages: `flush()` writes them now. */
  visits: VisitTally;
  /** The public answers' cache (its tags are what console writes clear). */
  cache: ResponseCache;
  close: () => Promise<void>;
}

/** What a test app is started with. */
export interface TestAppOptions {
  /**
   * The environment its config is read from, over the tests' defaults; a function when it is known
   * only once earlier hooks have run (a folder they made).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The file's own setup, run once the app is up, before the first test (people, terms, records). */
  ready?: (t: TestApp) => Promise<void>;
}

/**
 * The test app of a file, or of a describe block when called inside one: this is the one way the
 * tests start an app. A fresh database (a SQLite file in a temp folder, or a new MySQL/MariaDB
 * database when TEST_DATABASE_URL is set) is migrated before the first test, `ready` runs, and after
 * the last test the app is closed and its database dropped. Answers the app at once, to be read in
 * hooks and tests: `const t = useTestApp();` then `t.http`, `t.db` as usual.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  const started = (): TestApp => {
    if (!current) throw new Error('the test app is read outside a hook or test (useTestApp starts it in beforeAll)');
    return current;
  };
  const handle: TestApp = {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get config() {
      return started().config;
    },
    get http() {
      return started().http;
    },
    get url() {
      return started().url;
    },
    get clock() {
      return started().clock;
    },
    get messenger() {
      return started().messenger;
    },
    get visits() {
      return started().visits;
    },
    get cache() {
      return started().cache;
    },
    close: () => started().close(),
  };
  beforeAll(async () => {
    current = await startTestApp(typeof options.env === 'function' ? options.env() : options.env);
    await options.ready?.(handle);
  });
  afterAll(async () => {
    const app = current;
    current = undefined;
    await app?.close();
  });
  return handle;
}

/**
 * The environment of a real server process (api/src/server.ts) on this test app's database and data
 * folder, with no builds, no demo content and no Redis: for tests that must watch a process of its
 * own (its memory, its signals). `extra` adds or overrides variables.
 */
export function serverProcessEnv(t: TestApp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.config.databaseUrl ?? '',
    REDIS_URL: '',
    JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    PUBLIC_SITE_DIR: path.join(t.config.dataDir, 'no-public-build'),
    CONSOLE_DIR: path.join(t.config.dataDir, 'no-console-build'),
    ...extra,
  };
}

/**
 * Starts an app on a fresh database; `close` closes it and drops the database. Only useTestApp()
 * calls it (in beforeAll): a test file or describe block takes its app from there.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  // On MySQL/MariaDB the database starts as a copy of the one the run migrated once (mariadbTemplate.ts).
  const mariadbTemplate = serverUrl ? inject('mariadbTemplate') : '';
  if (database && mariadbTemplate) await copyDatabase(serverUrl!, mariadbTemplate, database.name);
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
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // On SQLite the app starts from a copy of the file the run migrated once (sqliteTemplate.ts).
  const template = config.databaseUrl ? '' : inject('sqliteTemplate');
  // (Unless a test gave it a data folder that holds a database already: a restored one.)
  if (template && !existsSync(config.sqliteFile)) {
    mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
    copyFileSync(template, config.sqliteFile);
  }
  const db = openDatabase(config.databaseUrl, config.sqliteFile, config.dbPool);
  await migrateLatest(db);
  const clock = new TestClock();
  const messenger = new WatchedMessenger(createMessenger(db.knex, config.messaging));
  const visits = new VisitTally((err) => console.error(`[pages] visits not counted: ${String(err)}`));
  const cache = new ResponseCache();
  const app = createApp({ config, db, clock, messenger, visits, cache });
  // One listening server for the file's requests, on any address as supertest would take it itself:
  // given the bare callback, supertest starts and stops a server for every request.
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    app,
    db,
    config,
    http: request(server),
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clock,
    messenger,
    visits,
    cache,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      await visits.flush();
      await db.knex.destroy();
      await database?.drop();
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

/** Who a test account is: a 관리자, a 직원 or a member (no console). */
export type Role = 'admin' | 'staff' | 'member';
export const ROLE_SCOPES: Record<Role, Scope[]> = { admin: ADMIN_SCOPES, staff: STAFF_SCOPES, member: ['user'] };

/** The `Authorization` header of a request made with `token` (an access token, or a refresh token where one is asked). */
export const bearer = (token: string): string => `Bearer ${token}`;

/** A new account of `role` (its username starts with `prefix`), logged in: the account and its access token. */
export async function signIn(t: TestApp, role: Role, prefix: string = role): Promise<TestUser & { token: string }> {
  const user = await createUser(t, ROLE_SCOPES[role], prefix);
  return { ...user, token: (await login(t, user)).accessToken };
}

/** The access token of a new account of `role`. */
export const tokenFor = async (t: TestApp, role: Role, prefix?: string): Promise<string> =>
  (await signIn(t, role, prefix)).token;

export function basic(username: string, password: string): string {
  return 'Basic ' + Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
}

export async function login(t: TestApp, user: TestUser): Promise<{ refreshToken: string; accessToken: string }> {
  const refresh = await t.http.get('/api/auth/refreshToken').set('Authorization', basic(user.username, user.password));
  if (refresh.status !== 200) throw new Error(`login failed: ${refresh.status} ${JSON.stringify(refresh.body)}`);
  const refreshToken = refresh.body.refreshToken as string;
  const access = await t.http.get('/api/auth/accessToken').set('Authorization', bearer(refreshToken));
  if (access.status !== 200) throw new Error(`access token failed: ${access.status}`);
  return { refreshToken, accessToken: access.body.accessToken as string };
}

/** Another app than the test app's own (which listens at `t.url`) on a real port; the caller closes it. */
export async function listen(app: Koa): Promise<{ url: string; server: Server }> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
