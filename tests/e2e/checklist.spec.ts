import { changeSettings, consoleLogin, expect, test } from './support';

/**
 * The dashboard's first-run checklist (issue 14): what the public site still shows from the demo
 * content is listed, each item a link to where staff replace it, and the list shrinks as they do.
 * Other specs on the same worker may already have changed some items, so counts are compared with
 * what the list said before, never with fixed numbers.
 */
test('the dashboard lists what still holds demo values and shrinks as staff replace it', async ({ page, request }) => {
  await consoleLogin(page);
  const list = page.getByTestId('demo-checklist');
  await expect(list.getByRole('heading', { name: '아직 예시로 남아 있는 것' })).toBeVisible();
  const settingsItem = list.locator('[data-item="settings"]');
  await expect(settingsItem).toContainText('대표 전화');
  await expect(list.locator('[data-item="links"]')).toContainText('카카오톡 채널 주소');
  // The privacy policy names example processors (○○ 주식회사): listed, linking to the terms.
  const terms = list.locator('[data-item="terms"]');
  await expect(terms).toContainText('개인정보처리방침');
  await expect(terms.getByRole('link')).toHaveAttribute('href', /\/terms$/);

  // The phone, replaced in settings, leaves the list.
  const restore = await changeSettings(request, { phone: '02-555-1234' });
  try {
    await page.reload();
    await expect(page.getByTestId('kpi-questionsWaiting')).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
    await expect(settingsItem).toBeVisible();
    await expect(settingsItem).not.toContainText('대표 전화');
    await expect(settingsItem).toContainText('대표자');
  } finally {
    await restore();
  }

  // An example review card, saved by staff in the console, leaves the count.
  const reviews = list.locator('[data-item="reviews"]');
  const countOf = async () => Number((await reviews.textContent())?.match(/(\d+)개/)?.[1] ?? 0);
  const before = await countOf();
  expect(before, 'an example card is left to replace').toBeGreaterThan(0);
  await reviews.getByRole('link').click();
  await expect(page).toHaveURL(/\/console\/clinic\/reviews/);
  // The last example card: console-content.spec.ts opens the first one on the same worker.
  await page
    .getByRole('cell', { name: /^예시 후기 카드 \d$/ })
    .last()
    .click();
  const title = page.getByRole('textbox', { name: '제목' });
  await title.fill(`정맥 초음파 검사 후기 ${Date.now()}`);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/console\/clinic\/reviews$/);
  await page.goto('/console/');
  await expect(page.getByTestId('kpi-questionsWaiting')).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
  if (before === 1) await expect(reviews).toHaveCount(0);
  else await expect.poll(countOf).toBe(before - 1);
});
