import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { consoleGoto, consoleLogin, expect, expectNoAxeViolations, test, withoutPopups } from './support';
import { wholeSitemap } from '../support/sitemap';

// Treatments are records (issue 22): staff add a seventh treatment with a page, a card and a picture
// in the real react-admin form (a real file upload); it is in the menu, on the main page (card and
// dialog), in sitemap.xml, and its page answers 200 in four languages. Hidden in the console, all of
// it is gone on the next request and its page answers 404. Every wait is for a state.

test.describe.configure({ timeout: 120_000 });

const NAME = '거품 경화요법';
const LOCALES = ['', '/en', '/cn', '/jp'];

/** A picture as staff would upload it. */
const picture = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 220, b: 235 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

const statusOf = async (request: APIRequestContext, url: string) => (await request.get(url)).status();

test('staff add a seventh treatment with a page, a card and a picture; hidden, it is gone and its page answers 404', async ({
  page,
  request,
}) => {
  const slug = `foam-${Date.now()}`;
  const path = `/surgery/${slug}`;
  await consoleLogin(page);

  await test.step('add it in the console, with a picture', async () => {
    await page.getByRole('menuitem', { name: '치료 방법' }).click();
    await expect(page).toHaveURL(/\/console\/treatments$/);
    await expect(page.getByRole('row').filter({ hasText: '/surgery/venaseal' })).toBeVisible();
    await page.getByRole('link', { name: '만들기' }).click();
    await page.locator('input[name="slug"]').fill(slug);
    await page.locator('input[name="name.ko"]').fill(NAME);
    await page.locator('input[name="subject.ko"]').fill('거품 형태의 경화제로 정맥을 닫는 방법');
    await page
      .locator('textarea[name="lines.ko"]')
      .fill('초음파를 보며 거품 경화제를 넣습니다.\n멍이 생길 수 있습니다.');
    await page.locator('input[name="pictureAlt.ko"]').fill('거품 경화제를 넣는 모습을 나타낸 그림');
    await page.getByRole('tab', { name: 'English' }).click();
    await page.locator('input[name="name.en"]').fill('Foam sclerotherapy');
    await page.locator('input[name="nameEn"]').fill('Foam sclerotherapy');
    await page
      .getByLabel('사진', { exact: true })
      .setInputFiles({ name: 'foam.jpg', mimeType: 'image/jpeg', buffer: await picture() });
    await expectNoAxeViolations(page, 'the treatment form');
    const upload = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/console\/treatments\/\d+\/picture$/.test(r.url()),
    );
    await page.getByRole('button', { name: '저장' }).click();
    expect((await upload).status()).toBe(200);
    await expect(page).toHaveURL(/\/console\/treatments$/);
    await expect(page.getByRole('row').filter({ hasText: path }).locator('img')).toBeVisible();
  });

  await test.step('its page answers in four languages, and the sitemap lists it', async () => {
    for (const prefix of LOCALES) expect(await statusOf(request, `${prefix}${path}`), prefix).toBe(200);
    const en = await (await request.get(`/en${path}`)).text();
    expect(en).toContain('<h1');
    expect(en).toContain('Foam sclerotherapy');
    const sitemap = await wholeSitemap(async (p) => (await request.get(p)).text());
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).toContain(`/jp${path}</loc>`);
  });

  await test.step('the menu and the main page show it; its card opens a dialog with its picture and a link', async () => {
    await withoutPopups(page);
    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.locator(`header a[href="${path}"]`).first()).toHaveText(NAME);
    const card = page.getByTestId(`surgery-card-${slug}`);
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/treatments\//);
    await card.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(NAME) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: '거품 경화제를 넣는 모습을 나타낸 그림' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: '멍이 생길 수 있습니다.' })).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveAttribute('href', path);
    await expectNoAxeViolations(page, '/ with a seventh treatment, its dialog open');
  });

  await test.step('hidden in the console: out of the menu, the main page and the sitemap; its page a 404', async () => {
    await consoleGoto(page, '/console/treatments');
    await page.getByRole('row').filter({ hasText: path }).getByRole('cell').nth(2).click();
    await expect(page).toHaveURL(/\/console\/treatments\/\d+$/);
    const shown = page.locator('input[name="visible"]');
    await expect(shown).toBeChecked();
    await shown.uncheck();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(/\/console\/treatments$/);
    for (const prefix of LOCALES) expect(await statusOf(request, `${prefix}${path}`), prefix).toBe(404);
    const home = await (await request.get('/')).text();
    expect(home).not.toContain(`href="${path}"`);
    expect(home).not.toContain(`surgery-card-${slug}`);
    expect(await wholeSitemap(async (p) => (await request.get(p)).text())).not.toContain(slug);
  });
});
