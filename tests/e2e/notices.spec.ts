import { type APIRequestContext } from '@playwright/test';
import {
  consoleGoto,
  consoleLogin,
  consoleSession,
  consoleLoginWithForm,
  expectNoAxeViolations,
  staffToken,
  withoutPopups,
  open,
  expect,
  test,
} from './support';

// Each test makes the notice it needs: the visitor's tests publish theirs through the console API.
test.beforeEach(({ page }) => withoutPopups(page));

let made = 0;
const paragraphs = ['설 연휴 기간에는 휴진합니다.', '연휴 전후로는 예약이 많으니 미리 전화로 예약해 주세요.'];
/** A title of this test alone. */
const newTitle = () => `설 연휴 진료 안내 ${Date.now()}-${++made}`;

/** A published, unpinned notice of two paragraphs, as staff save it in the console's editor. */
async function publishNotice(request: APIRequestContext): Promise<string> {
  const title = newTitle();
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const data = { title, body: paragraphs.map((p) => `<p>${p}</p>`).join(''), pinned: false, published: true };
  expect((await request.post('/api/console/center/notifications', { headers, data })).status()).toBe(201);
  return title;
}

test('staff log in to the console and publish a notice', async ({ page }) => {
  const title = newTitle();
  await consoleLoginWithForm(page);
  await page.getByRole('menuitem', { name: '공지사항', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/center\/notifications/);
  // The demo notices are listed with a total.
  await expect(page.getByText('2026년 연말연시 진료 일정 안내')).toBeVisible();

  await page.getByRole('link', { name: '만들기' }).click();
  await expect(page).toHaveURL(/\/console\/center\/notifications\/create/);
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  // The body is a rich-text editor (a contenteditable named after its label): two paragraphs.
  await page.getByRole('textbox', { name: '내용' }).click();
  await page.keyboard.type(paragraphs[0]!);
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraphs[1]!);
  await page.getByRole('button', { name: '저장' }).click();

  await expect(page).toHaveURL(/\/console\/center\/notifications$/);
  await page.getByRole('textbox', { name: '검색' }).fill('설 연휴 진료 안내');
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
  // The editor's two paragraphs are stored as two <p>, as the visitor's page shows them.
  const found = (await (
    await page.request.get(`/api/v1/center/notifications?q=${encodeURIComponent(title)}`)
  ).json()) as { notifications: Array<{ id: number }> };
  expect(found.notifications).toHaveLength(1);
  const stored = (await (
    await page.request.get(`/api/v1/center/notifications/${found.notifications[0]!.id}`)
  ).json()) as {
    notification: { body: string };
  };
  for (const p of paragraphs) expect(stored.notification.body).toContain(`<p>${p}</p>`);
});

test('the console refuses an empty notice with messages in Korean', async ({ page }) => {
  await consoleLogin(page);
  await page.getByRole('menuitem', { name: '공지사항', exact: true }).click();
  await page.getByRole('link', { name: '만들기' }).click();
  await page.getByRole('textbox', { name: '제목' }).fill('제목만 있는 공지');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('필수 항목입니다').first()).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
});

test('a visitor finds the new notice on /center/notice and opens it', async ({ page, request }) => {
  const title = await publishNotice(request);
  await open(page, '/center/notice');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  // Pinned notices come first.
  await expect(page.locator('.notice-list__item').first()).toHaveClass(/is-pinned/);
  await expectNoAxeViolations(page);

  // Page 2 of the list names itself (canonical, alternates, og:url) after a client-side
  // navigation, as the server writes it; back on page 1 the list names the bare address.
  const head = (selector: string) => page.locator(`head ${selector}`);
  const pages = page.getByRole('navigation', { name: '공지사항 페이지' });
  await pages.getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/\/center\/notice\?page=2$/);
  await expect(head('link[rel="canonical"]')).toHaveAttribute('href', /[^/]\/center\/notice\?page=2$/);
  await expect(head('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/center\/notice\?page=2$/);
  await expect(head('meta[property="og:url"]')).toHaveAttribute('content', /\/center\/notice\?page=2$/);
  await pages.getByRole('link', { name: '1 페이지' }).click();
  await expect(page).toHaveURL(/\/center\/notice$/);
  await expect(head('link[rel="canonical"]')).toHaveAttribute('href', /[^/]\/center\/notice$/);
  await expect(head('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/center\/notice$/);

  await link.click();
  await expect(page).toHaveURL(/\/center\/notice\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The body is the stored HTML: each paragraph its own <p>.
  await expect(page.locator('.notice__body p').nth(1)).toHaveText(paragraphs[1]!);
  await expect(page).toHaveTitle(new RegExp(title));
  // The head follows the client-side navigation: an article, its JSON-LD a NewsArticle in Korea time.
  await expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head('meta[property="article:published_time"]')).toHaveAttribute('content', /\+09:00$/);
  await expect.poll(() => head('script[type="application/ld+json"]').textContent()).toContain('"@type":"NewsArticle"');
  await expectNoAxeViolations(page);
});

test('the notice pages switch language with the URL, <html lang> and Accept-Language', async ({ page, request }) => {
  const title = await publishNotice(request);
  await open(page, '/center/notice');
  const apiCall = page.waitForRequest(
    (r) => r.url().includes('/api/v1/center/notifications') && r.headers()['accept-language'] === 'ja',
  );
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/jp\/center\/notice$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  await apiCall;
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('link', { name: '一覧へ' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown notice shows the not-found page', async ({ page }) => {
  await open(page, '/center/notice/999999');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});

test('logging out of the console ends the session', async ({ page }) => {
  await consoleLogin(page);
  const refreshToken = await page.evaluate(() => sessionStorage.getItem('console.refreshToken'));
  expect(refreshToken).toBeTruthy();
  await page.getByRole('button', { name: /데모 관리자|프로필|Profile/ }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  // Issue 15: logging out asks first (the front-desk e2e checks the question and the notice).
  await page.getByRole('dialog', { name: '로그아웃' }).getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  // The refresh token was revoked on the server, not only forgotten by the browser.
  const res = await page.request.get('/api/auth/accessToken', { headers: { Authorization: `Bearer ${refreshToken}` } });
  expect(res.status()).toBe(401);
});

test('on a phone the console lists a notice a line, a draft marked as not on the site', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const stamp = Date.now();
  const [shown, draft] = [`연휴 진료 안내 ${stamp}`, `연휴 진료 초안 ${stamp}`];
  for (const [title, published] of [
    [shown, true],
    [draft, false],
  ] as const) {
    const data = { title, body: '<p>연휴 진료 일정입니다.</p>', pinned: false, published };
    expect((await request.post('/api/console/center/notifications', { headers, data })).status()).toBe(201);
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await consoleSession(page);
  await consoleGoto(page, '/console/center/notifications');
  await page.getByRole('textbox', { name: '검색' }).fill(String(stamp));
  // The search goes into the address after a pause; a click before that would be undone by it.
  await expect(page).toHaveURL(/filter=/);
  const line = page.getByRole('link').filter({ hasText: draft });
  await expect(line).toContainText('홈페이지에 안 보임');
  await expect(page.getByRole('link').filter({ hasText: shown })).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: shown })).not.toContainText('홈페이지에 안 보임');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await line.click();
  await expect(page).toHaveURL(/\/console\/center\/notifications\/\d+$/);
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(draft);
});
