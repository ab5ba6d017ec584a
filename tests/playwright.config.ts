import { defineConfig, devices } from '@playwright/test';

// End-to-end in Debian's Chromium (never a downloaded browser) against the built server on a fresh
// SQLite database with the first-run demo content and demo staff login.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    // One test driver on one address logs in and asks for codes far more often in 15 minutes than a
    // person does: the per-address ceilings are raised here (the API tests hold the limits themselves).
    command: `rm -rf .e2e-data && DATA_DIR=.e2e-data PORT=${PORT} LOG_LEVEL=error LOGIN_MAX_PER_IP=1000 CODE_MAX_PER_IP=1000 npx tsx api/src/server.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
