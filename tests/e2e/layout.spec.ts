import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, withoutPopups, open, expect, test } from './support';

/**
 * Layout faults patients hit (issue 14), checked by geometry in Chromium: the mobile menu, hash
 * links under the sticky header, wide tables and the sub-tab strip on phones.
 */
const LOCALES = [
  { prefix: '', closeMenu: '메뉴 닫기', language: '언어 선택' },
  { prefix: '/en', closeMenu: 'Close menu', language: 'Language' },
  { prefix: '/jp', closeMenu: 'メニューを閉じる', language: '言語選択' },
];
const PHONES = [375, 768];
const WIDTHS = [375, 768, 1024, 1280];
const HEIGHT = 812;

/** The element's box lies wholly inside the viewport. */
async function expectInViewport(locator: Locator, what: string) {
  const box = (await locator.boundingBox())!;
  const { width, height } = locator.page().viewportSize()!;
  expect(box, `${what}: a box`).not.toBeNull();
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(height);
}

/** Lets the browser draw a few frames (a wheel that would scroll has started by then). */
const frames = (page: Page, n = 10) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(count);
      }),
    n,
  );

/** Once scrolling settles, the fee table's heading sits below the sticky header, in the upper half of the view. */
async function expectHeadingBelowHeader(page: Page, where: string) {
  const heading = page.locator('#non-benefit h2');
  const header = page.locator('.site-header');
  await expect
    .poll(async () => {
      const top = (await heading.boundingBox())!.y;
      const under = (await header.boundingBox())!;
      return top >= under.y + under.height && top < HEIGHT / 2;
    }, `${where}: heading below the header, in view`)
    .toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.beforeEach(async ({ page }) => withoutPopups(page));

test('the mobile menu closes with its own button, keeps the page still and starts with the languages', async ({
  page,
}) => {
  for (const { prefix, closeMenu, language } of LOCALES) {
    await open(page, `${prefix}/surgery/stripping`);
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.evaluate(() => window.scrollTo(0, 300));
      const before = await scrollY(page);
      const toggle = page.locator('.site-header__toggle');
      await toggle.click();
      const menu = page.locator('#mobile-menu');
      const close = menu.getByRole('button', { name: closeMenu });
      await expect(close, `${prefix || 'ko'} ${width}: focus moves into the menu`).toBeFocused();
      await expectInViewport(close, `${prefix || 'ko'} ${width}: close button`);
      await page.keyboard.press('Shift+Tab');
      await expect(menu.locator(':focus'), 'Shift+Tab goes round the menu').toHaveCount(1);
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      const languages = (await menu.getByRole('navigation', { name: language }).boundingBox())!;
      expect(languages.y + languages.height, `${prefix || 'ko'} ${width}: languages at the top`).toBeLessThan(HEIGHT);
      expect(languages.y).toBeLessThan((await menu.locator('.menu-groups').boundingBox())!.y);

      // The page behind does not scroll, wheeled over the overlay or over the menu.
      await page.mouse.move(10, 500);
      await page.mouse.wheel(0, 600);
      await page.mouse.move(width - 40, 500);
      await page.mouse.wheel(0, 600);
      await frames(page);
      expect(await scrollY(page), `${prefix || 'ko'} ${width}: the page behind stays still`).toBe(before);

      await close.click();
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      // Closed, the same wheel scrolls the page again.
      await page.mouse.move(10, 500);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
    }
  }
});

test('a link in the mobile menu closes it, frees the page and brings the current sub-tab into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  for (const { prefix } of LOCALES) {
    await open(page, `${prefix}/surgery/venaseal`);
    await page.locator('.site-header__toggle').click();
    await page.locator(`#mobile-menu a[href="${prefix}/surgery/stripping"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/surgery/stripping$`));
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/has-mobile-menu/);
    const current = page.locator('.sub-tabs [aria-current="page"]');
    await expect.poll(() => current.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
    await expectInViewport(current, `${prefix || 'ko'}: current sub-tab after navigation`);
  }
});

test('on a phone the current sub-tab is in view on load, the strip shows it scrolls, the page stays at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  for (const { prefix } of LOCALES) {
    await open(page, `${prefix}/surgery/stripping`);
    const strip = page.locator('.sub-tabs');
    await expect(strip, 'the strip fades where earlier tabs are hidden').toHaveAttribute('data-more-before', 'true');
    await expectInViewport(strip.locator('[aria-current="page"]'), `${prefix || 'ko'}: current sub-tab`);
    expect(await scrollY(page)).toBe(0);
  }
});

