import type * as Axe from 'axe-core';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { test as base, expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { startServerProcess } from '../support/serverProcess';

export { expect };

/** The repository root (tests/playwright.config.ts is one level down). */
const rootOf = (configFile: string | undefined) => path.resolve(path.dirname(configFile!), '..');

/** Each worker's server: its address and its data folder (SQLite file, development mailbox). */
export interface E2eServer {
  url: string;
  dataDir: string;
}

/**
 * Every Playwright worker runs its own copy of the built server (`api/src/server.ts`) on a free
 * port, with a fresh SQLite database and the first-run demo content under `.e2e-data/w<N>`: workers
 * run side by side and never see each other's data. `baseURL` points at it, so `page.goto('/cost')`
 * and `request.get('/api/…')` reach the worker's own server.
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first parameter
    async ({}, use, workerInfo) => {
      const root = rootOf(workerInfo.config.configFile);
      const dataDir = path.join(root, '.e2e-data', `w${workerInfo.parallelIndex}`);
      rmSync(dataDir, { recursive: true, force: true });
      const started = await startServerProcess({
        root,
        env: {
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          DATABASE_URL: '',
          REDIS_URL: '',
          // One test driver on one address logs in and asks for codes far more often in 15 minutes
          // than a person does: the per-address ceilings are raised (the API tests hold the limits).
          LOGIN_MAX_PER_IP: '1000',
          CODE_MAX_PER_IP: '1000',
          RENDER_MAX_PER_IP: '1000000',
        },
        onStderr: (chunk) => process.stderr.write(`[server w${workerInfo.parallelIndex}] ${chunk}`),
      });
      workerDataDir = dataDir;
      await use({ url: started.url, dataDir });
      await started.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Any test that meets a public page React could not hydrate fails (see `droppedHydrations`).
  page: async ({ page }, use) => {
    const dropped = droppedHydrations(page);
    await use(page);
    expect(dropped, 'pages React could not hydrate').toEqual([]);
  },
});

/**
 * What the page's client entry warned about pages whose HTML React could not hydrate as it stood:
 * React threw that HTML away and drew the page afresh (a flash, and what search engines were served
 * is not what patients get). The list fills as the page goes on.
 */
export function droppedHydrations(page: Page): string[] {
  const dropped: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('hydration'))
      dropped.push(`${page.url()}: ${message.text().split('\n')[0]}`);
  });
  return dropped;
}

export const DEMO_STAFF = { username: 'admin', password: 'clinic-demo-2026!' };

/** axe-core's script, and its setting that it looks into frames of the page's own origin only. */
const AXE_SCRIPT = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** The rules checked: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_OPTIONS: Axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Only violations are gathered in full (passes and the rest would only cross the wire).
  resultTypes: ['violations'],
};

/**
 * WCAG 2.1 A and AA rules and axe's best practices; each violation is listed with its rule id and
 * targets. `within` limits the check to one part of the page (an open dialog over a page already
 * checked); `except` leaves out rules (by id) that another check of the same page has made.
 *
 * axe-core is put into each document (its frames too) the first time that document is checked, and
 * stays there for the checks after: a page checked at two widths, with and without a dialog, takes
 * its half-megabyte script once instead of twice a check (what @axe-core/playwright does), which was
 * half the time of a check. axe then runs in the page and its same-origin frames, as that package's
 * legacy mode did: the public pages have no other frames until a visitor starts a YouTube video.
 */
