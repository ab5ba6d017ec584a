import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_STAFF, consoleLogin, latestCode, expect, test } from './support';

/**
 * The members issue in the console: staff find a member who signed up on the site, download the
 * document the institution sent, and the access log shows those reads; a member's login or token does
 * not open the console; the members CSV opens in Excel (UTF-8 with a byte-order mark).
 */

const RUN = String(Date.now()).slice(-6);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    `trailer<</Root 1 0 R>>\n%% business registration ${RUN}\n%%EOF\n`,
);

interface Member {
  id: number;
  username: string;
  password: string;
  name: string;
  phone: string;
  refreshToken: string;
  accessToken: string;
}

let member: Member;

async function accessToken(request: APIRequestContext, refreshToken: string): Promise<string> {
  const res = await request.get('/api/auth/accessToken', { headers: { Authorization: `Bearer ${refreshToken}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * An institution member signed up through the public API (code by e-mail, every term in force
 * agreed), with its business registration uploaded by the member themself.
 */
async function signUpInstitution(request: APIRequestContext): Promise<Member> {
  const username = `corp${RUN}`;
  const password = 'Vein-pass-2026!';
  const email = `corp${RUN}@example.com`;
  const phone = `0107${RUN}1`.slice(0, 11);
  const name = `정맥의료재단 ${RUN}`;
  const certify = { channel: 'email', target: email, purpose: 'signup' };
  expect((await request.post('/api/v1/users/certify', { data: certify })).status()).toBe(200);
  const confirmed = await request.post('/api/v1/users/certify/confirm', {
    data: { ...certify, code: await latestCode(email) },
  });
  expect(confirmed.status()).toBe(200);
  const { certificationToken } = (await confirmed.json()) as { certificationToken: string };
  const { terms } = (await (await request.get('/api/v1/terms')).json()) as { terms: Array<{ code: string }> };
  const created = await request.post('/api/v1/users', {
    data: {
      kind: 'COMPANY',
      username,
      password,
      passwordConfirm: password,
      name,
      email,
      phone,
      birthDate: '1975-03-02',
      certificationToken,
      agreements: Object.fromEntries(terms.map((term) => [term.code, true])),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { user: { id: number }; refreshToken: string };
  const token = await accessToken(request, body.refreshToken);
  const upload = await request.post(`/api/v1/users/${body.user.id}/businessRegistration`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: '사업자등록증.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { id: body.user.id, username, password, name, phone, refreshToken: body.refreshToken, accessToken: token };
}

async function openMembers(page: Page, search: string): Promise<void> {
  await page.getByRole('menuitem', { name: '회원', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/users(\?|$)/);
  // The list answers the search itself (not the unfiltered list shown before it), with one member.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/console/users?') &&
      decodeURIComponent(response.url()).includes(`"q":"${search}"`) &&
      response.ok(),
  );
  await page.getByPlaceholder('이름, 아이디, 전화번호, 이메일').fill(search);
  await searched;
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"q":"${search}"`)));
  await expect(page.getByRole('row')).toHaveCount(2);
}

test.beforeAll(async ({ request }) => {
  member = await signUpInstitution(request);
});

test('staff find a member, download their document, and the access log shows those reads', async ({ page }) => {
  await consoleLogin(page);
  await openMembers(page, member.phone);
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText(member.name);
  await expect(row).toContainText('국내 기관');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/console/users/${member.id}$`));

  // Read-only account facts, the consents with their versions, and the document.
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '이용약관' })).toContainText('동의');
  await expect(page.getByText('사업자등록증 · 사업자등록증.pdf')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '사업자등록증 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('사업자등록증.pdf');
  expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);

  await page.getByRole('menuitem', { name: '개인정보 접근 기록' }).click();
  await expect(page).toHaveURL(/\/console\/access-logs/);
  await expect(page.getByText('2년 동안 보관한 뒤 자동으로 지워집니다', { exact: false })).toBeVisible();
  const entries = page.getByRole('row').filter({ hasText: `회원 #${member.id}` });
  await expect(entries.filter({ hasText: '내려받기' })).toContainText('사업자등록증');
  await expect(entries.filter({ hasText: '내려받기' })).toContainText(DEMO_STAFF.username);
  await expect(entries.filter({ hasText: '열람' }).first()).toContainText(DEMO_STAFF.username);
  // The search that found the member is there too, with what was searched masked: the kind of
  // search shows (a phone number's first three and last two digits), the number does not.
  const digits = member.phone.replace(/\D/g, '');
  const masked = `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
  const search = page.getByRole('row').filter({ hasText: '목록 조회' }).filter({ hasText: masked }).first();
  await expect(search).toBeVisible();
  await expect(search).not.toContainText(digits);
});

// Issue 15 changed what this file holds: Korean headers and labels in place of field names and codes,
// and a reason asked before every export (the front-desk e2e checks the access-log entry).
test('the members CSV starts with the UTF-8 byte-order mark', async ({ page }) => {
  await consoleLogin(page);
  await openMembers(page, member.username);
  await page.getByRole('button', { name: '내보내기' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/내보내는 이유/)
    .fill('회원 서류 확인');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '이유를 남기고 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('members.csv');
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
  expect(header).toBe(
    '회원 번호,아이디,이름,회원 구분,회원 등급,이메일,휴대폰 번호,생년월일,마케팅 수신 동의,상태,가입 일시,최근 로그인',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`${member.id},${member.username},${member.name},국내 기관,`);
});

test("a member's login and token do not open the console", async ({ page, request }) => {
  const api = await request.get('/api/console/users', {
    headers: { Authorization: `Bearer ${member.accessToken}`, 'Accept-Language': 'ko' },
  });
  expect(api.status()).toBe(403);
  expect(((await api.json()) as { message: string }).message).toBe('접근 권한이 없습니다.');

  // The console's login form with the member's own username and password.
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.getByRole('textbox', { name: '아이디' }).fill(member.username);
  await page.getByRole('textbox', { name: '비밀번호' }).fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('접근 권한이 없습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('console.accessToken'))).toBeNull();

  // The member's tokens put where the console keeps its session: still the login page.
  await page.evaluate(
    ([refresh, access]) => {
      sessionStorage.setItem('console.refreshToken', refresh);
      sessionStorage.setItem('console.accessToken', access);
    },
    [member.refreshToken, member.accessToken] as const,
  );
  await page.goto('/console/users');
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '회원', exact: true })).toHaveCount(0);
});
