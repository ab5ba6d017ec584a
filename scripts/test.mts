/**
 * `npm test`: everything a change must pass, in the least time a two-core machine allows.
 *
 * 1. The services the tests need (Redis; MariaDB when asked; Chromium): a missing one stops the run
 *    at once with one line saying how to start it.
 * 2. The build, with the type checks and lint beside it and beside everything after it (nothing
 *    needs their result; they would otherwise leave a core idle while the tests wait).
 * 3. Once the build is done, side by side: the end-to-end tests in Chromium, the API tests on SQLite
 *    and, with `TEST_MARIADB_URL` (`mysql://root@127.0.0.1:3306`), the same tests on MariaDB.
 *
 * Each step's output is printed whole when it ends (steps side by side never interleave; the e2e
 * tests' is streamed), with its time. The run fails when any step fails; after failed services or a
 * failed build nothing else starts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

interface Step {
  name: string;
  script: string;
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  ok: boolean;
}

/** Runs `npm run <script>`; its output is streamed (`live`) or kept and printed whole at its end. */
function run(step: Step, live: boolean): Promise<Outcome> {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], {
      cwd: ROOT,
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      if (!live) {
        process.stdout.write(`\n[test] ── ${step.name} ──\n`);
        process.stdout.write(Buffer.concat(kept));
      }
      process.stdout.write(`[test] ${step.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(since)}\n`);
      resolve({ name: step.name, ok });
    });
  });
}

async function sideBySide(steps: Step[]): Promise<Outcome[]> {
  return Promise.all(steps.map((step) => run(step, false)));
}

function finish(outcomes: Outcome[]): never {
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
  process.stdout.write(
    failed.length
      ? `[test] failed: ${failed.join(', ')} (after ${seconds(started)})\n`
      : `[test] all passed in ${seconds(started)}\n`,
  );
  process.exit(failed.length ? 1 : 0);
}

const mariadb = process.env.TEST_MARIADB_URL;
const outcomes: Outcome[] = [];

outcomes.push(
  await run({ name: 'services', script: 'test:services', env: mariadb ? { TEST_DATABASE_URL: mariadb } : {} }, true),
);
if (!outcomes.every((o) => o.ok)) finish(outcomes);

// Type checks and lint run from here beside everything else; the tests wait only for the build.
const checks = sideBySide([
  { name: 'type checks', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
]);
const build = await run({ name: 'build', script: 'build' }, false);
outcomes.push(build);
if (!build.ok) finish([...outcomes, ...(await checks)]);

// From here everything runs side by side: the e2e tests (streamed; they keep about one and a half
// cores busy, waiting on the browser and the server in turn), the API tests on SQLite and, with
// TEST_MARIADB_URL, on MariaDB (one worker each), and the checks. The machine's two cores are busy
// to the end instead of one step waiting for another.
const legs = sideBySide([
  { name: 'API tests on SQLite', script: 'test:api', env: { TEST_DATABASE_URL: '' } },
  ...(mariadb ? [{ name: 'API tests on MariaDB', script: 'test:api', env: { TEST_DATABASE_URL: mariadb } }] : []),
]);
outcomes.push(await run({ name: 'e2e', script: 'e2e' }, true));
outcomes.push(...(await legs), ...(await checks));
finish(outcomes);
