import { type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  consoleGoto,
  consoleLogin,
  consoleNavigate,
  expect,
  expectNoAxeViolations,
  staffToken,
  test,
  withoutPopups,
} from './support';

// Videos and photos from the console (issue 14): staff replace a story video and the main page's
// card shows its thumbnail and title in the HTML; staff upload a clinic photo with its alt text and
// the information slider and the panorama show it.

// Each test logs in to the console, saves a form and loads public pages: more than one page's worth.
test.describe.configure({ timeout: 180_000 });

const NEW_ID = 'dQw4w9WgXcQ';
const NEW_TITLE = '하지정맥류 초음파 검사 안내';

async function png(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The console's form saved, back on the resource's list. */
async function save(page: Page, list: RegExp) {
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(list);
}

test('staff replace a story video and the main page card shows its thumbnail and title', async ({ page }) => {
  await consoleLogin(page);
  await page.getByRole('menuitem', { name: '동영상' }).click();
  await expect(page).toHaveURL(/\/console\/clinic\/videos$/);
  await page.getByRole('cell', { name: '예시 영상 1 (YouTube 공개 테스트 영상)' }).click();
  await expect(page).toHaveURL(/\/console\/clinic\/videos\/\d+$/);
  await expect(page.getByTestId('video-preview')).toBeVisible();
  await expectNoAxeViolations(page, 'the video form');

  // An address that is no YouTube video is refused in the form, in Korean.
  const address = page.getByLabel('YouTube 주소 또는 영상 ID');
  await address.fill('https://vimeo.com/76979871');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('YouTube 영상 주소(youtube.com/watch?v=…, youtu.be/…)나 11자리 영상 ID를')).toBeVisible();

  // Pasted as staff copy it from YouTube's share button; the form previews YouTube's thumbnail.
  await address.fill(`https://youtu.be/${NEW_ID}?si=shareToken1`);
  await expect(page.getByTestId('video-preview')).toHaveAttribute(
    'src',
    `https://i.ytimg.com/vi/${NEW_ID}/hqdefault.jpg`,
  );
  await page.locator('input[name="title.ko"]').fill(NEW_TITLE);
  await save(page, /\/console\/clinic\/videos$/);
  await expect(page.getByRole('row').filter({ hasText: NEW_TITLE })).toContainText(NEW_ID);

  // The server's HTML of the main page has the card: thumbnail, title and a named play button.
  const html = await (await page.request.get('/')).text();
  const story = /aria-labelledby="story-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(story).toContain(`src="https://i.ytimg.com/vi/${NEW_ID}/hqdefault.jpg"`);
  expect(story).toContain(NEW_TITLE);
  expect(story).not.toContain('예시 영상 1');
  expect(story).not.toContain('<iframe');

  // In the browser: the thumbnail before the click, the player (and only then) after it.
  await withoutPopups(page);
  await page.goto('/');
  const card = page.getByRole('button', { name: `영상 보기: ${NEW_TITLE}` });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', `https://i.ytimg.com/vi/${NEW_ID}/hqdefault.jpg`);
  await expect(page.locator('iframe')).toHaveCount(0);
  await card.click();
  await expect(page.locator(`iframe[src*="youtube-nocookie.com/embed/${NEW_ID}"]`)).toHaveAttribute('title', NEW_TITLE);
});

test('staff upload clinic photos with their alt text and the information slider and the panorama show them', async ({
  page,
}) => {
  const alt = '창가에 소파가 놓인 대기실';
  await consoleLogin(page);
  await page.getByRole('menuitem', { name: '사진' }).click();
  await expect(page).toHaveURL(/\/console\/clinic\/photos$/);
  await page.getByRole('link', { name: '만들기' }).click();
  await page
    .getByLabel('사진', { exact: true })
    .setInputFiles({ name: 'waiting.png', mimeType: 'image/png', buffer: await png({ r: 40, g: 110, b: 150 }) });
  await expectNoAxeViolations(page, 'the photo form');
  await page.locator('input[name="alt.ko"]').fill(alt);
  await page.locator('input[name="name.ko"]').fill('대기실');
  const uploaded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/console\/clinic\/photos\/\d+\/image$/.test(r.url()),
  );
  await save(page, /\/console\/clinic\/photos$/);
  const record = (await (await uploaded).json()) as { id: number; image: { src: string } };
  expect(record.image.src).toMatch(/^\/uploads\/photos\/.+\.webp$/);

  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`alt="${alt}"`);
  expect(html).toContain(record.image.src);

  await withoutPopups(page);
  await page.goto('/');
  const slider = page.locator('.information__slider');
  await slider.scrollIntoViewIfNeeded();
  const photo = slider.getByRole('img', { name: alt });
  await expect(photo).toBeVisible();
  // Shown, then loaded (a lazy image starts its download when it nears the screen): a real picture.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(slider.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\.avif 480w/);

  const headers = { Authorization: `Bearer ${await staffToken(page.request)}` };
  expect((await page.request.delete(`/api/console/clinic/photos/${record.id}`, { headers })).status()).toBe(200);

  // A panorama place: its illustration replaced by a photo, its alt text rewritten.
  const placeAlt = '초음파 장비와 검사용 침대가 있는 검사실';
  // The list of one placement, as its filter sets it.
  await consoleGoto(
    page,
    `/console/clinic/photos?filter=${encodeURIComponent(JSON.stringify({ placement: 'panorama' }))}`,
  );
  await page.getByRole('cell', { name: '초음파 검사실 일러스트' }).click();
  await expect(page).toHaveURL(/\/console\/clinic\/photos\/\d+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.locator('input[name="placement"]')).toHaveValue('panorama');
  await page
    .locator('.ra-input-image input[type=file]')
    .setInputFiles({ name: 'ultrasound.png', mimeType: 'image/png', buffer: await png({ r: 90, g: 140, b: 100 }) });
  await page.locator('input[name="alt.ko"]').fill(placeAlt);
  // Back to the list as it was left: filtered to the panorama.
  await save(page, /\/console\/clinic\/photos(\?.*)?$/);

  await withoutPopups(page);
  await page.goto('/introduction/panorama');
  const place = page.getByRole('img', { name: placeAlt });
  await place.scrollIntoViewIfNeeded();
  await expect(place).toBeVisible();
  await expect(place).toHaveAttribute('src', new RegExp(`^/uploads/photos/.+\\.webp$`));
  await expect(page.locator('.place img[src="/images/clinic-ultrasound.svg"]')).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/console/clinic/photos/${id}`, { headers })).json()) as {
    isDemo: boolean;
  };
  expect(saved.isDemo).toBe(false);
});

test('at 375 px the console forms with language tabs fit the screen and never scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await consoleLogin(page);
  for (const path of [
    '/console/clinic/doctors/create',
    '/console/clinic/photos/create',
    '/console/clinic/videos/create',
    '/console/setting',
  ]) {
    await consoleNavigate(page, path);
    const tabs = page.getByRole('tab', { name: '日本語' }).first();
    await expect(tabs).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    const box = (await tabs.boundingBox())!;
    expect(box.x + box.width, `${path}: the last language tab`).toBeLessThanOrEqual(375);
  }
});