export async function axeViolations(
  page: Page,
  within?: string,
  { except = [] }: { except?: readonly string[] } = {},
): Promise<string[]> {
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile, or refuses scripts, is left out (axe leaves it out too).
    await frame
      .evaluate(() => 'axe' in window)
      .then((has) => (has ? undefined : frame.evaluate(AXE_SCRIPT)))
      .catch(() => undefined);
  }
  // What is still moving (a dialog fading in, a button's colour changing after a click) is checked as
  // it ends up, not half-way: finite CSS transitions and animations are waited for (a spinner's endless
  // one is not), until none is left.
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (!moving.length) return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
  });
  const options: Axe.RunOptions = {
    ...AXE_OPTIONS,
    ...(except.length ? { rules: Object.fromEntries(except.map((id) => [id, { enabled: false }])) } : {}),
  };
  const results = await page.evaluate(
    ({ within, options }) =>
      (window as unknown as { axe: typeof Axe }).axe.run(within ? { include: [within] } : document, options),
    { within, options },
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/**
 * Staff logged in to the console in this page's browser context: a session of its own made through
 * the API (`POST /api/auth/console/session`, as the login form does), whose httpOnly cookie makes
 * every console page this context loads start logged in. Each test gets its own session, so one that
 * logs out ends nobody else's. Opens no page (`consoleGoto` then goes straight to the one wanted).
 */
export async function consoleSession(page: Page): Promise<void> {
  const basic = 'Basic ' + Buffer.from(`${DEMO_STAFF.username}:${DEMO_STAFF.password}`).toString('base64');
  const session = await page.request.post('/api/auth/console/session', { headers: { Authorization: basic } });
  expect(session.status(), await session.text()).toBe(200);
}

/** Staff logged in (`consoleSession`) and on the dashboard. The login form itself: `consoleLoginWithForm`. */
export async function consoleLogin(page: Page): Promise<void> {
  await consoleSession(page);
  await page.goto('/console/');
  await dashboardShown(page);
}

/** Staff log in through the console's login form, as a person does, and land on the dashboard. */
export async function consoleLoginWithForm(page: Page): Promise<void> {
  await page.goto('/console/');
  await page.getByRole('textbox', { name: '아이디' }).fill(DEMO_STAFF.username);
  await page.getByRole('textbox', { name: '비밀번호' }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await dashboardShown(page);
}

/** Staff land on the dashboard (the console's home), ready once its figures are in. */
async function dashboardShown(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/console\/?$/);
  // The dashboard is its own chunk, loaded after sign-in: on a busy machine it takes a while.
  await expect(page.locator('#react-admin-title')).toHaveText('대시보드', { timeout: 30_000 });
  await expect(page.getByTestId('kpi-questionsWaiting')).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
}

/**
 * Opens a console page by its address as staff already logged in: a full load (the login shell,
 * react-admin, then the page's own chunk), ready once the page has put up its title. On a busy
 * two-core machine that takes longer than a step within a loaded page.
 */
export async function consoleGoto(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#react-admin-title')).not.toBeEmpty({ timeout: 30_000 });
}

/**
 * Moves a console already open to another of its addresses the way its own links do: the router's
 * history, no page load. For sweeps over many screens in one test, where a full load a screen (the
 * login shell and react-admin parsed afresh) took as long as checking the screen. Ready once the new
 * screen has put up its own title, which must differ from the last screen's (already there, it stays).
 * Call it on a screen that has settled: while a save is still redirecting, the title's change to the
 * redirect's screen would be taken for the new one.
 */
export async function consoleNavigate(page: Page, path: string): Promise<void> {
  const title = page.locator('#react-admin-title');
  const here = new URL(page.url());
  if (here.pathname + here.search === path) return expect(title).not.toBeEmpty();
  const before = (await title.textContent()) ?? '';
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(title).not.toHaveText(before, { timeout: 30_000 });
  await expect(title).not.toBeEmpty();
}

/** The main page's popups would push the page under test down: mark them all "not today" for this browser context. */
export async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    for (let id = 1; id <= 50; id += 1) localStorage.setItem(`popup.hide.${id}`, today);
  });
}

export { shownOf } from '../support/html';

/** Opens a public page and waits until it has hydrated (its buttons and forms are live). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** The data folder of this worker's server (set by the `server` fixture, so worker fixtures may read it too). */
let workerDataDir: string | undefined;
const e2eDataDir = () => {
  if (!workerDataDir) throw new Error("the worker's server has not started: use the `server` fixture first");
  return workerDataDir;
};

/**
 * Which figures `recordCounters` keeps of the main page's hero counters: every figure a counter's
 * text holds (`held`), those CSS shows (`shown`: not hidden), or those shown inside the window
 * (`inWindow`), as a patient sees them.
 */
export type CounterWatch = 'held' | 'shown' | 'inWindow';

/**
 * Records in the page, from its first paint, every figure each hero counter shows (its text as it
 * changes, one entry a change) as `watch` says; `countersSeen` reads them as `{ all: [1000, …] }`.
 * Call it before the page is opened.
 */
export async function recordCounters(page: Page, watch: CounterWatch): Promise<void> {
  await page.addInitScript((watching: CounterWatch) => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { counterFigures: typeof seen }).counterFigures = seen;
    const read = () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid^="counter-"] .counter__figure')) {
        if (watching !== 'held' && getComputedStyle(el).visibility !== 'visible') continue;
        if (watching === 'inWindow') {
          const box = el.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
        }
        const code = el.closest('[data-testid]')!.getAttribute('data-testid')!.replace('counter-', '');
        const list = (seen[code] ??= []);
        const n = Number((el.textContent ?? '').replace(/,/g, ''));
        if (list.at(-1) !== n) list.push(n);
      }
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    document.addEventListener('DOMContentLoaded', read);
    // What changes what is seen without changing the page: a scroll, and CSS showing a figure.
    window.addEventListener('scroll', read, { passive: true });
    document.addEventListener('animationend', read, true);
  }, watch);
}

