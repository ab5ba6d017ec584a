import type { APIRequestContext } from '@playwright/test';
import { countersSeen, expect, open, recordCounters, staffToken, test, withoutPopups, saveOnCurrent } from './support';

/**
 * Issue 14 on the main page as a patient meets it: the hero counters are right in the HTML (before any
 * script) and are never seen counting down; the popup opens on the main page only, in
 * the visitor's language, and its link keeps that language.
 */

const CODES = ['all', 'clarivein', 'venaseal'] as const;
type Code = (typeof CODES)[number];
interface MainRow {
  id: number;
  code: string;
  count: number;
}

/** The counters as the console keeps them (`clinic/mains`). */
async function mains(request: APIRequestContext, headers: Record<string, string>): Promise<Record<Code, MainRow>> {
  const res = await request.get('/api/console/clinic/mains', { headers });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as MainRow[];
  return Object.fromEntries(CODES.map((code) => [code, rows.find((r) => r.code === code)!])) as Record<Code, MainRow>;
}

test('the hero counters show the server figures in the HTML and are never seen counting down', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const before = await mains(request, headers);
  // Staff raise the total: the next request's HTML has the new figure.
  const raised = before.all.count + 7;
  expect(
    (
      await request.put(`/api/console/clinic/mains/${before.all.id}`, {
        headers,
        data: { ...before.all, count: raised },
      })
    ).status(),
  ).toBe(200);
  try {
    const figures: Record<Code, number> = {
      all: raised,
      clarivein: before.clarivein.count,
      venaseal: before.venaseal.count,
    };
    const html = await (await request.get('/')).text();
    for (const code of CODES) {
      const shown = figures[code].toLocaleString('en-US');
      expect(html, code).toMatch(
        new RegExp(
          `data-testid="counter-${code}"[\\s\\S]*?data-target="${figures[code]}"><span class="counter__figure" aria-hidden="true">${shown}<`,
        ),
      );
    }

    // In the browser: every figure each counter shows while it can be seen, from the first paint until
    // it stands on its figure. It counts up (issue 25: from lower figures, spec section 9) and is never
    // seen going down; the server's figure is not shown before a lower start.
    await withoutPopups(page);
    await recordCounters(page, 'shown');
    await open(page, '/');
    const seenNow = () => countersSeen(page);
    for (const code of CODES)
      await expect.poll(async () => (await seenNow())[code]?.at(-1), { timeout: 20_000 }).toBe(figures[code]);
    const seen = await seenNow();
    for (const code of CODES) {
      const numbers = seen[code] ?? [];
      for (let i = 1; i < numbers.length; i += 1)
        expect(numbers[i]!, `${code}: ${numbers.join(' → ')}`).toBeGreaterThanOrEqual(numbers[i - 1]!);
      expect(numbers.at(-1), `${code}: the last figure shown`).toBe(figures[code]);
    }
  } finally {
    await saveOnCurrent(request, `/api/console/clinic/mains/${before.all.id}`, headers, { ...before.all });
  }
});

test("the popup opens on the main page only, in the visitor's language, and its link keeps the language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // A patient arriving from a search on a treatment page reads it without a dialog in the way.
  await open(page, '/en/surgery/venaseal');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.popup')).toHaveCount(0);

  await open(page, '/en');
  const popup = page.getByRole('region', { name: 'Year-end opening hours' });
  await expect(popup).toBeVisible();
  const link = popup.getByRole('link');
  await expect(link).toHaveAttribute('href', '/en/center/notice');
  await link.click();
  await expect(page).toHaveURL(/\/en\/center\/notice$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.popup')).toHaveCount(0);
});
