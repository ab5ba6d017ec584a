import type { Page } from '@playwright/test';
import { createMember, expect, latestCode, open, test, withoutPopups } from './support';
import { dialogs, field, RUN, textbox } from './members-support';

/**
 * The form faults of issue 14: an error goes as soon as its field is put right; a phone typed or
 * pasted with hyphens keeps every digit; focus moves on after a code is verified and after sign-up;
 * login returns to the page that asked for it, and only to a page of this site.
 */

test.beforeEach(async ({ page }) => withoutPopups(page));

/** The element that has focus, described (never the page's <body>). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? `${el.tagName.toLowerCase()}#${el.id}` : 'body';
  });

test('after a failed submit, a field put right loses its error at once, without another submit', async ({ page }) => {
  await open(page, '/join/person');
  await page.getByRole('button', { name: '가입하기' }).click();
  const usernameError = page.locator('#signup-username-error');
  await expect(usernameError).toHaveText('필수 입력 항목입니다.');
  await expect(page.locator('#signup-name-error')).toBeVisible();

  // A wrong value shows the rule at once; a right one clears the error, no submit in between.
  await field(page, '아이디').fill('abc');
  await expect(usernameError).toHaveText('아이디는 영문과 숫자를 포함해 5자 이상이어야 합니다.');
  await field(page, '아이디').fill(`fix${RUN}a1`);
  await expect(usernameError).toBeHidden();
  await expect(field(page, '아이디')).not.toHaveAttribute('aria-invalid', 'true');
  // The other fields keep theirs until they are fixed too.
  await expect(page.locator('#signup-name-error')).toBeVisible();
  await field(page, '이름').fill('김하지');
  await expect(page.locator('#signup-name-error')).toBeHidden();
  await field(page, '비밀번호').fill('Vein-pass-1');
  await field(page, '비밀번호 확인').fill('Vein-pass-1');
  await expect(page.locator('#signup-password-error')).toBeHidden();
  await expect(page.locator('#signup-passwordConfirm-error')).toBeHidden();

  // The same in the consultation request (a form that keeps its own values), in English.
  await open(page, '/en/default-form');
  await page
    .locator('main form')
    .getByRole('button', { name: /send|submit/i })
    .click();
  const nameError = page.locator('#form-name-error');
  await expect(nameError).toBeVisible();
  await page.locator('#form-name').fill('Kim');
  await expect(nameError).toBeHidden();
  await expect(page.locator('#form-phone-error')).toBeVisible();
  await page.locator('#form-phone').fill('01022223333');
  await expect(page.locator('#form-phone-error')).toBeHidden();
});

test('a phone typed or pasted with hyphens or spaces keeps all its digits', async ({ page }) => {
  await open(page, '/default-form');
  const phone = page.locator('#form-phone');
  await phone.click();
  await page.keyboard.type('010-2222-3333');
  await expect(phone).toHaveValue('01022223333');
  await phone.fill('');
  // Pasted (inserted at once), with spaces and the country code.
  await page.keyboard.insertText('+82 10 2222 3333');
  await expect(phone).toHaveValue('01022223333');
  await phone.fill('');
  await page.keyboard.insertText('010-2222-3333-4444');
  await expect(phone, 'the limit counts digits').toHaveValue('01022223333');

  await open(page, '/join/person');
  const member = field(page, '휴대폰 번호');
  await member.click();
  await page.keyboard.insertText('010-2222-3333');
  await expect(member).toHaveValue('01022223333');
  await open(page, '/en/join/foreign');
  const foreign = page.locator('#signup-phone');
  await foreign.click();
  await page.keyboard.insertText('+1 (415) 555-2671');
  await expect(foreign).toHaveValue('14155552671');
});

test('focus moves on after the code is verified and to the welcome after sign-up, never to the page', async ({
  page,
}) => {
  const username = `focus${RUN}`;
  const phone = `0107${RUN}7`;
  await open(page, '/join/person');
  await field(page, '아이디').fill(username);
  await field(page, '비밀번호').fill('Vein-pass-1');
  await field(page, '비밀번호 확인').fill('Vein-pass-1');
  await field(page, '이름').fill('김하지');
  await textbox(page, '이메일').fill(`${username}@example.com`);
  await field(page, '휴대폰 번호').fill(phone);
  await field(page, '생년월일').fill('1979-03-14');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByLabel('인증번호', { exact: true })).toBeFocused();
  await page.getByLabel('인증번호', { exact: true }).fill(await latestCode(phone));
  await page.getByRole('button', { name: '인증 확인' }).click();
  await expect(page.getByText('인증되었습니다.', { exact: true })).toBeVisible();
  // The code field and its buttons are gone: focus is on the next field (agree to all), not <body>.
  const agreeAll = page.getByRole('checkbox', { name: /전체 동의/ });
  await expect(agreeAll).toBeFocused();
  await page.keyboard.press('Space');
  await expect(agreeAll).toBeChecked();

  await page.getByRole('button', { name: '가입하기' }).click();
  const welcome = page.getByRole('heading', { name: '회원가입이 완료되었습니다.' });
  await expect(welcome).toBeFocused();
  expect(await focused(page)).not.toBe('body');
});

test.describe('login returns to the page that asked for it', () => {
  const username = `back${RUN}`;
  const password = 'Back-pass-1';

  test.beforeAll(async ({ request }) => {
    await createMember(request, username, `0108${RUN}8`, password);
  });

  const logIn = async (page: Page, button = '로그인') => {
    await page.locator('#login-username').fill(username);
    await page.locator('#login-password').fill(password);
    await page.locator('main form').getByRole('button', { name: button }).click();
  };

  test('a guarded page sends the visitor to log in, then back to it', async ({ page }) => {
    const seen = dialogs(page);
    await open(page, '/mypage/myinfo');
    await expect.poll(() => seen.seen).toEqual(['alert: 로그인이 필요합니다.']);
    await expect(page).toHaveURL(/\/login\?next=%2Fmypage%2Fmyinfo$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/mypage\/myinfo$/);
    await expect(page.getByTestId('myinfo-summary')).toContainText(username);
  });

  test('in English too, with the locale kept', async ({ page }) => {
    dialogs(page);
    await open(page, '/en/mypage/questions');
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fmypage%2Fquestions$/);
    await logIn(page, 'Log in');
    await expect(page).toHaveURL(/\/en\/mypage\/questions$/);
  });

  for (const next of [
    '//evil.example/',
    'https://evil.example/',
    'https:evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
  ]) {
    test(`never leaves the site for next=${next}`, async ({ page, baseURL }) => {
      await open(page, `/login?next=${encodeURIComponent(next)}`);
      await logIn(page);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.locator('.site-header__tools').getByRole('link', { name: '마이페이지' })).toBeVisible();
    });
  }
});
