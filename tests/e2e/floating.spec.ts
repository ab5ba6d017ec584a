import type { Locator, Page } from '@playwright/test';
import { expect, open, test, withoutPopups } from './support';

/**
 * The floating contact buttons and the labels patients read (issue 14), checked by geometry in
 * Chromium: on wide screens the buttons sit in a gutter beside the content column, on phones in a
 * bottom bar that hides nothing at the end of the page; counter units and button labels stay on one
 * line inside their boxes in every language.
 */
const WIDE = [1024, 1280, 1366, 1440];
const NARROW = [375, 768];
const HEIGHT = 800;
const PAGES = ['/cost', '/surgery/venaseal'];
const LOCALES = ['', '/en'];

/** What the content column shows: text, the warning, the fact cards, tables and buttons. */
const CONTENT = [
  'main :is(h1, h2, h3, p, li, dt, dd, th, td, figcaption, .warning, .facts > div, .article__cta .button)',
];

/** Content boxes the visible floating buttons overlap at the current scroll position, described. */
function overlaps(page: Page, content: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const floating = [...document.querySelectorAll<HTMLElement>('.floating__button, .back-to-top.is-visible')].map(
      (el) => el.getBoundingClientRect(),
    );
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selectors.join(', '))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      for (const f of floating) {
        const cross = r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
        if (cross) found.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent!.trim().slice(0, 30)}"`);
      }
    }
    return found;
  }, content);
}

/** Scrolls through the page half a window at a time, calling `check` at each stop (the last one at the end). */
async function eachScrollStop(page: Page, check: (y: number, atEnd: boolean) => Promise<void>) {
  const end = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; ; y += HEIGHT / 2) {
    const top = Math.min(await end(), y);
    await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), top);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(top, 0);
    const atEnd = top >= (await end()) - 1;
    await check(top, atEnd);
    if (atEnd) return;
  }
}

test.beforeEach(async ({ page }) => withoutPopups(page));

test('from 1024 to 1440 px the floating buttons never cover the content column, in ko and en', async ({ page }) => {
  test.setTimeout(300_000);
  for (const width of WIDE) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const prefix of LOCALES) {
      for (const path of PAGES) {
        const url = prefix + path;
        await open(page, url);
        // The named faults: the end of the warning on /cost, the "일상 복귀" card on surgery pages,
        // each brought to the bottom right corner where the buttons are.
        const named = page.locator(path === '/cost' ? '.warning' : '.facts > div').last();
        await named.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
        await expect.poll(() => overlaps(page, CONTENT), `${url} at ${width}: the named block`).toEqual([]);
        const column = (await page.locator('main .page__inner').boundingBox())!;
        const buttons = (await page.locator('.floating__links').boundingBox())!;
        expect(buttons.x, `${url} at ${width}: buttons right of the column`).toBeGreaterThanOrEqual(
          column.x + column.width,
        );
        await eachScrollStop(page, async (y) => {
          expect(await overlaps(page, CONTENT), `${url} at ${width}, scrolled ${y}`).toEqual([]);
        });
      }
    }
  }
});

test('at 375 and 768 px the contact bar lies along the bottom and hides nothing at the end of the page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const width of NARROW) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const prefix of LOCALES) {
      for (const path of PAGES) {
        const url = prefix + path;
        await open(page, url);
        await eachScrollStop(page, async (y, atEnd) => {
          // Every button, back-to-top included, is in the bar at the bottom, never above it over the text.
          const bar = (await page.locator('.floating__links').boundingBox())!;
          expect(bar.y + bar.height, `${url} at ${width}: the bar's bottom`).toBeCloseTo(HEIGHT, 0);
          for (const button of await page.locator('.floating__button, .back-to-top.is-visible').all()) {
            const box = (await button.boundingBox())!;
            expect(box.y, `${url} at ${width}, scrolled ${y}: a button above the bar`).toBeGreaterThanOrEqual(
              bar.y - 1,
            );
          }
          if (atEnd) {
            const hidden = await overlaps(page, [...CONTENT, 'footer :is(p, li, a, address)']);
            expect(hidden, `${url} at ${width}: nothing hidden at the end`).toEqual([]);
          }
        });
      }
    }
  }
});

/** The text of `label` is on one line and its box lies inside `box`. */
async function expectOneLineInside(label: Locator, box: Locator, what: string) {
  const lines = await label.evaluate((el) => {
    // The label's own text (not a visually hidden "new window" note inside it).
    const tops = new Set<number>();
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) tops.add(Math.round(r.top));
    }
    return tops.size;
  });
  expect(lines, `${what}: one line`).toBe(1);
  const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const inner = (await label.boundingBox())!;
  expect(inner.height, `${what}: one line high`).toBeLessThanOrEqual(lineHeight + 1);
  const outer = (await box.boundingBox())!;
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y, `${what}: top edge`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.y + inner.height, `${what}: bottom edge`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

test('counter units and floating labels stay on one line inside their boxes at 375 and 768 px in four languages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const width of NARROW) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const prefix of ['', '/en', '/cn', '/jp']) {
      await open(page, prefix || '/');
      const where = `${prefix || 'ko'} at ${width}`;
      const counters = page.locator('.hero__counter');
      await expect(counters).toHaveCount(3);
      for (const counter of await counters.all()) {
        await expectOneLineInside(counter.locator('.hero__unit'), counter, `${where}: counter unit`);
        await expectOneLineInside(counter.locator('.counter [aria-hidden="true"]'), counter, `${where}: counter`);
      }
      const buttons = page.locator('.floating__button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(1);
      for (const button of await buttons.all()) {
        await expectOneLineInside(button.locator('.floating__label'), button, `${where}: floating label`);
      }
      // Scrolled, back-to-top takes a cell of the bar: the labels still fit.
      await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }));
      await expect(page.locator('.back-to-top')).toHaveClass(/is-visible/);
      await expect
        .poll(async () => (await page.locator('.floating__links').boundingBox())!.width)
        .toBeCloseTo(width - 48, 0);
      for (const button of await buttons.all()) {
        await expectOneLineInside(button.locator('.floating__label'), button, `${where}: floating label, scrolled`);
      }
    }
  }
});
