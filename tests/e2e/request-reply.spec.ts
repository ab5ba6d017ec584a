import type { APIRequestContext } from '@playwright/test';
import { consoleGoto, consoleNavigate, consoleSession, createMember, expect, test } from './support';

/**
 * A reply from every request (issue 24), end to end in Chromium: someone who is not a member sends a
 * consultation request as the site does; staff open it in the console, pick a template, send it by
 * SMS; the outbox and 발송 기록 show the message. A request from a member's phone number links to the
 * member and lists the earlier requests from that number.
 */

const RUN = String(Date.now()).slice(-6);
/** A number no member has (the worker's database is its own). */
const STRANGER_PHONE = `0107${RUN.slice(-3)}${RUN.slice(0, 4)}`;
const MEMBER_PHONE = `0108${RUN.slice(-3)}${RUN.slice(0, 4)}`;
const formatted = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;

/** A request sent through the public API, as the site's form sends it; answers its number. */
async function sendRequest(request: APIRequestContext, name: string, phone: string): Promise<number> {
  const sent = await request.post('/api/v1/forms', {
    multipart: {
      name,
      phone,
      email: '',
      treatment: 'venaseal',
      message: '퇴근하면 종아리가 붓고 무겁습니다. 상담을 받고 싶어요.',
      consent: 'true',
      marketing: 'false',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { form: { id: number } }).form.id;
}

test('staff answer a non-member’s request by SMS from a template; the outbox and 발송 기록 show it', async ({
  page,
}) => {
  const name = `한가을${RUN}`;
  const id = await sendRequest(page.request, name, STRANGER_PHONE);

  await consoleSession(page);
  await consoleGoto(page, `/console/forms/${id}`);
  await expect(page.getByText('이 신청과 이어진 회원이 없습니다.')).toBeVisible();

  const panel = page.getByRole('region', { name: '답장 보내기' });
  await expect(panel.getByRole('radio', { name: `문자 (${formatted(STRANGER_PHONE)})` })).toBeChecked();
  // No e-mail address came with the request: e-mail cannot be chosen.
  await expect(panel.getByRole('radio', { name: '이메일 (주소 없음)' })).toBeDisabled();

  await panel.getByRole('combobox', { name: '템플릿' }).click();
  await page.getByRole('option', { name: '부재중 회신' }).click();
  const body = panel.getByRole('textbox', { name: '내용' });
  await expect(body).toHaveValue(/^\{\{name\}\}님, 안녕하세요\./);
  // What the patient gets: the placeholders filled in.
  await expect(panel.getByTestId('reply-preview')).toContainText(`${name}님, 안녕하세요.`);
  await expect(panel.getByTestId('reply-preview')).not.toContainText('{{');
  await body.press('End');
  await body.pressSequentially(' 감사합니다.');

  await panel.getByRole('button', { name: '답장 보내기' }).click();
  // No SMS service in the test server: the message is kept in the outbox, and staff are told so.
  await expect(page.getByText('발송 서비스가 설정되지 않아 발송 메시지에 보관했습니다.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(body).toHaveValue('');
  // The request's change history: the reply, as staff wrote it (the patient's name is not copied).
  await expect(page.getByTestId('change-history')).toContainText('문자 답장: {{name}}님, 안녕하세요.', {
    timeout: 30_000,
  });

  // The outbox: the message to the request's number, as sent.
  await consoleNavigate(page, `/console/outbox?filter=${encodeURIComponent(JSON.stringify({ q: STRANGER_PHONE }))}`);
  const row = page
    .locator('tbody')
    .getByRole('row')
    .filter({ hasText: formatted(STRANGER_PHONE) });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByText(`${name}님, 안녕하세요.`, { exact: false })).toBeVisible();
  await expect(page.getByText('감사합니다.', { exact: false })).toBeVisible();

  // 발송 기록: the reply, naming the request it answered.
  await consoleNavigate(page, '/console/messages');
  await expect(page.locator('tbody').getByRole('row').first()).toContainText(`상담 신청 답장: #${id}`);
});

test('a request from a member’s phone links to the member and lists the earlier requests from that number', async ({
  page,
}) => {
  const memberId = await createMember(page.request, `reply${RUN}`, MEMBER_PHONE, 'Vein-2026!x', { name: '이정맥' });
  const first = await sendRequest(page.request, '이정맥', MEMBER_PHONE);
  const second = await sendRequest(page.request, '이정맥', MEMBER_PHONE);

  await consoleSession(page);
  await consoleGoto(page, `/console/forms/${second}`);
  const member = page.getByRole('link', { name: '같은 전화번호의 회원: 이정맥' });
  await expect(member).toBeVisible();
  await expect(member).toHaveAttribute('href', `/console/users/${memberId}`);
  await expect(page.getByText('같은 번호의 이전 신청 (1건)')).toBeVisible();
  await page.getByRole('link', { name: `${first}번 신청 열기` }).click();
  await expect(page).toHaveURL(new RegExp(`/console/forms/${first}$`));
  await expect(page.getByText('같은 번호로 먼저 온 신청이 없습니다.')).toBeVisible();
});
