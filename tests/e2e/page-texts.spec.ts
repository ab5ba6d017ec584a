import type { APIRequestContext } from '@playwright/test';
import { consoleGoto, consoleNavigate, consoleSession, DEMO_STAFF, expect, staffToken, test } from './support';

/**
 * Page texts are the clinic's to change (issue 22): staff rewrite a sentence of /surgery/venaseal
 * in Korean in the console, see it in the preview, and publish; the next request of the page with
 * JavaScript off (what the server renders) has the new sentence and not the old, while the English
 * page keeps its English and is marked 번역 확인 필요 in the console, with the Korean change shown.
 * A second member of staff, whose form was opened before, is told who changed it and when, and
 * overwrites nothing. Restoring the previous revision brings the old sentence back; the history
 * names the staff account and the time.
 */

interface Listed {
  key: string;
  languages: Record<string, { textId: number }>;
}
interface Text {
  id: number;
  version: number;
  published: { lead: string };
}

async function venaseal(request: APIRequestContext, token: string, locale: string): Promise<Text> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/console/pages', { headers })).json()) as Listed[];
  const id = list.find((p) => p.key === 'surgery/venaseal')!.languages[locale]!.textId;
  return (await (await request.get(`/api/console/page-texts/${id}`, { headers })).json()) as Text;
}

test('staff rewrite a sentence of /surgery/venaseal: preview, publish, the translation marked, a late save refused, the old words restored', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await staffToken(request);
  const ko = await venaseal(request, token, 'ko');
  const en = await venaseal(request, token, 'en');
  const old = ko.published.lead;
  // The revision patients read when the test began (put back at the end, whatever happens).
  const startedAt = (
    (await (
      await request.get(
        `/api/console/page-revisions?filter=${encodeURIComponent(JSON.stringify({ textId: ko.id }))}&range=[0,0]`,
        { headers: { Authorization: `Bearer ${token}` } },
      )
    ).json()) as Array<{ id: number }>
  )[0]!.id;
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
    await expect(await main('/surgery/venaseal')).toContainText(old);
    // A second member of staff opens the same text first.
    await consoleSession(late);
    await consoleGoto(late, `/console/page-texts/${ko.id}`);
    await expect(late.getByRole('textbox', { name: '첫 문단' })).toHaveValue(old);

    const stamp = `(${Date.now()})`;
    const sentence = `베나실은 의료용 접착제로 정맥을 닫는 시술입니다 ${stamp}.`;
    await consoleSession(page);
    await consoleGoto(page, '/console/pages');
    await page.getByText('surgery/venaseal').first().click();
    await expect(page).toHaveURL(new RegExp(`/console/page-texts/${ko.id}$`));
    const lead = page.getByRole('textbox', { name: '첫 문단' });
    await expect(lead).toHaveValue(old);
    await lead.fill(sentence);

    // The preview: the real server render of the form as it is, before anything is saved.
    await page.getByRole('button', { name: '미리보기' }).click();
    const preview = page.frameLocator('[data-testid="page-preview"]');
    await expect(preview.locator('main')).toContainText(sentence);
    await expect(preview.locator('main')).not.toContainText(old);
    await page.getByRole('button', { name: 'PC' }).click();
    await expect(page.getByTestId('page-preview')).toHaveCSS('width', '1280px');
    await page.getByRole('button', { name: '닫기' }).click();
    await expect(await main('/surgery/venaseal')).toContainText(old);

    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.getByText('게시했습니다')).toBeVisible();

    const shown = await main('/surgery/venaseal');
    await expect(shown).toContainText(sentence);
    await expect(shown).not.toContainText(old);
    await expect(await main('/en/surgery/venaseal')).toContainText(en.published.lead);

    // The English is marked in the list and in its editor, with the Korean change.
    await consoleNavigate(page, '/console/pages');
    const row = page.locator('tr', { hasText: 'surgery/venaseal' });
    await expect(row.getByTestId('state-en')).toHaveText('English · 번역 확인 필요');
    await consoleNavigate(page, `/console/page-texts/${en.id}`);
    const mark = page.getByTestId('needs-check');
    await expect(mark).toContainText('번역 확인 필요');
    await expect(mark.locator('ins', { hasText: stamp })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: '첫 문단' })).toHaveValue(en.published.lead);

    // The late form still holds the old text: its save is refused, naming who saved first.
    await late.getByRole('textbox', { name: '검색 설명' }).fill('늦게 고친 설명입니다.');
    await late.getByRole('button', { name: '임시 저장' }).click();
    await expect(late.getByText(/그사이 .+ 님이 .+에 이 내용을 바꾸었습니다/)).toBeVisible();

    // The history names who published and when; the previous version is restored, as a new revision.
    await consoleGoto(page, `/console/page-texts/${ko.id}`);
    const history = page.getByTestId('page-revisions');
    const newest = history.locator('.MuiAccordion-root').first();
    await expect(newest).toContainText(DEMO_STAFF.username);
    await expect(newest).toContainText(/\d{4}\. \d{1,2}\. \d{1,2}\./);
    await expect(newest).toContainText('지금 게시 중');
    const previous = history.locator('.MuiAccordion-root').nth(1);
    await previous.getByRole('button').first().click();
    await previous.getByRole('button', { name: '이 버전으로 되돌리기' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '이 버전으로 되돌리기' }).click();
    await expect(page.getByText('되돌렸습니다')).toBeVisible();
    const back = await main('/surgery/venaseal');
    await expect(back).toContainText(old);
    await expect(back).not.toContainText(sentence);
    await expect(history.locator('.MuiAccordion-root').first()).toContainText('되돌리기');
  } finally {
    // Whatever happened above, the page reads its installed words again.
    const now = await venaseal(request, token, 'ko');
    if (now.published.lead !== old) {
      const headers = { Authorization: `Bearer ${token}` };
      const restored = await request.post(`/api/console/page-revisions/${startedAt}/restore`, {
        headers,
        data: { version: now.version },
      });
      expect(restored.status()).toBe(200);
    }
    await reader.close();
    await other.close();
  }
});