/** The figures `recordCounters` has seen so far, by counter code. */
export const countersSeen = (page: Page): Promise<Record<string, number[]>> =>
  page.evaluate(() => (window as unknown as { counterFigures: Record<string, number[]> }).counterFigures);

/** The current worker's server database, opened read-only. */
export function e2eDatabase() {
  const filename = path.join(e2eDataDir(), 'clinic.sqlite');
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename, options: { readonly: true } },
    useNullAsDefault: true,
  });
}

/**
 * The texts sent to `recipient`, newest first, as delivered: the e2e servers have no mail or SMS
 * provider, so it writes them to its development mailbox (the outbox keeps verification codes masked).
 */
export async function messagesTo(recipient: string): Promise<string[]> {
  const db = e2eDatabase();
  try {
    const rows = (await db('outbox').where({ recipient }).orderBy('id', 'desc').select('id', 'body')) as Array<{
      id: number;
      body: string;
    }>;
    const delivered = deliveredTexts();
    return rows.map((r) => delivered.get(r.id) ?? r.body);
  } finally {
    await db.destroy();
  }
}

/** The worker's server's development mailbox (DATA_DIR/dev-mailbox.jsonl): each text by its outbox id. */
function deliveredTexts(): Map<number, string> {
  const file = path.join(e2eDataDir(), 'dev-mailbox.jsonl');
  if (!existsSync(file)) return new Map();
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: number; text: string });
  return new Map(entries.map((e) => [e.id, e.text]));
}

/** The verification code last sent to a phone number (digits) or an e-mail address (lower case). */
export async function latestCode(recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = /\b(\d{6})\b/.exec((await messagesTo(recipient))[0] ?? '')?.[1];
      return code;
    }, `a code sent to ${recipient}`)
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A member made through the API (the setup of the later flows, not what they test). */
export async function createMember(
  request: APIRequestContext,
  username: string,
  phone: string,
  password: string,
  opts: { marketing?: boolean; name?: string } = {},
): Promise<number> {
  const certify = { channel: 'sms', target: phone, purpose: 'signup' };
  expect((await request.post('/api/v1/users/certify', { data: certify })).status()).toBe(200);
  const confirmed = await request.post('/api/v1/users/certify/confirm', {
    data: { ...certify, code: await latestCode(phone) },
  });
  const { certificationToken } = (await confirmed.json()) as { certificationToken: string };
  const created = await request.post('/api/v1/users', {
    data: {
      kind: 'PERSON',
      username,
      password,
      passwordConfirm: password,
      name: opts.name ?? '이정맥',
      email: `${username}@example.com`,
      phone,
      birthDate: '1968-09-10',
      certificationToken,
      agreements: { 'terms-of-use': true, 'privacy-consent': true, 'marketing-consent': opts.marketing ?? false },
    },
  });
  expect(created.status()).toBe(201);
  const db = e2eDatabase();
  try {
    const row = (await db('users').where({ username }).first('id')) as { id: number };
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** An access token of the demo staff account (for settings the tests switch through the API). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const basic = 'Basic ' + Buffer.from(`${DEMO_STAFF.username}:${DEMO_STAFF.password}`).toString('base64');
  const refresh = (await (
    await request.get('/api/auth/refreshToken', { headers: { Authorization: basic } })
  ).json()) as {
    refreshToken: string;
  };
  const access = (await (
    await request.get('/api/auth/accessToken', { headers: { Authorization: `Bearer ${refresh.refreshToken}` } })
  ).json()) as { accessToken: string };
  return access.accessToken;
}

/** Switches settings fields through the console API; answers a function that puts the old ones back. */
export async function changeSettings(request: APIRequestContext, changes: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const current = (await (await request.get('/api/console/setting/clinic', { headers })).json()) as Record<
    string,
    unknown
  >;
  expect(
    (await request.put('/api/console/setting/clinic', { headers, data: { ...current, ...changes } })).status(),
  ).toBe(200);
  return async () => {
    expect((await saveOnCurrent(request, '/api/console/setting/clinic', headers, current)).status()).toBe(200);
  };
}

/**
 * Saves a record as a test's set-up or clean-up does, on the version the record is at now: a console
 * save names the version it was made on, and one made on an older version is refused (409).
 */
export async function saveOnCurrent(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  data: Record<string, unknown>,
): Promise<APIResponse> {
  const now = (await (await request.get(path, { headers })).json()) as { lockVersion?: number };
  return request.put(path, { headers, data: { ...data, lockVersion: now.lockVersion } });
}
