import type { Page } from '@playwright/test';
import { axeViolations, consoleLogin, consoleNavigate, expect, test } from './support';

/**
 * Axe over the whole console: every resource's list, its create form where it has one, and its
 * first record (edit or show) where the list has one; the console's own pages. Each list and page is
 * checked again at 375 px, where it must fit the width (no sideways scrolling). Two tests, half the
 * screens each, side by side on the workers. Lists are checked with what the worker's database holds
 * (the demo content and whatever earlier tests added); the outbox is given a row first. Staff log in
 * once a test and go from screen to screen as the console's links do (no page load between them).
 */
interface Screen {
  /** The list's address (or a page's). */
  path: string;
  /** It has a create form at `{path}/create`. */
  create?: boolean;
  /** Its rows open a record (edit or show). */
  open?: boolean;
}

const SCREENS: Screen[] = [
  { path: '/console/' },
  { path: '/console/password' },
  { path: '/console/messages/compose' },
  { path: '/console/center/notifications', create: true, open: true },
  { path: '/console/forms', open: true },
  { path: '/console/users', create: true, open: true },
  { path: '/console/messages', open: true },
  { path: '/console/message-templates', create: true, open: true },
  { path: '/console/center/questions', open: true },
  { path: '/console/clinic/reviews2', open: true },
  { path: '/console/review-words', create: true, open: true },
  { path: '/console/boards', create: true, open: true },
  { path: '/console/board-posts', create: true, open: true },
  { path: '/console/board-comments' },
  { path: '/console/center/faqs', create: true, open: true },
  { path: '/console/center/faq-categories', create: true, open: true },
  { path: '/console/clinic/doctors', create: true, open: true },
  { path: '/console/clinic/reviews', create: true, open: true },
  { path: '/console/clinic/fees', create: true, open: true },
  { path: '/console/popups', create: true, open: true },
  { path: '/console/banners', create: true, open: true },
  { path: '/console/clinic/videos', create: true, open: true },
  { path: '/console/clinic/photos', create: true, open: true },
  { path: '/console/clinic/mains', create: true, open: true },
  { path: '/console/users/levels', create: true, open: true },
  { path: '/console/users/withdrawals' },
  { path: '/console/treatments', create: true, open: true },
  { path: '/console/pages', open: true },
  // The page editor of a translation (surgery/venaseal in English: blocks with the Korean beside).
  { path: '/console/page-texts/58' },
  { path: '/console/terms', create: true, open: true },
  { path: '/console/setting' },
  { path: '/console/user/admins', create: true, open: true },
  { path: '/console/outbox' },
  { path: '/console/access-logs' },
];

/**
 * Waits until the console has nothing more to fetch or load for the screen: react-admin's app bar
 * spinner, and any progress indicator (a page whose chunk is still arriving shows one). The pointer
 * is moved off the page first: where the last click left it, the next screen may have a button or a
 * column header with a tooltip under it, and Chromium hovers what a layout change brings under a
 * still pointer. A tooltip (in a popper at the end of the body, outside the landmarks) would then be
 * checked on some runs and not on others; the screen is checked as it is, without one.
 */
async function settled(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.RaLoadingIndicator-loader')).toHaveCount(0);
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

test.describe('accessibility of the console', () => {
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });
  const half = Math.ceil(SCREENS.length / 2);
  for (const [part, screens] of [SCREENS.slice(0, half), SCREENS.slice(half)].entries()) {
    test(`axe finds no violations on the console's screens (part ${part + 1} of 2)`, async ({ page, request }) => {
      // A code sent by SMS: the outbox has a row to open, whatever ran on this worker before.
      const phone = `010${String(Date.now()).slice(-8)}`;
      const certify = { channel: 'sms', target: phone, purpose: 'signup' };
      expect((await request.post('/api/v1/users/certify', { data: certify })).status()).toBe(200);
      await consoleLogin(page);
      const found: string[] = [];
      const check = async (where: string) => {
        await settled(page);
        for (const violation of await axeViolations(page)) found.push(`${where} ${violation}`);
      };
      for (const screen of screens) {
        if (screen.create) {
          await consoleNavigate(page, `${screen.path}/create`);
          await check(`${screen.path}/create`);
        }
        await consoleNavigate(page, screen.path);
        await check(screen.path);
        // On a phone every screen fits the width (lists become one line a record) and is checked again.
        const desktop = page.viewportSize()!;
        await page.setViewportSize({ width: 375, height: 800 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
            message: `${screen.path} at 375 px`,
          })
          .toBeLessThanOrEqual(375);
        await check(`${screen.path} at 375 px`);
        await page.setViewportSize(desktop);
        if (!screen.open) continue;
        const row = page.locator('tbody tr').first();
        if (!(await row.count())) continue;
        await row.locator('td:not(:has(input[type=checkbox]))').first().click();
        await expect(page).toHaveURL(/\/\d+(\/show)?$/);
        await check(`${page.url().replace(/^https?:\/\/[^/]+/, '')}`);
      }
      expect(found).toEqual([]);
    });
  }
});

test('a progress indicator says what it is while the console fetches', async ({ page }) => {
  await consoleLogin(page);
  // The list's request waits until the spinners have been looked at: no race with a fast server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/console/center/faqs?*', async (route) => {
    await held;
    await route.continue();
  });
  // The app bar's spinner (react-admin's, MUI's CircularProgress without a name of its own).
  await page.locator('a[href="/console/center/faqs"]').first().dispatchEvent('click');
  await expect(page.locator('.RaLoadingIndicator-loader')).toBeVisible({ timeout: 30_000 });
  const bars = page.locator('[role="progressbar"]');
  expect(await bars.count()).toBeGreaterThan(0);
  for (const bar of await bars.all()) await expect(bar).toHaveAccessibleName('불러오는 중');
  release();
  await settled(page);
});
