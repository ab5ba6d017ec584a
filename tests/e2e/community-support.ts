import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { consoleGoto, changeSettings, consoleLogin, createMember, open, withoutPopups, expect, test } from './support';

// The community flow (community.spec.ts): its member, its pictures, and one staff and one member
// session for the whole file, opened by useCommunitySessions() before its first test.

export const RUN = String(Date.now()).slice(-6);
const MEMBER = { username: `review${RUN}`, phone: `0105${RUN.slice(-4)}7`, password: 'Review-pass-1' };
export const MEMBER_EMAIL = `${MEMBER.username}@example.com`;
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

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

async function memberLogin(page: Page): Promise<void> {
  await open(page, '/login');
  await page.getByLabel(/^아이디/).fill(MEMBER.username);
  await page.getByLabel(/^비밀번호/).fill(MEMBER.password);
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

let restoreSettings: (() => Promise<void>) | undefined;
export let staff: Page;
export let member: Page;
let api: APIRequestContext;

/**
 * Before the file's first test: reviews on, the member made, staff and the member logged in, each in
 * a browser context of their own. After its last: the settings put back and the contexts closed.
 */
export function useCommunitySessions(): void {
  test.beforeAll(async ({ browser, server }) => {
    api = await playwrightRequest.newContext({ baseURL: server.url });
    restoreSettings = await changeSettings(api, { onReview: true, reviewMembersOnly: false });
    await createMember(api, MEMBER.username, MEMBER.phone, MEMBER.password);
    staff = await newPage(browser, server.url);
    await consoleLogin(staff);
    member = await newPage(browser, server.url);
    await memberLogin(member);
  });

  test.afterAll(async () => {
    await restoreSettings?.();
    await staff?.context().close();
    await member?.context().close();
    await api?.dispose();
  });
}
