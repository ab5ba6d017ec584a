/**
 * Shared pieces of `npm run bench`: the row every section returns, free ports, and the real server
 * started as a child process (the same command a person runs) on a database of the section's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { freePort } from '../support/freePort.ts';
export { freePort };

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One line of the printed table. `met` is printed, never asserted; undefined means "no target". */
export interface Row {
  section: string;
  subject: string;
  metric: string;
  value: string;
  target: string;
  met?: boolean;
}

/** Rows of one section: `row(subject, metric, value, target?, met?)`. */
export function rowsOf(section: string) {
  return (subject: string, metric: string, value: string, target = '', met?: boolean): Row => ({
    section,
    subject,
    metric,
    value,
    target,
    met,
  });
}

/** A section: one function that measures something and returns its rows. */
export interface Section {
  name: string;
  run: () => Promise<Row[]>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a command to the end with the bench's output; rejects on a non-zero exit or after `timeoutMs`. */
export function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${command} ${args.join(' ')} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** `npm run build` when the public site has not been built yet (the bench measures the built site). */
export async function ensureBuilt(): Promise<void> {
  const built = ['public-site/dist/index.html', 'public-site/dist-ssr/entry-server.js', 'console/dist/index.html'];
  if (built.every((file) => existsSync(path.join(ROOT, file)))) return;
  console.log('[bench] the build is missing: running npm run build');
  await run('npm', ['run', 'build'], 8 * 60_000);
}

const SITE_DIST = path.join(ROOT, 'public-site', 'dist');
const SITE_SSR = path.join(ROOT, 'public-site', 'dist-ssr');

/**
 * Copies the built public site and its server bundle into `dir` (`public-site/`, `dist-ssr/`), so
 * that a build started elsewhere meanwhile (it empties dist/ first) cannot pull pages from under the
 * bench. Retries a few times while dist/ is incomplete.
 */
async function snapshotSite(dir: string): Promise<string> {
  const target = path.join(dir, 'public-site');
  for (let attempt = 1; attempt <= 10; attempt++) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(SITE_DIST, target, { recursive: true });
      rmSync(path.join(dir, 'dist-ssr'), { recursive: true, force: true });
      cpSync(SITE_SSR, path.join(dir, 'dist-ssr'), { recursive: true });
      if (existsSync(path.join(target, 'index.html')) && existsSync(path.join(dir, 'dist-ssr', 'entry-server.js')))
        return target;
    } catch {
      // dist/ changed while it was copied
    }
    await sleep(3_000);
  }
  throw new Error('public-site/dist stayed incomplete (is a build running?)');
}

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Stops a child with SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
async function waitReady(url: string, child: ChildProcess, stderr: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s: ${stderr()}`);
}

/**
 * The real server (`node --import tsx api/src/server.ts`) on a free port of 127.0.0.1, with a
 * temporary DATA_DIR, the demo content and only errors logged. `databaseUrl` selects MariaDB;
 * without it the server uses a SQLite file in the temporary DATA_DIR. With `site`, it serves a copy
 * of public-site/dist and renders pages with a copy of public-site/dist-ssr, taken now, in production
 * mode. With `consoleDir`, it serves that console build at /console instead of console/dist.
 */
export async function startServer(
  options: { databaseUrl?: string; site?: boolean; consoleDir?: string } = {},
): Promise<RunningServer> {
  const { databaseUrl, site = false, consoleDir } = options;
  const port = await freePort();
  // With the site, inside the repository: the server bundle's imports (react, react-router) resolve
  // from the repository's node_modules, as they do for public-site/dist-ssr itself.
  const parent = site ? path.join(ROOT, '.bench') : os.tmpdir();
  mkdirSync(parent, { recursive: true });
  const dataDir = mkdtempSync(path.join(parent, 'clinic-bench-'));
  let siteDir: string | undefined;
  try {
    if (site) siteDir = await snapshotSite(dataDir);
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  if (consoleDir) env.CONSOLE_DIR = consoleDir;
  // Pages are measured as production renders them (React's production build, no demo login).
  if (siteDir) Object.assign(env, { PUBLIC_SITE_DIR: siteDir, NODE_ENV: 'production' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(`${origin}/api/health`, child, () => stderr, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, stop };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The rows as one aligned plain-text table. */
export function formatTable(rows: Row[]): string {
  const header = ['section', 'subject', 'metric', 'value', 'target', 'met'];
  const cells = rows.map((r) => [
    r.section,
    r.subject,
    r.metric,
    r.value,
    r.target,
    r.met === undefined ? '' : r.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const right = new Set([3]);
  const line = (c: string[]) =>
    c
      .map((v, i) => (right.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(header), rule];
  let previous = '';
  for (const [i, c] of cells.entries()) {
    if (i > 0 && rows[i]!.section !== previous) out.push('');
    previous = rows[i]!.section;
    out.push(line(c));
  }
  return out.join('\n');
}

/**
 * A fresh database `name` on the local MariaDB (BENCH_DATABASE_URL, loopback only), dropped by
 * `drop`. One left behind by a killed run is dropped first.
 */
export async function benchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(server.hostname))
    throw new Error(`BENCH_DATABASE_URL must point to this machine (got ${server.hostname})`);
  const admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  } catch (err) {
    await admin.destroy();
    throw err;
  }
  const url = new URL(server);
  url.pathname = '/' + name;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      } finally {
        await admin.destroy();
      }
    },
  };
}

/** What one autocannon run measured. */
export interface Load {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Loads `url` with autocannon for `seconds` (bounded by a timeout around it). */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<Load> {
  const { connections, seconds, headers } = options;
  const running = autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`autocannon on ${url} did not finish`)), (seconds + 30) * 1000);
  });
  const result = await Promise.race([running, bound]).finally(() => clearTimeout(timer));
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * A yardstick server of the bench (`tests/bench/<file>`) as its own process, like the real server:
 * started with `node --import tsx` on a free port (`PORT`, plus `env`); it prints `ready` once
 * listening on 127.0.0.1.
 */
export async function startYardstick(
  file: string,
  env: Record<string, string> = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests', 'bench', file)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start within 30 s`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}`));
    });
  }).catch(async (err: unknown) => {
    await stopChild(child);
    throw err;
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
