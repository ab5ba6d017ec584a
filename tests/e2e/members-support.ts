import { type Dialog, type Page } from '@playwright/test';
import { open, expect } from './support';

// The member pages' specs (members-signup.spec.ts, members-account.spec.ts): this run's number for
// usernames and phones, files to upload, dialogs recorded, the form's fields by label, and a login.

export const RUN = String(Date.now()).slice(-5);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b3d1c10000000049454e44ae426082',
  'hex',
);

/** Records every browser dialog and answers it (confirm: `accept` decides). */
export function dialogs(page: Page) {
  const seen: string[] = [];
  const state = { accept: true };
  page.on('dialog', (dialog: Dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void (state.accept || dialog.type() !== 'confirm' ? dialog.accept() : dialog.dismiss());
  });
  return { seen, state };
}

export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( 필수| Required)?$`));
export const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( 필수| Required)?$`) });

/** A date `years` ago, as the date input takes it. */
export function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

export async function login(page: Page, username: string, password: string) {
  await open(page, '/login');
  await field(page, '아이디').fill(username);
  await field(page, '비밀번호').fill(password);
  await page.locator('main form').getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.site-header__tools').getByRole('link', { name: '마이페이지' })).toBeVisible();
}
