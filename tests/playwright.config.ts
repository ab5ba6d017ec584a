import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium';

// End-to-end in Debian's Chromium (never a downloaded browser: its headless shell when installed, see
// support/chromium.ts) against the built server. Each worker
// starts its own server on a fresh SQLite database with the first-run demo content and demo staff
// login (the `server` fixture in e2e/support.ts), so workers run side by side. E2E_WORKERS sets how
// many (default 2: this machine has two cores).
const WORKERS = Number(process.env.E2E_WORKERS ?? 0) || 2;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  // Every test makes the data it needs (through the API, as staff) or takes it from a worker fixture,
  // so it runs alone (--grep) and in any order; nothing runs in serial mode. A file's tests stay on one
  // worker so that the file's setup (a beforeAll, a worker fixture) is made once per worker; files,
  // and the blocks marked parallel, are spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A ceiling against a hung test, not a speed goal: long console flows take about a minute on a
  // busy two-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A failure prints its error and call log and keeps a screenshot of the page. Traces are off: with
    // them on for every test (kept only on failure) Chromium spent more CPU recording than testing (the
    // screencast's frames, a DOM snapshot per action): the e2e run took 60 % longer on two cores.
    // E2E_TRACE=1 records them for a run, to open one with `npx playwright show-trace`.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