test('hash links land below the sticky header at every width and language', async ({ page }) => {
  for (const { prefix } of LOCALES) {
    for (const width of WIDTHS) {
      // Each width is a patient arriving by the link in a tab of their own.
      const tab = await page.context().newPage();
      await withoutPopups(tab);
      await tab.setViewportSize({ width, height: HEIGHT });
      await open(tab, `${prefix}/cost#non-benefit`);
      await expectHeadingBelowHeader(tab, `${prefix || 'ko'} ${width}`);
      await tab.close();
    }
  }
});

/** Scroll positions seen while following a hash link from the footer, after the link is in view. */
async function followFooterHashLink(page: Page): Promise<number[]> {
  const link = page.locator('footer a[href$="/cost#non-benefit"]');
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
  });
  await link.click();
  await expect(page).toHaveURL(/\/cost#non-benefit$/);
  await expectHeadingBelowHeader(page, 'after a client-side navigation');
  return page.evaluate(() => (window as unknown as { seen: number[] }).seen);
}

test('a hash link followed in the page scrolls smoothly below the header, at once with reduced motion', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: HEIGHT });
    await open(page, '/guide');
    // A jump is one or two scroll events (below); a smooth scroll passes through positions between.
    expect((await followFooterHashLink(page)).length, `${width}: several steps`).toBeGreaterThanOrEqual(3);
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/guide');
  expect((await followFooterHashLink(page)).length, 'one jump').toBeLessThanOrEqual(2);
});

test('a hash link followed again lands on its target; back and forward return to where the patient was', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await open(page, '/guide');
  await followFooterHashLink(page);
  const target = await scrollY(page);
  // The patient scrolls back up to read something, then follows a tab to another page (a click
  // that scrolls nothing on its way).
  const readOn = Math.round(target / 2);
  await page.evaluate((y) => window.scrollTo(0, y), readOn);
  await expect.poll(() => scrollY(page)).toBe(readOn);
  await page.locator('.sub-tabs a[href="/guide"]').dispatchEvent('click');
  await expect(page).toHaveURL(/\/guide$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/cost#non-benefit$/);
  await expect.poll(() => scrollY(page), 'back: where the patient was reading').toBe(readOn);
  await page.goForward();
  await expect(page).toHaveURL(/\/guide$/);
  // The same link again is a new visit: to its target, not to where the patient was last time.
  const jumps = await followFooterHashLink(page);
  expect(jumps.length, 'one jump').toBeLessThanOrEqual(2);
  expect(await scrollY(page)).toBe(target);
});

test('at 375 px wide tables scroll inside their own box, with a cue, and the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  // The fee tables of /cost fit a phone whole, without scrolling (mobile-stumbles.spec.ts).
  for (const path of ['/varicose/standards', '/non-surgical/stockings']) {
    for (const { prefix } of LOCALES) {
      await open(page, prefix + path);
      const url = prefix + path;
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), url).toBe(true);
      const frames = page.locator('.table-scroll');
      expect(await frames.count(), url).toBeGreaterThan(0);
      for (const frame of await frames.all()) {
        const box = frame.locator('.table-scroll__box');
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth), `${url}: the table scrolls`).toBe(true);
        await expect(box).toHaveAttribute('tabindex', '0');
        await expect(box).toHaveAttribute('role', 'region');
        expect(await box.evaluate((el) => el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))).toBe(
          true,
        );
        await expect(frame, `${url}: a cue on the right`).toHaveAttribute('data-more-after', 'true');
        await expect.poll(() => frame.evaluate((el) => getComputedStyle(el, '::after').opacity)).toBe('1');
        await box.focus();
        await expect(box).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => box.evaluate((el) => el.scrollLeft), `${url}: arrows scroll it`).toBeGreaterThan(0);
        await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
        await expect(frame, `${url}: scrolled to the end, the cue moves left`).toHaveAttribute(
          'data-more-before',
          'true',
        );
        await expect(frame).not.toHaveAttribute('data-more-after', 'true');
      }
    }
  }
  // Wide enough, the table shows whole and no cue is drawn.
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await open(page, '/varicose/standards');
  await expect(page.locator('.table-scroll').first()).not.toHaveAttribute('data-more-after', 'true');
});

test('axe finds no violations on /cost at 375 px with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  await open(page, '/cost');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoAxeViolations(page, '/cost at 375 px, menu open');
});
