/**
 * The real server of `npm run bench`, started as a child process (the same command a person runs) on
 * a database of the section's own, with a snapshot of the built public site when pages are measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort.ts';
import { ROOT, sleep, stopChild } from './processes.mts';

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
  /** Its DATA_DIR (the SQLite file `clinic.sqlite` is there unless `databaseUrl` was given). */
  dataDir: string;
  stop: () => Promise<void>;
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
    // The bench is one address asking for far more renders a minute than a visitor does.
    RENDER_MAX_PER_IP: '1000000',
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
  return { origin, dataDir, stop };
}
