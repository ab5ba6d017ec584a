/**
 * The real server of `npm run bench`, started as a child process (the same command a person runs) on
 * a database of the section's own, with a snapshot of the built public site when pages are measured.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
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
    // A fixed pause on purpose: the bench waits out another process's build (a few seconds), which
    // announces nothing it could wait on; it measures, it asserts nothing.
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
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    // The bench is one address asking for far more renders a minute than a visitor does.
    RENDER_MAX_PER_IP: '1000000',
  };
  if (consoleDir) env.CONSOLE_DIR = consoleDir;
  // Pages are measured as production renders them (React's production build, no demo login).
  if (siteDir) Object.assign(env, { PUBLIC_SITE_DIR: siteDir, NODE_ENV: 'production' });
  let server: ServerProcess;
  try {
    // Ready once it prints its listening line (tests/support/serverProcess.ts, as every test starts one).
    server = await startServerProcess({ root: ROOT, env });
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const origin = server.url;
  const stop = async () => {
    await stopChild(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, dataDir, stop };
}
