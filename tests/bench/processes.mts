/**
 * Child processes of `npm run bench`: the repository's paths, a command run to the end (the build when
 * it is missing), a child stopped for sure, and a yardstick server of the bench as its own process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FULL_CHROMIUM } from '../support/chromium.ts';
import { startServerProcess } from '../support/serverProcess.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

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

/**
 * A yardstick server of the bench (`tests/bench/<file>`) as its own process, like the real server:
 * started by startServerProcess (tests/support/serverProcess.ts) on a free port (`PORT`, plus
 * `env`); it prints `ready` once listening on 127.0.0.1.
 */
export async function startYardstick(
  file: string,
  env: Record<string, string> = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = await startServerProcess({
    root: ROOT,
    script: path.join('tests', 'bench', file),
    env,
    ready: /^ready$/,
    timeoutMs: 30_000,
    onStderr: (chunk) => process.stderr.write(chunk),
  });
  return { origin: server.url, stop: () => stopChild(server.child) };
}
