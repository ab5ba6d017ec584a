import sharp from 'sharp';
import { type APIRequestContext } from '@playwright/test';
import { consoleGoto, consoleLogin, expect, expectNoAxeViolations, test } from './support';

// Doctors from the console (issue 14): staff add a doctor with a photo in the real react-admin form
// (a real file upload) → the team page's HTML and its IndividualPhysician JSON-LD show them, in Korean and in
// English, and the main page's director card is them (first in order); hidden, they are gone on the
// next request. One login for the whole flow; every wait is for a state, never a fixed time.

// One long flow (console, three pages in two languages, a dialog with axe): more than the default minute.
test.describe.configure({ timeout: 120_000 });

const NAME_KO = '이하늘';
const NAME_EN = 'Ha-neul Lee';

/** A portrait JPEG, as a phone would take it. */
const portrait = () =>
  sharp({ create: { width: 500, height: 600, channels: 3, background: { r: 90, g: 130, b: 170 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The IndividualPhysician entries of a page's JSON-LD, from its server-rendered HTML. */
async function physicians(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const graphs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) =>
      JSON.parse(m[1]!) as { '@graph'?: Array<{ '@type': string; name: string; description: string; image?: string }> },
  );
  return {
    html,
    physicians: graphs.flatMap((g) => g['@graph'] ?? []).filter((node) => node['@type'] === 'IndividualPhysician'),
  };
}

test('staff add a doctor with a photo; the team page, its JSON-LD and the director card show them; hidden, they are gone', async ({
  page,
  request,
}) => {
  await consoleLogin(page);

  await test.step('add the doctor in the console, with a photo', async () => {
    await page.getByRole('menuitem', { name: '의료진' }).click();
    await expect(page).toHaveURL(/\/console\/clinic\/doctors$/);
    // The seeded demo doctors are listed as such.
    await expect(page.getByRole('row').filter({ hasText: '홍길동' })).toBeVisible();
    await page.getByRole('link', { name: '만들기' }).click();
    await page.locator('input[name="nameKo"]').fill(NAME_KO);
    await page.locator('input[name="nameEn"]').fill(NAME_EN);
    await page.locator('input[name="title.ko"]').fill('대표원장 · 흉부외과 전문의');
    await page.locator('textarea[name="lines.ko"]').fill('흉부외과 전문의\n대한정맥학회 정회원');
    await page.getByRole('tab', { name: 'English' }).click();
    await page.locator('input[name="title.en"]').fill('Director · Thoracic and cardiovascular surgeon');
    await page.locator('textarea[name="lines.en"]').fill('Board-certified thoracic and cardiovascular surgeon');
    // The file input is named for screen readers (react-admin shows its name as plain text).
    await page
      .getByLabel('사진', { exact: true })
      .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
    await expectNoAxeViolations(page, 'the doctor form');
    await page.getByLabel('순서').fill('0');
    const upload = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/console\/clinic\/doctors\/\d+\/photo$/.test(r.url()),
    );
    await page.getByRole('button', { name: '저장' }).click();
    expect((await upload).status()).toBe(200);
    await expect(page).toHaveURL(/\/console\/clinic\/doctors$/);
    await expect(page.getByRole('row').filter({ hasText: NAME_KO }).locator('img')).toBeVisible();
  });

  await test.step('the team page and its IndividualPhysician JSON-LD show them, in Korean and in English', async () => {
    const ko = await physicians(request, '/introduction/team');
    expect(ko.html).toContain(`alt="의료진 사진: ${NAME_KO} (${NAME_EN})"`);
    expect(ko.html).toMatch(/<source type="image\/avif" srcSet="\/uploads\/doctors\/[^"]+\.avif \d+w/);
    const mine = ko.physicians.find((p) => p.name === `${NAME_KO} (${NAME_EN})`);
    expect(mine).toMatchObject({ '@type': 'IndividualPhysician', description: '대표원장 · 흉부외과 전문의' });
    expect(mine?.image).toMatch(/\/uploads\/doctors\/.+\.webp$/);
    const photo = await request.get(new URL(mine!.image!).pathname);
    expect(photo.headers()['content-type']).toBe('image/webp');

    const en = await physicians(request, '/en/introduction/team');
    expect(en.physicians.find((p) => p.name.startsWith(NAME_KO))?.description).toBe(
      'Director · Thoracic and cardiovascular surgeon',
    );
    expect(en.html).toContain('Board-certified thoracic and cardiovascular surgeon');
    // First in order: the main page's director card.
    expect(await (await request.get('/')).text()).toMatch(new RegExp(`director__name"><strong>${NAME_KO}</strong>`));
  });

  await test.step('the dialog of the card shows the doctor in the browser', async () => {
    await page.goto('/introduction/team');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: new RegExp(NAME_KO) }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(NAME_KO) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: '대한정맥학회 정회원' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '상담 신청하기' })).toHaveAttribute('href', '/default-form');
    await expectNoAxeViolations(page, '/introduction/team with a doctor with a photo, dialog open');
  });

  await test.step('hidden in the console, they are gone from the pages on the next request', async () => {
    await consoleGoto(page, '/console/clinic/doctors');
    await page.getByRole('cell', { name: NAME_KO, exact: true }).click();
    await expect(page).toHaveURL(/\/console\/clinic\/doctors\/\d+$/);
    const shown = page.locator('input[name="enabled"]');
    await expect(shown).toBeChecked();
    await shown.uncheck();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(/\/console\/clinic\/doctors$/);
    const ko = await physicians(request, '/introduction/team');
    expect(ko.html).not.toContain(NAME_KO);
    expect(ko.physicians.map((p) => p.name)).toContain('홍길동 (Gil-dong Hong)');
    expect((await physicians(request, '/en/introduction/team')).html).not.toContain(NAME_KO);
    expect(await (await request.get('/')).text()).toMatch(/director__name"><strong>홍길동<\/strong>/);
  });
});
