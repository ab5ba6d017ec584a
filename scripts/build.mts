/**
 * `npm run build`: the public site (client, server bundle, prerendered pages) and the console.
 *
 * The prerender reads what the API answers (settings, fees, FAQs, terms, notices). With
 * PRERENDER_API_URL it asks that API (e.g. production's, for pages with live content); otherwise it
 * starts this repository's server on a temporary SQLite database with the demo content, and stops it
 * afterwards. Pages load fresh data in the browser either way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startApi(): Promise<{ url: string; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-prerender-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
    },
  });
  const url = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the API for prerendering exited');
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the API for prerendering did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

await run('npm', ['run', 'build', '-w', 'public-site']);
const api = process.env.PRERENDER_API_URL ? { url: process.env.PRERENDER_API_URL, stop: () => {} } : await startApi();
try {
  await run('npm', ['run', 'prerender', '-w', 'public-site'], { PRERENDER_API_URL: api.url });
} finally {
  api.stop();
}
await run('npm', ['run', 'build', '-w', 'console']);

/** Brotli and gzip twins of every text file of both builds, so the server never compresses them per request. */
async function precompress(dir: string): Promise<number> {
  const { readdir, readFile, writeFile, stat } = await import('node:fs/promises');
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|json|xml|txt)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < 1024) continue;
    const body = await readFile(file);
    await writeFile(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(file + '.gz', gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
const compressed =
  (await precompress(path.join(ROOT, 'public-site', 'dist'))) + (await precompress(path.join(ROOT, 'console', 'dist')));
console.log(`[build] ${compressed} files precompressed (br, gz)`);
