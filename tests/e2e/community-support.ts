import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  consoleGoto,
  changeSettings,
  consoleSession,
  createMember,
  open,
  staffToken,
  withoutPopups,
  expect,
  test as base,
} from './support';

// The community flow (community.spec.ts): its pictures, and per test reviews switched on, a member of
// the test's own logged in on a page of their own, and staff logged in to the console on another.

export const RUN = String(Date.now()).slice(-6);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Account {
  username: string;
  phone: string;
  password: string;
  email: string;
}

let made = 0;

export const test = base.extend<{ reviewsOn: void; account: Account; member: Page; staff: Page }>({
  // Reviews on, shown to everyone, for each test; the settings put back after it.
  reviewsOn: [
    async ({ request }, use) => {
      const restore = await changeSettings(request, { onReview: true, reviewMembersOnly: false });
      await use();
      await restore();
    },
    { auto: true },
  ],
  account: async ({ request }, use) => {
    made += 1;
    const username = `review${RUN}${made}`;
    const account = { username, phone: `0105${RUN.slice(-4)}${made}7`, password: 'Review-pass-1', email: '' };
    account.email = `${username}@example.com`;
    await createMember(request, account.username, account.phone, account.password);
    await use(account);
  },
  member: async ({ browser, baseURL, account }, use) => {
    const page = await newPage(browser, baseURL!);
    await memberLogin(page, account);
    await use(page);
    await page.context().close();
  },
  staff: async ({ browser, baseURL }, use) => {
    const page = await newPage(browser, baseURL!);
    await consoleSession(page);
    await use(page);
    await page.context().close();
  },
});

export async function png(color: { r: number; g: number; b: number }, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A page of its own (staff and member sessions never share a browser context). */
async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  await withoutPopups(page);
  return page;
}

async function memberLogin(page: Page, account: Account): Promise<void> {
  await open(page, '/login');
  await page.getByLabel(/^아이디/).fill(account.username);
  await page.getByLabel(/^비밀번호/).fill(account.password);
  await page.locator('main form').getByRole('button', { name: '로그인' }).click();
  await expect(page.locator('.site-header__tools').getByRole('link', { name: '마이페이지' })).toBeVisible();
}

export async function writeReview(page: Page, title: string, images: Buffer[]): Promise<void> {
  await open(page, '/review/write');
  await page.getByLabel(/^제목/).fill(title);
  await page.getByLabel(/^받으신 치료/).selectOption('venaseal');
  await page
    .getByLabel(/^내용/)
    .fill('수술 전에 검사 결과를 자세히 설명해 주셔서 마음이 놓였습니다. 다음 날부터 걸어 다닐 수 있었습니다.');
  if (images.length > 0) {
    await page
      .getByLabel(/^사진/)
      .setInputFiles(images.map((buffer, i) => ({ name: `leg-${i + 1}.png`, mimeType: 'image/png', buffer })));
    await expect(page.locator('.file-picks li')).toHaveCount(images.length);
  }
  await page.getByRole('button', { name: '후기 보내기' }).click();
  await expect(page.getByText('후기가 접수되었습니다. 병원에서 내용을 확인한 뒤 게시됩니다.')).toBeVisible();
}

/** Opens a member review in the console's moderation queue. */
export async function openInQueue(staff: Page, title: string): Promise<void> {
  await consoleGoto(staff, '/console/clinic/reviews2');
  await staff.getByText(title).click();
  await expect(staff.getByRole('textbox', { name: '제목' })).toHaveValue(title);
}

/**
 * A review of the account's, approved by staff (through the API: the setup of a later step, not what
 * it tests).
 */
export async function approvedReview(request: APIRequestContext, account: Account, title: string): Promise<void> {
  const basic = 'Basic ' + Buffer.from(`${account.username}:${account.password}`).toString('base64');
  const { refreshToken } = (await (
    await request.get('/api/auth/refreshToken', { headers: { Authorization: basic } })
  ).json()) as { refreshToken: string };
  const { accessToken } = (await (
    await request.get('/api/auth/accessToken', { headers: { Authorization: `Bearer ${refreshToken}` } })
  ).json()) as { accessToken: string };
  const wrote = await request.post('/api/v1/clinic/reviews2', {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: { title, content: '검사 결과를 자세히 설명해 주셔서 마음이 놓였습니다.', treatment: 'venaseal' },
  });
  expect(wrote.status(), await wrote.text()).toBe(201);
  const { review } = (await wrote.json()) as { review: { id: number } };
  const approved = await request.put(`/api/console/clinic/reviews2/${review.id}`, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
