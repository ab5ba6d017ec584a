import {
  createMember,
  expectNoAxeViolations,
  latestCode,
  messagesTo,
  open,
  withoutPopups,
  expect,
  test,
} from './support';
import { dialogs, field, login, RUN, textbox } from './members-support';

/**
 * The members issue on the public site: one member's login, my information, password change, logout,
 * recovery and withdrawal; the route guard of /mypage, and axe on the member pages.
 */

test.beforeEach(async ({ page }) => withoutPopups(page));

test.describe('a member', () => {
  // One member's life, a step a test: each test makes its member where the step before would have
  // left them (signed up with the password that step ends with), so each runs alone and in any order.
  const first = 'First-pass-1';
  const second = 'Second-pass-2';
  const third = 'Third-pass-3';
  /** A member of this test alone: `lee<RUN><n>`, phone `0103<RUN><n>`. */
  let made = 0;
  const newMember = () => {
    made += 1;
    return { username: `lee${RUN}${made}`, phone: `0103${RUN}${made}` };
  };

  test('logs in, edits their information, changes the password and logs out', async ({ page }) => {
    const { username, phone } = newMember();
    const seen = dialogs(page);
    await createMember(page.request, username, phone, first);
    // Another session of the same member, to see the password change end it.
    const basic = 'Basic ' + Buffer.from(`${username}:${first}`).toString('base64');
    const other = (await (
      await page.request.get('/api/auth/refreshToken', { headers: { Authorization: basic } })
    ).json()) as { refreshToken: string };

    await open(page, '/login');
    await expect(page.locator('main').getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/join/type');
    await expect(page.getByRole('link', { name: '비밀번호 재설정' })).toBeVisible();
    await field(page, '아이디').fill(username);
    await field(page, '비밀번호').fill('Wrong-pass-9');
    await page.locator('main form').getByRole('button', { name: '로그인' }).click();
    await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await login(page, username, first);

    // Every API call carries the bearer and the language.
    const meCall = page.waitForRequest((r) => r.url().endsWith('/api/v1/me'));
    await page.locator('.site-header__tools').getByRole('link', { name: '마이페이지' }).click();
    const headers = (await meCall).headers();
    expect(headers.authorization).toMatch(/^Bearer \S+/);
    expect(headers['accept-language']).toBe('ko');
    const summary = page.getByTestId('myinfo-summary');
    await expect(summary).toContainText(username);

    // Edit: a new name, a new e-mail (proven by a code), marketing consent.
    const newEmail = `${username}.new@example.com`;
    await field(page, '이름').fill('이정맥 수정');
    await textbox(page, '이메일').fill(newEmail);
    await page.getByRole('checkbox', { name: /마케팅 정보/ }).check();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText('인증 절차를 진행해 주세요.')).toBeVisible();
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByLabel('인증번호', { exact: true }).fill(await latestCode(newEmail));
    await page.getByRole('button', { name: '인증 확인' }).click();
    await expect(page.getByText('인증되었습니다.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText('회원 정보를 저장했습니다.')).toBeVisible();
    await expect(summary).toContainText('이정맥 수정');
    await expect(summary).toContainText(newEmail);
    await expect(summary.locator('div', { hasText: '마케팅 정보 수신' })).toHaveText('마케팅 정보 수신동의');

    // Password change: the old one is required; afterwards this session refreshes once and goes on.
    await field(page, '현재 비밀번호').fill('Wrong-pass-9');
    await field(page, '새 비밀번호').fill(second);
    await field(page, '새 비밀번호 확인').fill(second);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.locator('#password-currentPassword-error')).toHaveText('비밀번호가 올바르지 않습니다.');
    await field(page, '현재 비밀번호').fill(first);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/accessToken'));
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/me') && r.status() === 200);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText('비밀번호를 바꿨습니다.', { exact: false })).toBeVisible();
    expect((await refreshed).status()).toBe(200);
    await reloaded;
    await expect(summary).toContainText(username);
    const ended = await page.request.get('/api/auth/accessToken', {
      headers: { Authorization: `Bearer ${other.refreshToken}` },
    });
    expect(ended.status()).toBe(401);

    // Logout asks first; "no" keeps the session, "yes" ends it with a notice.
    const logout = page.locator('.site-header__tools').getByRole('button', { name: '로그아웃' });
    seen.state.accept = false;
    await logout.click();
    await expect.poll(() => seen.seen).toEqual(['confirm: 로그아웃 하시겠습니까?']);
    await expect(summary).toBeVisible();
    seen.state.accept = true;
    await logout.click();
    await expect
      .poll(() => seen.seen)
      .toEqual(['confirm: 로그아웃 하시겠습니까?', 'confirm: 로그아웃 하시겠습니까?', 'alert: 로그아웃 되었습니다.']);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.site-header__tools').getByRole('link', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('site.refreshToken'))).toBeNull();
    await login(page, username, second);
  });

  test('recovers the password with a code; an unknown contact gets the same answer and no code', async ({ page }) => {
    // The member as the first step leaves them: the second password.
    const { username, phone } = newMember();
    await createMember(page.request, username, phone, second);
    await open(page, '/login');
    await page.getByRole('link', { name: '비밀번호 재설정' }).click();
    await expect(page).toHaveURL(/\/recovery\?tab=password$/);
    const tab = page.getByRole('tab', { name: '비밀번호 재설정' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');

    const unknown = `0109${RUN}9`;
    await panel.getByLabel(/^아이디/).fill('nobody12345');
    await panel.getByLabel(/^휴대폰 번호/).fill(unknown);
    await panel.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(panel.getByText('입력하신 정보와 일치하는 계정이 있으면 인증번호를 보냈습니다.')).toBeVisible();
    expect(await messagesTo(unknown)).toEqual([]);

    const sentBefore = (await messagesTo(phone)).length;
    await panel.getByLabel(/^아이디/).fill(username);
    await panel.getByLabel(/^휴대폰 번호/).fill(phone);
    await panel.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(panel.getByText('입력하신 정보와 일치하는 계정이 있으면 인증번호를 보냈습니다.')).toBeVisible();
    // A recovery code leaves after the answer: wait for its message, not the sign-up code before it.
    await expect.poll(async () => (await messagesTo(phone)).length).toBeGreaterThan(sentBefore);
    await panel.getByLabel(/^인증번호/).fill(await latestCode(phone));
    await panel.getByLabel(/^새 비밀번호 필수/).fill(third);
    await panel.getByLabel(/^새 비밀번호 확인/).fill('Mismatch-pass-3');
    await panel.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(panel.getByText('비밀번호가 서로 다릅니다. 다시 입력해 주세요.')).toBeVisible();
    await panel.getByLabel(/^새 비밀번호 확인/).fill(third);
    await panel.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(page.getByText('비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.')).toBeVisible();

    await page.getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, username, third);
  });

  test('withdraws after confirming with the password, and cannot log in again', async ({ page }) => {
    // The member as the recovery leaves them: the third password.
    const { username, phone } = newMember();
    await createMember(page.request, username, phone, third);
    const seen = dialogs(page);
    await login(page, username, third);
    await page.locator('.site-header__tools').getByRole('link', { name: '마이페이지' }).click();
    await expect(page.getByTestId('myinfo-summary')).toContainText(username);

    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(page.locator('#withdraw-password-error')).toHaveText('필수 입력 항목입니다.');
    await page.locator('#withdraw-password').fill('Wrong-pass-9');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page.locator('#withdraw-password-error')).toHaveText('비밀번호가 올바르지 않습니다.');

    await page.locator('#withdraw-password').fill(third);
    await page.getByLabel(/^탈퇴 사유/).fill('이사합니다.');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await expect.poll(() => seen.seen).toEqual(['alert: 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.']);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.site-header__tools').getByRole('link', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('site.accessToken'))).toBeNull();

    await open(page, '/login');
    await field(page, '아이디').fill(username);
    await field(page, '비밀번호').fill(third);
    await page.locator('main form').getByRole('button', { name: '로그인' }).click();
    await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
  });
});

test.describe('route guard of /mypage', () => {
  test('without a token: "login required", then the login page, which comes back here (issue 14)', async ({ page }) => {
    const seen = dialogs(page);
    await open(page, '/mypage/myinfo');
    await expect.poll(() => seen.seen).toEqual(['alert: 로그인이 필요합니다.']);
    await expect(page).toHaveURL(/\/login\?next=%2Fmypage%2Fmyinfo$/);
  });

  test('with a token whose scope list lacks "user": "no access permission", then home', async ({ page }) => {
    const seen = dialogs(page);
    // The guard reads the scope list decoded client-side (spec section 5); a console-only token.
    await page.addInitScript(() => {
      const payload = { sub: '999', scope: ['console'], iat: 1, exp: 4102444800 };
      sessionStorage.setItem('site.refreshToken', 'console-only');
      sessionStorage.setItem('site.accessToken', `x.${btoa(JSON.stringify(payload))}.y`);
      sessionStorage.setItem('site.payload', JSON.stringify(payload));
    });
    await open(page, '/en/mypage/myinfo');
    await expect.poll(() => seen.seen).toEqual(['alert: No access permission.']);
    await expect(page).toHaveURL(/\/en$/);
  });
});

test('axe finds no violations on the join, login and my-info pages', async ({ page }) => {
  for (const url of ['/join/type', '/join/company', '/login', '/en/join/foreign', '/recovery']) {
    await open(page, url);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, url);
  }
  // The sign-up form with its errors and a code field open.
  await open(page, '/join/person');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('필수 입력 항목입니다.').first()).toBeVisible();
  await expectNoAxeViolations(page, '/join/person with errors');

  const username = `axe${RUN}`;
  await createMember(page.request, username, `0104${RUN}4`, 'Axe-pass-1');
  await login(page, username, 'Axe-pass-1');
  await open(page, '/mypage/myinfo');
  await expect(page.getByTestId('myinfo-summary')).toContainText(username);
  await expectNoAxeViolations(page, '/mypage/myinfo');
});
