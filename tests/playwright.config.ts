import { defineConfig, devices } from '@playwright/test';

// End-to-end in Debian's Chromium (never a downloaded browser) against the built server. Each worker
// starts its own server on a fresh SQLite database with the first-run demo content and demo staff
// login (the `server` fixture in e2e/support.ts), so workers run side by side. E2E_WORKERS sets how
// many (default 2: this machine has two cores).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
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
