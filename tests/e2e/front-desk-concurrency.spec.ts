import type { APIRequestContext, Page } from '@playwright/test';
import { consoleGoto, consoleSession, expect, staffToken, test } from './support';

/**
 * Two staff at once never silently undo each other's work (issue 24), in two browser contexts:
 * staff A and B open the same consultation request; A saves 완료; B, who only wrote a note on the
 * page opened before, is refused with A's name and what A changed, reapplies the note on top and
 * saves, and A's status stays. A half-filled notice asks before staff leave it.
 */

const RUN = String(Date.now()).slice(-6);

/** A request sent through the public API, as the site's form sends it; answers its number. */
async function sendRequest(request: APIRequestContext): Promise<number> {
  const sent = await request.post('/api/v1/forms', {
    multipart: {
      name: `동시${RUN}`,
      phone: `0105${RUN.slice(-3)}${RUN.slice(0, 4)}`,
      email: '',
      treatment: 'venaseal',
      message: '상담 예약을 하고 싶습니다.',
      consent: 'true',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { form: { id: number } }).form.id;
}

/** A second staff account (직원) with a name, logged in in its own browser context. */
async function secondStaff(request: APIRequestContext, page: Page, name: string): Promise<void> {
  const username = `desk${RUN}`;
  const password = 'Desk-pass-2026!';
  const made = await request.post('/api/console/user/admins', {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { username, password, name, role: 'staff' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const basic = 'Basic ' + Buffer.from(`${username}:${password}`).toString('base64');
  const session = await page.request.post('/api/auth/console/session', { headers: { Authorization: basic } });
  expect(session.status(), await session.text()).toBe(200);
}

test('B’s late save shows A’s change by name; B reapplies the note without undoing A’s status', async ({
  browser,
  page,
  server,
}) => {
  const id = await sendRequest(page.request);
  // Staff A: a colleague with a name of their own; staff B: the demo 관리자, in another browser.
  const nameA = `이간호${RUN}`;
  await secondStaff(page.request, page, nameA);
  const contextB = await browser.newContext({ baseURL: server.url, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const pageB = await contextB.newPage();
  await consoleSession(pageB);

  await consoleGoto(page, `/console/forms/${id}`);
  await consoleGoto(pageB, `/console/forms/${id}`);
  await expect(pageB.getByRole('combobox', { name: '처리 상태' })).toHaveText('신규');

  // A sets 완료 and saves.
  await page.getByRole('combobox', { name: '처리 상태' }).click();
  await page.getByRole('option', { name: '완료' }).click();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('수정되었습니다')).toBeVisible({ timeout: 30_000 });

  // B, on the page opened before, only writes a note and saves: refused, told who and what.
  const note = `오후에 다시 전화 드리기로 함 ${RUN}`;
  await pageB.getByRole('textbox', { name: '직원 메모' }).fill(note);
  await pageB.getByRole('button', { name: '저장' }).click();
  const notice = pageB.getByTestId('conflict-notice');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(nameA);
  await expect(notice).toContainText('처리 상태: 신규 → 완료');

  // Reapplied on top: the note B wrote stays in the form, the status is A's.
  await notice.getByRole('button', { name: '내 변경 다시 적용' }).click();
  await expect(notice).toBeHidden({ timeout: 30_000 });
  await expect(pageB.getByRole('combobox', { name: '처리 상태' })).toHaveText('완료');
  await expect(pageB.getByRole('textbox', { name: '직원 메모' })).toHaveValue(note);
  await pageB.getByRole('button', { name: '저장' }).click();
  await expect(pageB.getByText('수정되었습니다')).toBeVisible({ timeout: 30_000 });
  // Saved, the form leaves for the list without asking about unsaved changes.
  await expect(pageB).toHaveURL(/\/console\/forms$/, { timeout: 30_000 });

  // Both changes are kept, and the history says who made each.
  const headers = { Authorization: `Bearer ${await staffToken(page.request)}` };
  const saved = (await (await page.request.get(`/api/console/forms/${id}`, { headers })).json()) as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({ status: 'done', memo: note });
  await consoleGoto(pageB, `/console/forms/${id}`);
  const history = pageB.getByTestId('change-history');
  await expect(history.getByText('처리 상태: 신규 → 완료', { exact: true })).toHaveCount(1);
  await expect(history).toContainText(`desk${RUN}`);
  await contextB.close();
});

test('a half-filled notice asks before staff leave it, and keeps what was typed when they stay', async ({ page }) => {
  await consoleSession(page);
  await consoleGoto(page, '/console/center/notifications/create');
  const title = page.getByRole('textbox', { name: '제목' }).first();
  await title.fill(`쓰다 만 공지 ${RUN}`);

  // Leaving by the menu: the browser asks first; staying keeps the form as it was.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: '상담 신청' }).first().click();
  await expect.poll(() => asked.length, { timeout: 30_000 }).toBe(1);
  expect(asked[0]).toContain('저장되지 않은 변경 사항');
  await expect(page).toHaveURL(/\/console\/center\/notifications\/create$/);
  await expect(title).toHaveValue(`쓰다 만 공지 ${RUN}`);

  // Leaving for good, once confirmed.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: '상담 신청' }).first().click();
  await expect(page).toHaveURL(/\/console\/forms$/, { timeout: 30_000 });
});
