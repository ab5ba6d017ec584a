import type { Page } from '@playwright/test';
import { localized, PREFIXES, ROUTES } from './routes';
import { axeViolations, expectNoAxeViolations, withoutPopups, open, expect, test } from './support';

/**
 * Axe (WCAG 2.1 A and AA, best practices) over the public site: every public route in four
 * languages, with the carousels loaded, the main page's popup open and a page's first dialog opened;
 * and a check that the check itself finds what it must. Korean pages are checked at 375 and 1280 px
 * (what only a phone shows: the bottom bar, the menu button; what only a desktop shows: the menu bar,
 * the side buttons); English, Chinese and Japanese at 375 px, where their longer or differently
 * broken words have the least room. The pages are the same in every language but for their words,
 * so a desktop part is checked once, in Korean (a missing translation fails the catalogue's test).
 * So are their colours (no style depends on the language: no `:lang()` rule sets a colour, a size or
 * a weight): colour contrast, about a third of axe's time here, is checked on the Korean pages at both widths
 * and not again in English, Chinese and Japanese, where every other rule is.
 */

/**
 * Brings what loads near the viewport (the review and information carousels) into the page: each
 * place is scrolled into view until its carousel has started, then the page goes back to the top.
 */
async function bringEverythingIn(page: Page): Promise<void> {
  const places = page.locator('[data-testid="review-section"], .information__slider');
  const count = await places.count();
  for (let i = 0; i < count; i += 1) {
    await places.nth(i).scrollIntoViewIfNeeded();
    await expect(places.nth(i).locator('.swiper-initialized')).toHaveCount(1);
  }
  if (count) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test.describe('accessibility of every route', () => {
  // Two tests a locale (half the routes each), spread over the workers (each has its own server).
  // Each page is loaded once at 375 px and checked, then (in Korean) widened to 1280 px and checked
  // again: carousels loaded, the main page with its popup open, and a page's first dialog opened.
  test.describe.configure({ mode: 'parallel', timeout: 360_000 });
  // With motion, what lies below the first screen waits at opacity 0 until it is scrolled to, and
  // fades in over 600 ms: axe would skip it as hidden or catch it half-faded. Reduced motion shows
  // every part of the page as it ends up, so the whole of it is checked, contrast included.
  test.use({ reducedMotion: 'reduce' });
  const half = Math.ceil(ROUTES.length / 2);
  const parts = [ROUTES.slice(0, half), ROUTES.slice(half)];
  const desktopToo = (prefix: string) => prefix === '';
  const widths = (prefix: string) => (desktopToo(prefix) ? '375 and 1280 px' : '375 px');
  for (const prefix of PREFIXES)
    for (const [part, routes] of parts.entries()) {
      test(`axe finds no violations on public routes (part ${part + 1} of 2) in ${prefix || '/ (ko)'} at ${widths(prefix)}`, async ({
        page,
      }) => {
        const found: string[] = [];
        const except = prefix === '' ? [] : ['color-contrast'];
        const check = async (where: string, within?: string) => {
          for (const violation of await axeViolations(page, within, { except })) found.push(`${where} ${violation}`);
        };
        /** Checks the page as it is, then its first dialog open over it (if it has one). */
        const checkWithDialog = async (where: string) => {
          await bringEverythingIn(page);
          await check(where);
          const opener = page.locator('main [aria-haspopup="dialog"]:visible').first();
          if (!(await opener.count())) return;
          await opener.click();
          await expect(page.locator('dialog[open]')).toHaveCount(1);
          await check(`${where} (dialog open)`, 'dialog[open]');
          await page.keyboard.press('Escape');
          await expect(page.locator('dialog[open]')).toHaveCount(0);
        };
        for (const path of routes) {
          const url = localized(prefix, path);
          await page.setViewportSize({ width: 375, height: 800 });
          await open(page, url);
          const popup = page.locator('.popup');
          if (path === '/') {
            // What the main page shows arrives after hydration; the popup shows here only, until "not today".
            await page.waitForLoadState('networkidle');
            await expect(popup).toBeVisible();
            await check(`${url} at 375 px (popup open)`);
            if (desktopToo(prefix)) {
              await page.setViewportSize({ width: 1280, height: 800 });
              await check(`${url} at 1280 px (popup open)`);
            }
            await popup.locator('.popup__hide').click();
            await page.setViewportSize({ width: 375, height: 800 });
          }
          await expect(popup).toHaveCount(0);
          await checkWithDialog(`${url} at 375 px`);
          if (!desktopToo(prefix)) continue;
          await page.setViewportSize({ width: 1280, height: 800 });
          await checkWithDialog(`${url} at 1280 px`);
        }
        expect(found).toEqual([]);
      });
    }
});

test.describe('accessibility', () => {
  test('the axe check finds what it is meant to find, in the whole page and in a dialog', async ({ page }) => {
    await withoutPopups(page);
    await open(page, '/cost');
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/x.png" id="planted-img">');
      document.body.insertAdjacentHTML('beforeend', '<dialog open id="planted-dialog"><button></button></dialog>');
    });
    const whole = await axeViolations(page);
    expect(whole.join('\n')).toContain('image-alt: #planted-img');
    expect(whole.join('\n')).toContain('button-name: #planted-dialog > button');
    const dialogOnly = await axeViolations(page, 'dialog[open]');
    expect(dialogOnly.join('\n')).toContain('button-name');
    expect(dialogOnly.join('\n')).not.toContain('image-alt');
  });

  test('axe finds no violations with the popup shown', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('.popup')).toBeVisible();
    await expectNoAxeViolations(page, '/ with popup');
  });
});
