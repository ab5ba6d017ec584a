import { type APIRequestContext, type Page } from '@playwright/test';
import { changeSettings, createMember, open, staffToken, withoutPopups, expect, test } from './support';
import { wholeSitemap } from '../support/sitemap';

/**
 * Public pages tell the truth: the server renders each one on request from what the database holds
 * now, so a change made in the console is in the HTML of the next request, with no rebuild and no
 * restart; a page whose record is gone answers 404. Read with JavaScript off: what a crawler, a link
 * preview or a visitor without scripts gets.
 */
test.use({ javaScriptEnabled: false });

let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  token = await staffToken(request);
});

async function html(request: APIRequestContext, url: string): Promise<{ status: number; text: string }> {
  const res = await request.get(url);
  return { status: res.status(), text: await res.text() };
}

test('a notice created in the console is a page at once; deleted, it answers 404', async ({ request, page }) => {
  const title = `주차장 공사 안내 ${Date.now()}`;
  const created = await request.post('/api/console/center/notifications', {
    headers: auth(),
    data: { title, body: '<p>이번 주 토요일에는 지하 주차장을 쓸 수 없습니다.</p>', pinned: false, published: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/center/notice/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('지하 주차장을 쓸 수 없습니다')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  expect((await html(request, '/center/notice')).text).toContain(title);
  const listed = await wholeSitemap(async (p) => (await html(request, p)).text);
  expect(listed).toContain(`/center/notice/${id}</loc>`);
  expect(listed).toContain(`/en/center/notice/${id}</loc>`);

  expect((await request.delete(`/api/console/center/notifications/${id}`, { headers: auth() })).status()).toBe(200);
  const gone = await html(request, `/center/notice/${id}`);
  expect(gone.status).toBe(404);
  expect(gone.text).not.toContain(title);
  expect((await html(request, '/center/notice')).text).not.toContain(title);
  expect(await wholeSitemap(async (p) => (await html(request, p)).text)).not.toContain(`/center/notice/${id}</loc>`);
  expect((await html(request, '/center/notice/99999')).status).toBe(404);
  expect((await html(request, '/en/center/notice/99999')).status).toBe(404);
});

test('a fee changed in the console shows on /cost and /en/cost on the next request', async ({ request }) => {
  const category = `초음파 재검사 ${Date.now()}`;
  const created = await request.post('/api/console/clinic/fees', {
    headers: auth(),
    data: { category: { ko: category, en: 'Follow-up ultrasound', cn: '', jp: '' }, minCost: 71_300, maxCost: 73_100 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    expect((await html(request, '/cost')).text).toContain('73,100');
    const put = await request.put(`/api/console/clinic/fees/${id}`, { headers: auth(), data: { maxCost: 73_900 } });
    expect(put.status()).toBe(200);
    const ko = (await html(request, '/cost')).text;
    expect(ko).toContain(category);
    expect(ko).toContain('73,900');
    expect(ko).not.toContain('73,100');
    const en = (await html(request, '/en/cost')).text;
    expect(en).toContain('Follow-up ultrasound');
    expect(en).toContain('73,900');
  } finally {
    await request.delete(`/api/console/clinic/fees/${id}`, { headers: auth() });
  }
});

test('the business phone changed in settings is in the header and footer HTML at once', async ({ request, page }) => {
  const restore = await changeSettings(request, { phone: '02-555-0199' });
  try {
    await page.goto('/');
    await expect(page.locator('.site-header__phone')).toContainText('02-555-0199');
    await expect(page.locator('.site-footer')).toContainText('02-555-0199');
    await page.goto('/jp/cost');
    await expect(page.locator('.site-footer')).toContainText('02-555-0199');
  } finally {
    await restore();
  }
});

test('with reviews switched off, /review answers 404 and the menu has no review entry', async ({ request }) => {
  const restore = await changeSettings(request, { onReview: false });
  try {
    expect((await html(request, '/review')).status).toBe(404);
    expect((await html(request, '/')).text).not.toContain('href="/review"');
  } finally {
    await restore();
  }
  expect((await html(request, '/review')).status).toBe(200);
  expect((await html(request, '/')).text).toContain('href="/review"');
});

test('a repeat visit is answered 304 from the ETag; public pages may be kept briefly, nothing else', async ({
  request,
}) => {
  const first = await request.get('/cost');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/cost', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  expect((await request.get('/login')).headers()['cache-control']).toBe('no-store');
  expect((await request.get('/no-such-page')).headers()['cache-control']).toBe('no-store');
});

test('the sitemap lists the public pages in four languages, never member pages; robots points at it', async ({
  request,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await index.text()).toMatch(/<sitemapindex[^>]*>\s*<sitemap><loc>[^<]+\/sitemap-pages\.xml<\/loc>/);
  const text = await wholeSitemap(async (p) => {
    const file = await request.get(p);
    expect(file.status(), p).toBe(200);
    expect(file.headers()['content-type'], p).toMatch(/^application\/xml/);
    return file.text();
  });
  for (const p of ['/cost</loc>', '/en/cost</loc>', '/cn/cost</loc>', '/jp/cost</loc>', '/introduction</loc>'])
    expect(text).toContain(p);
  expect(text).toContain('hreflang="x-default"');
  expect(text).not.toMatch(/\/(login|mypage|join)[^<]*<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  // Member pages may be fetched (their `noindex` is in the page); the console may not.
  expect(robots).toContain('Disallow: /console');
  expect(robots).not.toMatch(/Disallow: \/(mypage|login)/);
});

test.describe('member pages', () => {
  test.use({ javaScriptEnabled: true });

  async function loginAs(page: Page, username: string, password: string) {
    await withoutPopups(page);
    await open(page, '/login');
    await page.getByLabel(/^아이디( 필수)?$/).fill(username);
    await page.getByLabel(/^비밀번호( 필수)?$/).fill(password);
    await page.locator('main form').getByRole('button', { name: '로그인' }).click();
    await expect(page.locator('.site-header__tools').getByRole('link', { name: '마이페이지' })).toBeVisible();
  }

  test("a member's page HTML carries no member's data, whoever asks; it is never kept", async ({
    browser,
    request,
  }) => {
    const run = String(Date.now()).slice(-7);
    const a = { username: `pagea${run}`, phone: `010${run}1`, password: 'Pages-pass-1a' };
    const b = { username: `pageb${run}`, phone: `010${run}2`, password: 'Pages-pass-1b' };
    await createMember(request, a.username, a.phone, a.password, { name: '한가람' });
    await createMember(request, b.username, b.phone, b.password, { name: '윤보라' });

    const pageA = await (await browser.newContext()).newPage();
    await loginAs(pageA, a.username, a.password);
    await open(pageA, '/mypage/myinfo');
    await expect(pageA.getByTestId('myinfo-summary')).toContainText(a.username);

    const pageB = await (await browser.newContext()).newPage();
    await loginAs(pageB, b.username, b.password);
    for (const asker of [pageB.request, pageA.request, request]) {
      const res = await asker.get('/mypage/myinfo');
      expect(res.headers()['cache-control']).toBe('no-store');
      const text = await res.text();
      for (const secret of [a.username, a.phone, '한가람', b.username, b.phone, '윤보라'])
        expect(text).not.toContain(secret);
    }
    await pageA.context().close();
    await pageB.context().close();
  });
});
