import type { APIRequestContext } from '@playwright/test';
import { consoleGoto, consoleSession, expect, staffToken, test, saveOnCurrent } from './support';

/**
 * One price everywhere (issue 20): staff change the laser fee's highest amount in the console, and
 * the laser pages in four languages and the cost page in four languages say the new amount on the
 * next request, and none says the old. The public pages are read with JavaScript off (what the
 * server renders: a visitor without scripts, a crawler, a link preview).
 */

const DEMO = { minCost: 3_300_000, maxCost: 3_500_000 };
const NEW_MAX = 3_700_000;

/** The laser page's amount in each language, before and after. */
const SURGERY: Array<[url: string, before: string, after: string]> = [
  ['/surgery/laser', '330만~350만 원', '330만~370만 원'],
  ['/en/surgery/laser', '3.3–3.5 million won', '3.3–3.7 million won'],
  ['/cn/surgery/laser', '330万~350万韩元', '330万~370万韩元'],
  ['/jp/surgery/laser', '330万~350万ウォン', '330万~370万ウォン'],
];
/** The cost page's laser row in each language. */
const COST: Array<[url: string, item: string]> = [
  ['/cost', '레이저 수술'],
  ['/en/cost', 'Laser surgery'],
  ['/cn/cost', '激光手术'],
  ['/jp/cost', 'レーザー手術'],
];

async function laserFee(request: APIRequestContext, token: string) {
  const res = await request.get('/api/console/clinic/fees', {
    headers: { Authorization: `Bearer ${token}` },
    params: { filter: JSON.stringify({ code: 'laser' }) },
  });
  const rows = (await res.json()) as Array<Record<string, unknown> & { id: number }>;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

test('staff change the laser fee in the console: every laser page and the cost page say the new amount', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await staffToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  // The test's own starting point: the laser row as a first run has it.
  const fee = await laserFee(request, token);
  const put = await request.put(`/api/console/clinic/fees/${fee.id}`, { headers, data: { ...fee, ...DEMO } });
  expect(put.status()).toBe(200);

  const reader = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const html = async (url: string) => {
    const view = await reader.newPage();
    const res = await view.goto(url);
    expect(res?.status(), url).toBe(200);
    return view;
  };
  try {
    // Before: the pages say the row's amount (and are cached with it).
    for (const [url, before] of SURGERY) await expect((await html(url)).locator('main')).toContainText(before);

    // Staff raise the highest amount in the console's fee form.
    await consoleSession(page);
    await consoleGoto(page, `/console/clinic/fees/${fee.id}`);
    const highest = page.getByLabel('최고 금액');
    await expect(highest).toHaveValue(String(DEMO.maxCost));
    await highest.fill(String(NEW_MAX));
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(/\/console\/clinic\/fees$/);
    await expect(page.getByRole('row').filter({ hasText: '레이저 수술' })).toContainText('3,700,000');

    for (const [url, before, after] of SURGERY) {
      const view = await html(url);
      await expect(view.locator('main'), url).toContainText(after);
      expect(await view.content(), url).not.toContain(before);
      // The key facts beside the text too.
      await expect(view.locator('main'), url).not.toContainText('{{');
    }
    for (const [url, item] of COST) {
      const view = await html(url);
      const row = view.locator('#non-benefit tr').filter({ hasText: item });
      await expect(row, url).toContainText('3,700,000');
      await expect(row, url).not.toContainText('3,500,000');
    }
  } finally {
    await reader.close();
    const restore = await saveOnCurrent(request, `/api/console/clinic/fees/${fee.id}`, headers, { ...fee, ...DEMO });
    expect(restore.status()).toBe(200);
  }
});
