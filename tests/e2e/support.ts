import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_STAFF = { username: 'admin', password: 'clinic-demo-2026!' };

/** WCAG 2.1 A and AA rules; a violation fails with its rule ids and targets listed. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, where).toEqual([]);
}

export async function consoleLogin(page: Page): Promise<void> {
  await page.goto('/console/');
  await page.getByRole('textbox', { name: '아이디' }).fill(DEMO_STAFF.username);
  await page.getByRole('textbox', { name: '비밀번호' }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/console\/center\/notifications/);
  await expect(page.locator('#react-admin-title')).toHaveText('공지사항');
}

/** Popups would cover the page under test: mark them all "not today" for this browser context. */
export async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    for (let id = 1; id <= 50; id += 1) localStorage.setItem(`popup.hide.${id}`, today);
  });
}

/** Opens a public page and waits until it has hydrated (its buttons and forms are live). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor();
}
