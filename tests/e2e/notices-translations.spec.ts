import { type APIRequestContext, type Locator } from '@playwright/test';
import {
  axeViolations,
  consoleGoto,
  consoleNavigate,
  consoleSession,
  expectNoAxeViolations,
  staffToken,
  withoutPopups,
  open,
  expect,
  test,
} from './support';
import { wholeSitemap } from '../support/sitemap';

// Issue 20: notices in four languages. Staff add an English title and body in the console; the
// English page reads them in English, a language without a translation reads the Korean marked
// lang="ko". Each test makes its own notice through the console API, so it runs alone.
test.beforeEach(({ page }) => withoutPopups(page));

let made = 0;
const stampOf = () => `${Date.now()}${++made}`;

/** A published Korean notice, as staff save it; answers its id. */
async function publishKoreanNotice(request: APIRequestContext, title: string, body: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const res = await request.post('/api/console/center/notifications', {
    headers,
    data: { title, body: `<p>${body}</p>`, pinned: false, published: true },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The `lang` an element is read in: its own attribute, else its nearest ancestor's. */
const langOf = (locator: Locator) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang') ?? '');

test('staff add an English title and body; the English page reads them, the Japanese page the Korean marked lang="ko"', async ({
  page,
  request,
}) => {
  const stamp = stampOf();
  const ko = { title: `연말연시 진료 안내 ${stamp}`, body: '12월 31일 오후는 휴진합니다.' };
  const en = { title: `Year-end opening hours ${stamp}`, body: 'We are closed on the afternoon of 31 December.' };
  const id = await publishKoreanNotice(request, ko.title, ko.body);

  // The console: the English tab, the Korean beside the inputs, then save.
  await consoleSession(page);
  await consoleGoto(page, `/console/center/notifications/${id}`);
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(ko.title);
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: '한국어 원문 (제목)' })).toContainText(ko.title);
  await expect(page.getByRole('region', { name: '한국어 원문 (내용)' })).toContainText(ko.body);
  expect(await axeViolations(page), 'the English tab').toEqual([]);
  await page.getByRole('textbox', { name: '제목 (English)' }).fill(en.title);
  // The body is the rich-text editor (a contenteditable named after its label).
  await page.getByRole('textbox', { name: '내용 (English)' }).click();
  await page.keyboard.type(en.body);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/console\/center\/notifications$/);

  // The list marks the languages the notice reads in.
  await page.getByRole('textbox', { name: '검색' }).fill(stamp);
  await expect(page).toHaveURL(/filter=/);
  const row = page.getByRole('row').filter({ hasText: ko.title });
  await expect(row).toContainText('KO');
  await expect(row).toContainText('EN');
  await expect(row).not.toContainText('日');
  await expect(row.getByText('English', { exact: true })).toBeAttached();

  // English: the translation, in the page's language (no lang="ko" on it); <title> follows.
  await open(page, `/en/center/notice/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(en.title);
  await expect(heading).not.toHaveAttribute('lang', /./);
  expect(await langOf(heading)).toBe('en');
  const body = page.locator('.notice__body');
  await expect(body).toContainText(en.body);
  await expect(body).not.toHaveAttribute('lang', /./);
  expect(await langOf(body)).toBe('en');
  await expect(page).toHaveTitle(new RegExp(en.title));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(en.body.slice(0, 20)));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(en.title));
  await expectNoAxeViolations(page);

  // Japanese: no translation, so the Korean, marked lang="ko" on the title and the body.
  await open(page, `/jp/center/notice/${id}`);
  await expect(heading).toHaveText(ko.title);
  await expect(heading).toHaveAttribute('lang', 'ko');
  await expect(body).toContainText(ko.body);
  await expect(body).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveTitle(new RegExp(ko.title));
  await expectNoAxeViolations(page);

  // The English list shows the English title (in the page's language); the Japanese one the Korean.
  await open(page, `/en/center/notice?q=${stamp}`);
  const listed = page.getByRole('link', { name: en.title });
  await expect(listed).toBeVisible();
  expect(await langOf(listed)).toBe('en');
  await open(page, `/jp/center/notice?q=${stamp}`);
  await expect(page.getByRole('link', { name: ko.title })).toHaveAttribute('lang', 'ko');

  // The sitemap lists the English address of the notice.
  const sitemap = await wholeSitemap(async (p) => (await request.get(p)).text());
  expect(sitemap).toContain(`/en/center/notice/${id}</loc>`);
});

test('on a phone the translated inputs and the languages fit the screen', async ({ page, request }) => {
  const stamp = stampOf();
  const id = await publishKoreanNotice(request, `주차 안내 ${stamp}`, '지하 주차장을 이용해 주세요.');
  await page.setViewportSize({ width: 375, height: 800 });
  await consoleSession(page);
  await consoleGoto(page, `/console/center/notifications/${id}`);
  await page.getByRole('tab', { name: '日本語' }).click();
  await expect(page.getByRole('region', { name: '한국어 원문 (제목)' })).toContainText(`주차 안내 ${stamp}`);
  await expect(page.getByRole('textbox', { name: '제목 (日本語)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await consoleNavigate(page, '/console/center/notifications');
  await page.getByRole('textbox', { name: '검색' }).fill(stamp);
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('link').filter({ hasText: `주차 안내 ${stamp}` })).toContainText('KO');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the year-end notice a first run adds reads in English where the year-end popup leads', async ({ page }) => {
  // The translated popup links to /en/center/notice (main-page.spec follows the link).
  await open(page, '/en/center/notice');
  const link = page.getByRole('link', { name: 'Opening hours over the 2026 year-end holidays' });
  await expect(link).toBeVisible();
  expect(await langOf(link)).toBe('en');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening hours over the 2026 year-end holidays');
  await expect(page.locator('.notice__body')).toContainText('We are closed on Christmas Day');
  await expect(page).toHaveTitle(/Opening hours over the 2026 year-end holidays/);
});
