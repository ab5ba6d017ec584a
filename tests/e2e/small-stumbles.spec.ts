import type { Page } from '@playwright/test';
import { countersSeen, expect, open, recordCounters, test, withoutPopups } from './support';

/**
 * Issue 25 item 16, the small stumbles a patient meets, checked by geometry and by what is seen in
 * Chromium: a record's page marks its list's tab and the tab strip shows it on a phone; the open site
 * map's close button is a live button above the dimmed page; an enlarged review picture keeps its
 * close button in the window at every size; the hero counters count up (spec section 9) without ever
 * showing a figure lower than one already seen, and stay still under reduced motion.
 */

test.beforeEach(async ({ page }) => withoutPopups(page));

/** The box of `selector`'s first match, relative to the window. */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    });

test('at 375 px a review’s page marks 치료 후기 in the sub-tab strip and scrolls the strip, not the page, to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/review/1');
  const current = page.locator('nav.sub-tabs a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('치료 후기');
  await expect(current).toHaveAttribute('href', '/review');
  // The strip is wider than the phone: the current tab is brought into it, the page stays at its top.
  const strip = await boxOf(page, 'nav.sub-tabs ul');
  expect(await page.locator('nav.sub-tabs ul').evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
  await expect
    .poll(async () => {
      const tab = await boxOf(page, 'nav.sub-tabs a[aria-current="page"]');
      return tab.left >= Math.max(0, strip.left) && tab.right <= Math.min(375, strip.right);
    })
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('at 1280 × 800 the site map’s close button is on top and live; an enlarged review picture keeps 닫기 in the window at every size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/review');

  // The site map: its button, now 사이트맵 닫기, is not under the dimmed overlay; a click there closes it.
  await page.getByRole('button', { name: '사이트맵', exact: true }).click();
  const close = page.getByRole('button', { name: '사이트맵 닫기' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#site-map')).toBeVisible();
  const onTop = await close.evaluate((button) => {
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && button.contains(hit);
  });
  expect(onTop, 'the close button is the element at its own centre, not the overlay').toBe(true);
  // Its outline against the white header: at least 3:1 (a control's boundary, WCAG 1.4.11).
  const border = await close.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(contrastWithWhite(border), border).toBeGreaterThanOrEqual(3);
  await close.click();
  await expect(page.locator('#site-map')).toBeHidden();

  // The first review's picture, enlarged: the whole dialog and its close button inside the window.
  await page.locator('.review-card__thumb').first().click();
  const dialog = page.locator('dialog.modal--image[open]');
  await expect(dialog).toBeVisible();
  const closeImage = dialog.getByRole('button', { name: '닫기' });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 600 },
    { width: 375, height: 667 },
    { width: 740, height: 360 },
  ]) {
    await page.setViewportSize(size);
    await expect
      .poll(async () => {
        const [button, picture, box] = await Promise.all([
          boxOf(page, 'dialog[open] .modal__close'),
          boxOf(page, 'dialog[open] img'),
          boxOf(page, 'dialog[open]'),
        ]);
        const inside = (r: typeof box) => r.top >= 0 && r.left >= 0 && r.bottom <= size.height && r.right <= size.width;
        return {
          dialog: inside(box),
          button: inside(button) && button.top >= picture.bottom && button.bottom <= box.bottom,
          picture: picture.height > 50,
        };
      }, `at ${size.width} × ${size.height}`)
      .toEqual({ dialog: true, button: true, picture: true });
  }
  await closeImage.click();
  await expect(dialog).toHaveCount(0);
});

/** The contrast ratio of a CSS `rgb(…)` colour with white. */
function contrastWithWhite(color: string): number {
  const [r, g, b] = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (l + 0.05);
}

const CODES = ['all', 'clarivein', 'venaseal'] as const;

test('the hero counters: the true figures in the HTML, still under reduced motion, otherwise counting up to them and never back', async ({
  page,
  request,
  browser,
}) => {
  // The figures the console keeps, as the API answers them.
  const figures = Object.fromEntries(
    await Promise.all(
      CODES.map(async (code) => {
        const body = (await (await request.get(`/api/v1/clinic/mains?code=${code}`)).json()) as {
          mains: Array<{ count: number }>;
        };
        return [code, body.mains[0]!.count] as const;
      }),
    ),
  ) as Record<(typeof CODES)[number], number>;

  // In the HTML (no script, a crawler, a screen reader): the final figures, the moving one and the read one.
  const html = await (await request.get('/')).text();
  for (const code of CODES) {
    const shown = figures[code].toLocaleString('en-US');
    const counter = (html.match(new RegExp(`data-testid="counter-${code}"[\\s\\S]*?</dd>`))?.[0] ?? '').replace(
      /<!-- -->/g,
      '',
    );
    expect(counter, code).toMatch(new RegExp(`<span [^>]*aria-hidden="true">${shown}</span>`));
    expect(counter, code).toMatch(new RegExp(`<span class="visually-hidden">[^<]* ${shown}</span>`));
  }

  // Reduced motion: every figure each counter ever holds is its final one, from the first paint on.
  const still = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  try {
    const calm = await still.newPage();
    await withoutPopups(calm);
    await recordCounters(calm, 'held');
    // After hydration the page asks the API for the counts once more: the figures are final after that too.
    const refreshed = calm.waitForResponse((r) => r.url().includes('/api/v1/clinic/mains?code=venaseal'));
    await open(calm, '/');
    await refreshed;
    await expect(calm.locator('[data-testid="counter-venaseal"] .counter [aria-hidden="true"]')).toBeVisible();
    const seen = await countersSeen(calm);
    for (const code of CODES) expect(seen[code], code).toEqual([figures[code]]);
  } finally {
    await still.close();
  }

  // Otherwise, on a phone: 베나실 starts below the fold; once scrolled to, it counts up from lower figures
  // to its own. No counter is ever seen going down, and each ends on its figure.
  await page.setViewportSize({ width: 375, height: 480 });
  await recordCounters(page, 'inWindow');
  await open(page, '/');
  const venaseal = page.getByTestId('counter-venaseal');
  expect((await venaseal.boundingBox())!.y, '베나실 is below the fold').toBeGreaterThan(480);
  await venaseal.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await countersSeen(page)).venaseal?.at(-1), { timeout: 20_000 })
    .toBe(figures.venaseal);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(async () => (await countersSeen(page)).all?.at(-1), { timeout: 20_000 }).toBe(figures.all);
  const seen = await countersSeen(page);
  for (const code of ['all', 'venaseal'] as const) {
    const list = seen[code]!;
    for (let i = 1; i < list.length; i += 1)
      expect(list[i]!, `${code}: ${list.join(' → ')}`).toBeGreaterThanOrEqual(list[i - 1]!);
    expect(list.at(-1), code).toBe(figures[code]);
  }
  expect(seen.venaseal![0]!, `베나실 counted up: ${seen.venaseal!.join(' → ')}`).toBeLessThan(figures.venaseal);
  expect(seen.venaseal!.length, 'several figures on the way').toBeGreaterThan(2);
});
