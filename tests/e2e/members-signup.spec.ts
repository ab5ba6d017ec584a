import { latestCode, open, withoutPopups, expect, test } from './support';
import { field, PDF, PNG, RUN, textbox, yearsAgo } from './members-support';

/**
 * The members issue on the public site: sign-up as each kind of member (local, institution,
 * international), with codes read from the server's outbox.
 */

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
    // Hyphens typed are dropped as they come (issue 14): the field keeps the digits the rule asks for.
    await field(page, '휴대폰 번호').fill('010-1234-5678');
    await expect(field(page, '휴대폰 번호')).toHaveValue('01012345678');
    await field(page, '휴대폰 번호').fill('010123');
    await field(page, '생년월일').fill('1979-03-14');
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    // Its problem is the length, and the message says so.
    await expect(page.getByText('전화번호의 자릿수가 모자랍니다.', { exact: false })).toBeVisible();
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
