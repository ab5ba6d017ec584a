import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { consoleLogin, expect, test } from './support';

/** A console API answer read with the session's bearer token, as the console itself does. */
async function consoleGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = sessionStorage.getItem('console.accessToken');
    const response = await fetch(`/api/console/${p}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}

async function png(width: number, height: number, color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test('staff edit the site settings and the public site gets them', async ({ page }) => {
  await consoleLogin(page);
  await page.getByRole('menuitem', { name: '사이트 설정' }).click();
  await expect(page).toHaveURL(/\/console\/setting$/);
  // Reviews are off by default because of the medical advertising rules; the form says so.
  await expect(
    page.getByText('의료광고 규정(의료법) 때문에 후기는 처음에 꺼져 있습니다.', { exact: false }),
  ).toBeVisible();

  const phone = `02-555-${String(Date.now()).slice(-4)}`;
  await page.getByLabel('대표 전화').fill(phone);
  // The clinic's own group of languages (the directions have a second one below it).
  await page.getByRole('tab', { name: 'English' }).first().click();
  const englishName = page.locator('input[name="clinicName.en"]');
  await expect(englishName).toBeVisible();
  await englishName.fill('Seoul Vein Clinic (test)');

  // A link must be a path on the site or an https:// address.
  await page.getByLabel('카카오톡 채널 주소').fill('pf.kakao.com');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('/로 시작하는 홈페이지 주소나 https://로 시작하는 주소를 입력해 주세요.')).toBeVisible();
  await page.getByLabel('카카오톡 채널 주소').fill('https://pf.kakao.com/_test');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('1개 항목이 수정되었습니다')).toBeVisible();

  const answer = await page.request.get('/api/v1/clinic/settings', { headers: { 'Accept-Language': 'en' } });
  const { setting } = (await answer.json()) as {
    setting: { phone: string; clinicName: string; kakaoChannelUrl: string };
  };
  expect(setting).toMatchObject({
    phone,
    clinicName: 'Seoul Vein Clinic (test)',
    kakaoChannelUrl: 'https://pf.kakao.com/_test',
  });
});

test('staff add a non-covered fee row, shown with thousands separators', async ({ page }) => {
  const item = `정맥 초음파 재검사 ${Date.now()}`;
  await consoleLogin(page);
  await page.getByRole('menuitem', { name: '비급여 진료비' }).click();
  await page.getByRole('link', { name: '만들기' }).click();
  await page.locator('input[name="category.ko"]').fill(item);
  await page.getByLabel('최저 금액').fill('1250000');
  await page.getByLabel('최고 금액').fill('1000000');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('최고 금액은 최저 금액보다 작을 수 없습니다.')).toBeVisible();
  await page.getByLabel('최고 금액').fill('1500000');
  await page.getByLabel('순서').fill('99');
  await page.getByRole('button', { name: '저장' }).click();

  await expect(page).toHaveURL(/\/console\/clinic\/fees$/);
  const row = page.getByRole('row').filter({ hasText: item });
  await expect(row).toContainText('1,250,000원');
  await expect(row).toContainText('1,500,000원');

  const answer = await page.request.get('/api/v1/clinic/fees');
  const { fees } = (await answer.json()) as { fees: Array<{ category: string; minCost: string; maxCost: string }> };
  expect(fees.find((f) => f.category === item)).toMatchObject({ minCost: '1,250,000', maxCost: '1,500,000' });
});

test('staff upload a review thumbnail as multipart', async ({ page }) => {
  await consoleLogin(page);
  await page.getByRole('menuitem', { name: '후기 카드' }).click();
  await page.getByRole('cell', { name: '예시 후기 카드 1' }).click();
  await expect(page).toHaveURL(/\/console\/clinic\/reviews\/\d+$/);
  const id = page.url().split('/').pop()!;
  const before = await consoleGet<{ thumb: { src: string } | null }>(page, `clinic/reviews/${id}`);

  const upload = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/console/clinic/reviews/${id}/thumb`),
  );
  await page
    .locator('.ra-input-thumb input[type=file]')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: await png(320, 240, { r: 30, g: 120, b: 90 }) });
  await page.getByRole('button', { name: '저장' }).click();
  const request = await upload;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(request.headers()['authorization']).toMatch(/^Bearer /);
  await expect(page).toHaveURL(/\/console\/clinic\/reviews$/);

  const after = await consoleGet<{ thumb: { src: string; width: number } | null }>(page, `clinic/reviews/${id}`);
  expect(after.thumb?.src).toMatch(/^\/uploads\/reviews\/.+\.webp$/);
  expect(after.thumb?.src).not.toBe(before.thumb?.src);
  const image = await page.request.get(after.thumb!.src);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('staff read a consultation request, download its file and change its status', async ({ page }) => {
  const name = `상담테스트${String(Date.now()).slice(-5)}`;
  const attachment = await png(64, 64, { r: 200, g: 60, b: 90 });
  const sent = await page.request.post('/api/v1/forms', {
    multipart: {
      name,
      phone: '01098765432',
      email: '',
      treatment: 'venaseal',
      message: '오른쪽 다리가 자주 붓습니다.',
      consent: 'true',
      marketing: 'false',
      files: { name: '다리 사진.png', mimeType: 'image/png', buffer: attachment },
    },
  });
  expect(sent.status()).toBe(201);

  await consoleLogin(page);
  await page.getByRole('menuitem', { name: '상담 신청' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('010-9876-5432');
  await expect(row).toContainText('베나실');
  await expect(row).toContainText('신규');
  await row.getByRole('cell', { name }).click();

  await expect(page.getByText('오른쪽 다리가 자주 붓습니다.')).toBeVisible();
  await expect(page.getByText('다리 사진.png')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('다리 사진.png');
  expect(download.url()).toMatch(/^blob:/); // fetched with the bearer token, never a token in a URL

  await page.getByRole('combobox', { name: '처리 상태' }).click();
  await page.getByRole('option', { name: '처리 중' }).click();
  await page.getByLabel('직원 메모').fill('내일 오전에 전화드리기로 함');
  await page.getByRole('button', { name: '저장' }).click();

  await expect(page).toHaveURL(/\/console\/forms$/);
  // The URL changes before the edit form leaves: wait for the list, or the click below can land on
  // the form's own 처리 상태 select as it goes away.
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('combobox', { name: '처리 상태' }).click();
  await page.getByRole('option', { name: '처리 중' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('처리 중');
});
