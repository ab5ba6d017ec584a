import type { APIRequestContext } from '@playwright/test';
import { consoleGoto, expect } from './support';
import { REQUEST_MESSAGE, RUN, test } from './front-desk-support';

/**
 * The front desk live (issue 24): a request a patient sends raises an alert in the open console that
 * names its number and opens its record; the dashboard's 오늘 figures follow without a reload; the
 * tab's title counts what waits; `#<number>` in the requests' search shows that request first.
 */

// A number of this spec alone (the front-desk spec's visitor uses 011…).
const PHONE = `016${RUN.slice(-4)}${RUN.slice(0, 4)}`;

/** A request sent as a patient does, through the public API (the form's own call). */
async function sendRequest(api: APIRequestContext, email = ''): Promise<number> {
  const sent = await api.post('/api/v1/forms', {
    multipart: {
      name: '실시간',
      phone: PHONE,
      email,
      treatment: 'venaseal',
      message: REQUEST_MESSAGE,
      consent: 'true',
      marketing: 'false',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { form: { id: number } }).form.id;
}

test('a new request raises an alert that opens it, the dashboard follows, and #number finds it first', async ({
  request: api,
  staff,
}) => {
  await consoleGoto(staff, '/console/');
  const today = staff.getByTestId('kpi-today-forms');
  await expect(today).toHaveText(/^\d+$/);
  const before = Number(await today.textContent());
  // The dashboard's first inbox answer is where news starts from.
  await expect(staff.getByTestId('kpi-formsNew')).toHaveText(/^\d+$/);

  const id = await sendRequest(api);

  // No reload: the console asks every 15 s; the alert names the number, the figures follow.
  const alert = staff.getByTestId('inbox-news');
  await expect(alert).toContainText(`새 상담 신청이 들어왔습니다 (${id}번)`, { timeout: 30_000 });
  await expect(today).toHaveText(String(before + 1), { timeout: 30_000 });
  await expect(staff).toHaveTitle(/^\(\d+\) 관리자 콘솔$/);

  // The alert's link opens that request, whose page names its number.
  await alert.getByRole('link', { name: `${id}번 열기` }).click();
  await expect(staff).toHaveURL(new RegExp(`/console/forms/${id}$`));
  await expect(staff.locator('#react-admin-title')).toContainText(`상담 신청 ${id}번`);
  await expect(alert).toHaveCount(0);

  // Another request found by the same term (its e-mail starts with the number), newer: the number
  // still leads the list, which shows it in the 번호 column.
  const other = await sendRequest(api, `${id}live@example.com`);
  await consoleGoto(staff, '/console/forms');
  await staff.getByPlaceholder('번호, 이름, 전화번호, 이메일').fill(`#${id}`);
  const rows = staff.locator('tbody tr');
  await expect(rows.first().getByTestId('record-number')).toHaveText(String(id), { timeout: 15_000 });
  await staff.getByPlaceholder('번호, 이름, 전화번호, 이메일').fill(String(id));
  await expect(rows.getByTestId('record-number')).toHaveText([String(id), String(other)], { timeout: 15_000 });
});
