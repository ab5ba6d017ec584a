import { type Dialog, type Page } from '@playwright/test';
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

/**
 * The members issue on the public site: sign-up as each kind of member (codes read from the
 * server's outbox), login, my information, password change, logout, recovery and withdrawal, the
 * route guard of /mypage, and axe on the member pages.
 */

const RUN = String(Date.now()).slice(-5);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b3d1c10000000049454e44ae426082',
  'hex',
);

/** Records every browser dialog and answers it (confirm: `accept` decides). */
function dialogs(page: Page) {
  const seen: string[] = [];
  const state = { accept: true };
  page.on('dialog', (dialog: Dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void (state.accept || dialog.type() !== 'confirm' ? dialog.accept() : dialog.dismiss());
  });
  return { seen, state };
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( 필수| Required)?$`));
const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( 필수| Required)?$`) });

/** A date `years` ago, as the date input takes it. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

async function login(page: Page, username: string, password: string) {
  await open(page, '/login');
  await field(page, '아이디').fill(username);
  await field(page, '비밀번호').fill(password);
  await page.locator('main form').getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.site-header__tools').getByRole('link', { name: '마이페이지' })).toBeVisible();
}

test.beforeEach(async ({ page }) => withoutPopups(page));

test.describe('sign-up', () => {
  test('a local individual signs up in Korean: the spec messages, a code by SMS, consents, logged in', async ({
    page,
  }) => {
    const username = `kim${RUN}`;
    const phone = `0101${RUN}1`;
    await open(page, '/join/type');
    await page.getByRole('link', { name: /국내 개인회원/ }).click();
    await expect(page).toHaveURL(/\/join\/person$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('국내 개인회원 가입');

    // Nothing filled in: the spec's messages, and focus on the first field.
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('필수 입력 항목입니다.').first()).toBeVisible();
    await expect(page.getByText('인증 절차를 진행해 주세요.')).toBeVisible();
    await expect(page.getByText('필수 약관에 동의해 주세요.')).toBeVisible();
    await expect(field(page, '아이디')).toBeFocused();
    await expect(field(page, '비밀번호 확인')).toHaveAttribute('placeholder', '비밀번호를 다시 입력해 주세요');

    await field(page, '아이디').fill('abc');
    await field(page, '비밀번호').fill('password');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('아이디는 영문과 숫자를 포함해 5자 이상이어야 합니다.')).toBeVisible();
    await expect(page.getByText('비밀번호는 영문, 숫자, 특수문자를 포함해 8자 이상이어야 합니다.')).toBeVisible();
    await expect(page.getByText('비밀번호를 다시 입력해 주세요.')).toBeVisible();

    await field(page, '아이디').fill(username);
    await field(page, '비밀번호').fill('Vein-pass-1');
    await field(page, '비밀번호 확인').fill('Vein-pass-1');
    await field(page, '이름').fill('김하지');
    await textbox(page, '이메일').fill(`${username}@example.com`);
    await field(page, '휴대폰 번호').fill('010-1234-5678');
    await field(page, '생년월일').fill('1979-03-14');
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByText('휴대폰 번호는 하이픈(-) 없이 숫자만 입력해 주세요.')).toBeVisible();
    await field(page, '휴대폰 번호').fill(phone);

    await page.getByRole('radio', { name: '휴대폰 문자' }).check();
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByText('인증번호를 보냈습니다. 5분 안에 입력해 주세요.')).toBeVisible();
    await page.getByLabel('인증번호', { exact: true }).fill('000000');
    await page.getByRole('button', { name: '인증 확인' }).click();
    await expect(page.getByText('인증번호가 올바르지 않습니다.')).toBeVisible();
    await page.getByLabel('인증번호', { exact: true }).fill(await latestCode(phone));
    await page.getByRole('button', { name: '인증 확인' }).click();
    await expect(page.getByText('인증되었습니다.', { exact: true })).toBeVisible();

    // One box agrees to all; each item says whether it is required.
    await expect(page.getByRole('checkbox', { name: '필수 이용약관' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^선택 마케팅/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /전체 동의/ }).check();
    for (const box of await page.locator('.agreement input[type=checkbox]').all()) await expect(box).toBeChecked();

    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/users') && r.request().method() === 'POST');
    await page.getByRole('button', { name: '가입하기' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByText('회원가입이 완료되었습니다.')).toBeVisible();

    // Logged in: tokens and the decoded payload (scope list) in session storage; the header follows.
    const stored = await page.evaluate(() => ({
      refresh: sessionStorage.getItem('site.refreshToken'),
      access: sessionStorage.getItem('site.accessToken'),
      payload: JSON.parse(sessionStorage.getItem('site.payload') ?? 'null') as { scope: string[] } | null,
    }));
    expect(stored.refresh).toBeTruthy();
    expect(stored.access).toBeTruthy();
    expect(stored.payload?.scope).toEqual(['user']);
    const tools = page.locator('.site-header__tools');
    await expect(tools.getByRole('link', { name: '마이페이지' })).toBeVisible();
    await expect(tools.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(tools.getByRole('link', { name: '회원가입' })).toHaveCount(0);

    await page.getByRole('link', { name: '내 정보 보기' }).click();
    const summary = page.getByTestId('myinfo-summary');
    await expect(summary).toContainText(username);
    await expect(summary).toContainText('국내 개인회원');
    await expect(summary).toContainText(phone);
  });

  test('a local institution signs up with its business registration and employment certificate', async ({ page }) => {
    const username = `org${RUN}`;
    const email = `${username}@example.com`;
    await open(page, '/join/type');
    await page.getByRole('link', { name: /국내 기관회원/ }).click();
    await expect(page).toHaveURL(/\/join\/company$/);

    await field(page, '아이디').fill(username);
    await field(page, '비밀번호').fill('Inst-pass-1');
    await field(page, '비밀번호 확인').fill('Inst-pass-1');
    await field(page, '기관명').fill('서울의료재단');
    await textbox(page, '이메일').fill(email);
    await field(page, '휴대폰 번호').fill(`0102${RUN}2`);
    // The person signing up must be 14 or older.
    await field(page, '가입 담당자 생년월일').fill(yearsAgo(10));
    await page.getByRole('checkbox', { name: /전체 동의/ }).check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.locator('#signup-birthDate-error')).toHaveText('만 14세 미만은 가입할 수 없습니다.');
    await expect(page.locator('#signup-businessRegistration-error')).toHaveText('필수 입력 항목입니다.');
    await field(page, '가입 담당자 생년월일').fill('1975-06-07');

    // Documents: PDF, JPEG or PNG up to 10 MB.
    await field(page, '사업자등록증').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(page.locator('#signup-businessRegistration-error')).toHaveText(
      'PDF, JPG, PNG 파일만 올릴 수 있습니다.',
    );
    await field(page, '사업자등록증').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(page.locator('#signup-businessRegistration-error')).toHaveText('파일은 10MB 이하만 올릴 수 있습니다.');
    await field(page, '사업자등록증').setInputFiles({
      name: 'business-registration.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await field(page, '재직증명서').setInputFiles({ name: 'employment.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('#signup-businessRegistration-error')).toHaveCount(0);

    await page.getByRole('radio', { name: '이메일' }).check();
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByLabel('인증번호', { exact: true }).fill(await latestCode(email));
    await page.getByRole('button', { name: '인증 확인' }).click();
    await expect(page.getByText('인증되었습니다.', { exact: true })).toBeVisible();

    const uploads = [
      page.waitForResponse((r) => r.url().endsWith('/businessRegistration')),
      page.waitForResponse((r) => r.url().endsWith('/employmentCertificate')),
    ];
    await page.getByRole('button', { name: '가입하기' }).click();
    for (const upload of uploads) expect((await upload).status()).toBe(201);
    await expect(page.getByText('회원가입이 완료되었습니다.')).toBeVisible();
    await expect(page.getByText('서류를 올리지 못했습니다', { exact: false })).toHaveCount(0);

    await page.getByRole('link', { name: '내 정보 보기' }).click();
    await expect(page.getByTestId('myinfo-summary')).toContainText('서울의료재단');
    await expect(page.getByText('business-registration.pdf', { exact: false })).toBeVisible();
    await expect(page.getByText('employment.png', { exact: false })).toBeVisible();
  });

  test('an international member signs up in English with a phone number that has its country code', async ({
    page,
  }) => {
    const username = `intl${RUN}`;
    const email = `${username}@example.com`;
    await open(page, '/en/join/type');
    await page.getByRole('link', { name: /International member/ }).click();
    await expect(page).toHaveURL(/\/en\/join\/foreign$/);

    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Required entries.').first()).toBeVisible();
    await expect(page.getByText('Please proceed with the authentication process.')).toBeVisible();
    await expect(page.getByText('Please agree to the required terms.')).toBeVisible();

    await field(page, 'Username').fill(username);
    await field(page, 'Password').fill('Abroad-pass-1');
    await field(page, 'Confirm password').fill('Abroad-pass-1');
    await field(page, 'Name').fill('Mia Tanaka');
    await textbox(page, 'E-mail').fill(email);
    await field(page, 'Mobile phone \\(with country code\\)').fill(`8190${RUN}33`);
    await field(page, 'Date of birth').fill('1992-11-20');
    // International members verify by e-mail first.
    await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code', { exact: true }).fill(await latestCode(email));
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(page.getByText('Verified.', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: /Required Terms of Use/ }).check();
    await page.getByRole('checkbox', { name: /Required Consent to the Collection/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Your sign-up is complete.')).toBeVisible();

    await page.getByRole('link', { name: 'View my information' }).click();
    const summary = page.getByTestId('myinfo-summary');
    await expect(summary).toContainText('International member');
    await expect(summary).toContainText(`8190${RUN}33`);
    await expect(summary).toContainText('Not agreed');
  });
});

test.describe('a member', () => {
  // One member through their whole life: each step starts where the previous one ended.
  test.describe.configure({ mode: 'serial' });
  const username = `lee${RUN}`;
  const phone = `0103${RUN}3`;
  const first = 'First-pass-1';
  const second = 'Second-pass-2';
  const third = 'Third-pass-3';

  test('logs in, edits their information, changes the password and logs out', async ({ page }) => {
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

    await panel.getByLabel(/^아이디/).fill(username);
    await panel.getByLabel(/^휴대폰 번호/).fill(phone);
    await panel.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(panel.getByText('입력하신 정보와 일치하는 계정이 있으면 인증번호를 보냈습니다.')).toBeVisible();
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
  test('without a token: "login required", then home', async ({ page }) => {
    const seen = dialogs(page);
    await open(page, '/mypage/myinfo');
    await expect.poll(() => seen.seen).toEqual(['alert: 로그인이 필요합니다.']);
    await expect(page).toHaveURL(/\/$/);
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
