/**
 * The staff console's first load, up to its login form (`/console/login`, nobody logged in):
 * - every same-origin script Chromium fetches until the network is idle, each gzipped at level 9;
 * - the main thread's script time until the form shows (Chrome's Performance.getMetrics
 *   ScriptDuration, thread CPU time), the median of several cold loads, each in a new browser context;
 * - for comparison, no goal: the scripts a login then loads until the dashboard shows.
 *
 * The console is built for the bench into a temporary folder (never console/dist, which other work
 * may be using) and served by the real server through CONSOLE_DIR. `BENCH_CONSOLE_DIR=<a build>`
 * measures that build instead, e.g. an older one to compare with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, ROOT, fmt, rowsOf, startServer, type Row } from './support.mts';

const SECTION = 'console first load';
const LOGIN = '/console/login';
const DASHBOARD = '/console/';
const VIEWPORT = { width: 1280, height: 720 };
const RUNS = Math.max(1, Number(process.env.CONSOLE_RUNS ?? 5));

/**
 * Before the split (one 1.96 MB script, the rich-text editor and every page in it), measured with
 * this section on the 2-core development machine: 591 KB gzip-9 before login and 182 ms of script
 * time to the form (medians of 7 loads: 212, 180, 182). The goals: at most 250 KB, half that time.
 */
const BEFORE_KB = 591;
const BEFORE_SCRIPT_MS = 182;
const TARGET_KB = 250;
const TARGET_SCRIPT_MS = Math.round(BEFORE_SCRIPT_MS / 2);
/** The demo staff login (README), which the bench's server (not in production mode) creates. */
const DEMO_STAFF = { username: 'admin', password: 'clinic-demo-2026!' };

/** Builds the console with its own Vite config into a new temporary folder. */
async function buildConsole(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
  // Vite's build sets NODE_ENV=production for the whole process; later sections' servers inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root: path.join(ROOT, 'console'),
      configFile: path.join(ROOT, 'console', 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    return outDir;
  } catch (err) {
    rmSync(outDir, { recursive: true, force: true });
    throw err;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

interface Load {
  /** Main-thread JavaScript until the form shows, ms of thread CPU time. */
  scriptMs: number;
  /** All main-thread tasks (script, style, layout, parsing…) until the form shows, ms of thread CPU time. */
  taskMs: number;
  /** Wall-clock ms from the navigation's start until the form showed. */
  formMs: number;
  scripts: { path: string; raw: number; gz: number }[];
}

/** Each script's size, raw and gzipped at level 9; read once the page rests, so reading cannot slow the load. */
async function sizes(responses: Response[]): Promise<Load['scripts']> {
  const scripts: Load['scripts'] = [];
  for (const response of responses) {
    const body = await response.body();
    scripts.push({ path: new URL(response.url()).pathname, raw: body.length, gz: gzipSync(body, { level: 9 }).length });
  }
  return scripts;
}

/** Collects the same-origin script responses of `page` from now on. */
function collectScripts(page: Page, origin: string): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin === origin && response.request().resourceType() === 'script')
      responses.push(response);
  });
  return responses;
}

/** One cold load of the login page in a new context (empty cache), until the form shows and the network rests. */
async function loadLogin(browser: Browser, origin: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ko-KR' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Thread time, not wall time: another process taking the CPU then barely moves the figure.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const responses = collectScripts(page, origin);
    await page.goto(origin + LOGIN, { waitUntil: 'commit', timeout: 30_000 });
    // The form a person types into: both fields and the button, as the e2e tests find them.
    await page.getByRole('textbox', { name: '아이디' }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('textbox', { name: '비밀번호' }).waitFor({ state: 'visible', timeout: 5_000 });
    await page.getByRole('button', { name: '로그인' }).waitFor({ state: 'visible', timeout: 5_000 });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
    const formMs = await page.evaluate(() => performance.now());
    // Whatever else the page fetches before it rests (a chunk loaded after the form) counts too.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    return {
      scriptMs: metric('ScriptDuration'),
      taskMs: metric('TaskDuration'),
      formMs,
      scripts: await sizes(responses),
    };
  } finally {
    await context.close();
  }
}

/**
 * What logging in then loads before the dashboard shows (the console, its layout and the home page's
 * chunks): not part of the goal, printed so that the split is seen not to move weight after login.
 */
async function afterLoginScripts(browser: Browser, origin: string): Promise<Load['scripts']> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ko-KR' });
  try {
    const page = await context.newPage();
    await page.goto(origin + LOGIN, { timeout: 30_000 });
    await page.getByRole('textbox', { name: '아이디' }).fill(DEMO_STAFF.username);
    await page.getByRole('textbox', { name: '비밀번호' }).fill(DEMO_STAFF.password);
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const responses = collectScripts(page, origin);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(/\/console\/?$/, { timeout: 30_000 });
    await page.locator('#react-admin-title').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    return await sizes(responses);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function consoleSection(): Promise<Row[]> {
  const given = process.env.BENCH_CONSOLE_DIR;
  const consoleDir = given ? path.resolve(given) : await buildConsole();
  const row = rowsOf(SECTION);
  try {
    const server = await startServer({ consoleDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], timeout: 60_000 });
    try {
      // One load first, not counted: the server's first answers and Chromium's own start-up.
      await loadLogin(browser, server.origin);
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) loads.push(await loadLogin(browser, server.origin));
      const scripts = loads[0]!.scripts.sort((a, b) => b.gz - a.gz);
      if (scripts.length === 0) throw new Error(`${LOGIN} loaded no script: is the console built?`);
      const totalGz = scripts.reduce((sum, s) => sum + s.gz, 0) / 1024;
      const totalRaw = scripts.reduce((sum, s) => sum + s.raw, 0) / 1024;
      const scriptMs = median(loads.map((l) => l.scriptMs));
      const after = await afterLoginScripts(browser, server.origin);
      const afterGz = after.reduce((sum, s) => sum + s.gz, 0) / 1024;
      const spread = loads.map((l) => fmt(l.scriptMs)).join(', ');
      console.log(`[console] script time to the form of each run (ms): ${spread}`);
      const subject = `${LOGIN}, ${VIEWPORT.width}x${VIEWPORT.height}, cold cache`;
      return [
        row(
          subject,
          `JS before login, total gzip-9 KB (${scripts.length} scripts)`,
          fmt(totalGz, 1),
          `<= ${TARGET_KB} (${BEFORE_KB} before the split)`,
          totalGz <= TARGET_KB,
        ),
        row(subject, 'JS before login, total raw KB', fmt(totalRaw, 1)),
        row(
          subject,
          `script time to the login form, median of ${RUNS} (ms, thread CPU)`,
          fmt(scriptMs),
          `<= ${fmt(TARGET_SCRIPT_MS)} (half of ${fmt(BEFORE_SCRIPT_MS)} before)`,
          scriptMs <= TARGET_SCRIPT_MS,
        ),
        row(
          subject,
          'all main-thread tasks to the form, median (ms, thread CPU)',
          fmt(median(loads.map((l) => l.taskMs))),
        ),
        row(subject, 'login form shown after, median (ms, wall clock)', fmt(median(loads.map((l) => l.formMs)))),
        row(
          `login, then ${DASHBOARD}`,
          `JS loaded after login to the dashboard, gzip-9 KB (${after.length} scripts)`,
          fmt(afterGz, 1),
        ),
        ...scripts.map((s) => row(s.path, `script gzip-9 KB (raw ${fmt(s.raw / 1024, 1)})`, fmt(s.gz / 1024, 1))),
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    if (!given) rmSync(consoleDir, { recursive: true, force: true });
  }
}
