import type { APIRequestContext } from '@playwright/test';
import { consoleGoto, consoleSession, expect, staffToken, test } from './support';

/**
 * Page texts are the clinic's to change (issue 22): staff rewrite the opening paragraph of
 * /surgery/venaseal in Korean in the console, and the next request of the page, with JavaScript
 * off (what the server renders), has the new sentence and not the old, while the English page keeps
 * its English. A second member of staff, whose form was opened before that save, is told who changed
 * the page and when, and their save overwrites nothing.
 */

interface PageRecord {
  id: number;
  key: string;
  lead: { ko: string; en: string; cn: string; jp: string };
  versions: Record<string, number>;
}

async function venaseal(request: APIRequestContext, token: string): Promise<PageRecord> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/console/pages', { headers })).json()) as PageRecord[];
  const found = list.find((p) => p.key === 'surgery/venaseal')!;
  return (await (await request.get(`/api/console/pages/${found.id}`, { headers })).json()) as PageRecord;
}

test('staff change a sentence of /surgery/venaseal in the console; the next request shows it, and a late save overwrites nothing', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await staffToken(request);
  const before = await venaseal(request, token);
  const reader = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const main = async (url: string) => {
    const view = await reader.newPage();
    const res = await view.goto(url);
    expect(res?.status(), url).toBe(200);
    return view.locator('main');
  };
  const other = await browser.newContext({ baseURL });
  const late = await other.newPage();
  try {
    await expect(await main('/surgery/venaseal')).toContainText(before.lead.ko);
    // A second member of staff opens the same page first.
    await consoleSession(late);
    await consoleGoto(late, `/console/pages/${before.id}`);
    await expect(late.getByRole('textbox', { name: '첫 문단' })).toHaveValue(before.lead.ko);

    const sentence = `베나실 안내 문장을 새로 썼습니다 ${Date.now()}.`;
    await consoleSession(page);
    await consoleGoto(page, `/console/pages/${before.id}`);
    const lead = page.getByRole('textbox', { name: '첫 문단' });
    await expect(lead).toHaveValue(before.lead.ko);
    await lead.fill(sentence);
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('수정되었습니다')).toBeVisible();

    const ko = await main('/surgery/venaseal');
    await expect(ko).toContainText(sentence);
    await expect(ko).not.toContainText(before.lead.ko);
    await expect(await main('/en/surgery/venaseal')).toContainText(before.lead.en);

    // The late form still holds the old text: its save is refused, naming who saved first.
    await late.getByRole('textbox', { name: '검색 설명' }).fill('늦게 고친 설명입니다.');
    await late.getByRole('button', { name: '저장' }).click();
    await expect(late.getByText(/그사이 .+ 님이 .+에 이 내용을 바꾸었습니다/)).toBeVisible();
    await expect(await main('/surgery/venaseal')).toContainText(sentence);
  } finally {
    const now = await venaseal(request, token);
    const put = await request.put(`/api/console/pages/${now.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...now, lead: before.lead },
    });
    expect(put.status()).toBe(200);
    await reader.close();
    await other.close();
  }
});
