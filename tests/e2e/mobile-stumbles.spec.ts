import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { changeSettings, expect, open, staffToken, test, withoutPopups } from './support';

/**
 * Where patients stumbled on a phone (issue 25, items 11 to 15), checked by geometry at 375 px in
 * Chromium: closing the menu keeps the place in the page; a whole row of the fee table is seen
 * without scrolling sideways; a field or button reached with Tab is never under the sticky header or
 * the contact bar; the main page's popup leaves the page usable; the consultation form is one tap away.
 */
const PHONE = { width: 375, height: 800 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator, what: string): Promise<Box> => {
  const b = await locator.boundingBox();
  expect(b, `${what}: a box`).not.toBeNull();
  return b!;
};

test('closing the mobile menu (its button, the overlay, Esc) keeps the page where it was', async ({ page }) => {
  await withoutPopups(page);
  await page.setViewportSize(PHONE);
  await open(page, '/cost');
  const toggle = page.locator('.site-header__toggle');
  const menu = page.locator('#mobile-menu');
  const ways: Array<[string, () => Promise<void>]> = [
    ['its close button', () => menu.locator('.mobile-menu__close').click()],
    ['the overlay', () => page.getByTestId('menu-overlay').click({ position: { x: 10, y: 400 } })],
    ['Esc', () => page.keyboard.press('Escape')],
  ];
  // At a phone's width and just below the desktop menu's (1024 px), where the menu is the same.
  for (const width of [PHONE.width, 1000]) {
    await page.setViewportSize({ width, height: PHONE.height });
    for (const [how, close] of ways) {
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await expect.poll(() => scrollY(page)).toBe(1500);
      await toggle.click();
      await expect(menu).toBeVisible();
      expect(await scrollY(page), `${width}: open`).toBe(1500);
      await close();
      await expect(menu).toBeHidden();
      await expect(toggle, `${width}, ${how}: the focus is back on the menu button`).toBeFocused();
      expect(await scrollY(page), `${width}, closed with ${how}: still where the patient was`).toBe(1500);
    }
    // The header's buttons take the focus where they are (Shift+Tab from the page, a script) without
    // moving the page: the page's scroll-padding is for what scrolls with it.
    for (const control of await page.locator('.site-header__bar :is(a, button):visible').all()) {
      await control.focus();
      expect(await scrollY(page), `${width}: focus on ${await control.textContent()}`).toBe(1500);
    }
  }
});

/** The accessibility tree Chromium builds for a table: its column headers, and each row's roles and names. */
async function tableTree(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ nodeId: string; role?: { value: string }; name?: { value: string }; childIds?: string[] }>;
    };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const table = nodes.find((n) => n.role?.value === 'table' && n.name?.value === name);
    const rows: Array<Array<[string, string]>> = [];
    const walk = (id: string) => {
      const node = byId.get(id);
      if (!node) return;
      if (node.role?.value === 'row') {
        rows.push(
          (node.childIds ?? []).map((c) => byId.get(c)!).map((cell) => [cell.role!.value, cell.name?.value ?? '']),
        );
        return;
      }
      for (const child of node.childIds ?? []) walk(child);
    };
    if (table) walk(table.nodeId);
    return rows;
  } finally {
    await cdp.detach();
  }
}

test('at 375 px a whole row of the fee table is seen without scrolling sideways, in four languages', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.setViewportSize(PHONE);
  const locales = [
    { prefix: '', heading: '비급여 진료비용', columns: ['항목', '최저 비용', '최고 비용'] },
    { prefix: '/en', heading: 'Non-covered fees', columns: ['Item', 'Minimum', 'Maximum'] },
    { prefix: '/cn', heading: '', columns: [] },
    { prefix: '/jp', heading: '', columns: [] },
  ];
  for (const { prefix, heading, columns } of locales) {
    const where = prefix || 'ko';
    // Where the main page's fee button lands.
    await open(page, `${prefix}/cost#non-benefit`);
    const scroller = page.locator('#non-benefit .table-scroll__box');
    expect(
      await scroller.evaluate((el) => el.scrollWidth - el.clientWidth),
      `${where}: the fee table's box has nothing to scroll sideways`,
    ).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: nor the page`).toBe(PHONE.width);
    const frame = await box(scroller, 'table box');
    const rows = page.locator('#non-benefit tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      const item = (await row.locator('th').textContent())!.trim();
      // The item, the lowest and the highest fee: each whole, inside the box and the screen.
      for (const cell of await row.locator('th, td').all()) {
        const b = await box(cell, `${where} ${item}`);
        const text = (await cell.textContent())!.trim();
        expect(b.x, `${where} "${text}" (${item}): left edge`).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(b.x + b.width, `${where} "${text}" (${item}): right edge`).toBeLessThanOrEqual(
          Math.min(frame.x + frame.width, PHONE.width) + 0.5,
        );
        expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth), `${where} "${text}": not cut`).toBe(true);
      }
    }
    // Column headers break between words only ("Mini / mum" was the fault): each on one line here.
    for (const th of await page.locator('#non-benefit thead th:visible').all()) {
      const lines = await th.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${where}: "${await th.textContent()}" on one line`).toBe(1);
    }
    if (!heading) continue;
    // Still a table to a screen reader: its column headers, and each row an item header with two fees.
    const tree = await tableTree(page, heading);
    expect(tree[0]).toEqual(columns.map((c) => ['columnheader', c]));
    expect(tree.length).toBe((await rows.count()) + 1);
    for (const row of tree.slice(1)) expect(row.map(([role]) => role)).toEqual(['rowheader', 'cell', 'cell']);
  }
});

/** Where the focused element is against the sticky header and the contact bar at the bottom. */
function focusUnderBars(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'none', under: [] as string[], inPage: false };
    const r = el.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const bar = document.querySelector('.floating__links')!.getBoundingClientRect();
    const under: string[] = [];
    if (r.top < header.bottom - 0.5) under.push(`top ${r.top} under the header (to ${header.bottom})`);
    if (r.bottom > bar.top + 0.5) under.push(`bottom ${r.bottom} under the bar (from ${bar.top})`);
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    return { name, under, inPage: !!el.closest('main') };
  });
}

test('the consultation form is one tap away in the bottom bar, and Tab never leaves the focus under a bar', async ({
  page,
  request,
}) => {
  // The bar's optional links as a clinic starts: none (an earlier test on this worker may have set
  // some); the settings as they were are put back at the end.
  const restoreLinks = await changeSettings(request, {
    naverBookingUrl: '',
    kakaoChannelUrl: '',
    youtubeChannelUrl: '',
  });
  try {
    await consultationOneTapAway(page, request);
  } finally {
    await restoreLinks();
  }
});

async function consultationOneTapAway(page: Page, request: APIRequestContext): Promise<void> {
  await withoutPopups(page);
  await page.setViewportSize({ width: PHONE.width, height: 900 });
  await open(page, '/cost');
  // One tap from any page: a visible link in the bar along the bottom (no booking link is set).
  const bar = page.locator('.floating__links');
  const consult = bar.getByRole('link', { name: '상담 신청' });
  await expect(consult).toBeVisible();
  const barBox = await box(bar, 'bar');
  expect(barBox.y + barBox.height, 'the bar lies along the bottom').toBeCloseTo(900, 0);
  const link = await box(consult, 'consultation link');
  expect(link.x).toBeGreaterThanOrEqual(0);
  expect(link.x + link.width).toBeLessThanOrEqual(PHONE.width);
  expect(link.y).toBeGreaterThanOrEqual(barBox.y - 0.5);
  await consult.click();
  await expect(page).toHaveURL(/\/default-form$/);
  await expect(consult).toHaveAttribute('aria-current', 'page');
  const first = page.locator('main form').locator('input, textarea, select, button').first();
  await expect(first).toBeVisible();

  // Tab from the top of the form to its end, then Shift+Tab back: every stop between the bars.
  await page.locator('main').focus();
  const stops: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press(key);
      const now = await focusUnderBars(page);
      if (!now.inPage) break;
      stops.push(now.name);
      await expect.poll(async () => (await focusUnderBars(page)).under, `${key} to ${now.name}`).toEqual([]);
    }
    // Shift+Tab starts from the last field again.
    if (key === 'Tab') await page.locator('main form button[type="submit"]').focus();
  }
  expect(
    stops.some((s) => s.startsWith('textarea')),
    'the message field was reached',
  ).toBe(true);
  expect(
    stops.some((s) => s.startsWith('button')),
    'the submit button was reached',
  ).toBe(true);

  // A booking link set by staff keeps its place beside the form and the phone, in English too (the
  // test puts the settings back).
  await changeSettings(request, { naverBookingUrl: 'https://booking.naver.com/booking/13/bizes/1' });
  {
    await open(page, '/en/cost');
    const names = await bar
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => (a.querySelector('.floating__label')?.firstChild?.textContent ?? '').trim()),
      );
    expect(names).toEqual(['Naver booking', 'Consultation', 'Call']);
    await expect(bar.getByRole('link', { name: 'Consultation' })).toHaveAttribute('href', '/en/default-form');
    for (const label of await bar.locator('.floating__label').all()) {
      const b = await box(label, 'label');
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    }
  }
}

/** Content of the page the bars or anything else would hide: texts and controls whose centre is something else. */
function coveredContent(page: Page) {
  return page.evaluate(() => {
    const top = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    const bottom = document.querySelector('.floating__links')!.getBoundingClientRect().top;
    const found: string[] = [];
    let seen = 0;
    for (const el of document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, p, li, dt, dd, a, button)')) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width === 0 || r.height === 0 || y <= top + 1 || y >= bottom - 1 || x <= 0 || x >= window.innerWidth)
        continue;
      seen += 1;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit)))
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 24)}" under ${hit?.className}`,
        );
    }
    for (const button of document.querySelectorAll<HTMLElement>('.floating__button')) {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !button.contains(hit)) found.push(`bar button "${button.textContent}" under ${hit?.className}`);
    }
    return { seen, found };
  });
}

test("the main page's popup leaves the page usable: a notice in the page on a phone, a layer that does not trap wider", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  let made: number | undefined;
  let { popups } = (await (await request.get('/api/v1/popups')).json()) as { popups: Array<{ title: string }> };
  if (popups.length === 0) {
    const text = (s: string) => ({ ko: s, en: s, cn: s, jp: s });
    const created = await request.post('/api/console/popups', {
      headers,
      data: { title: text('휴진 안내'), body: text('설 연휴에는 쉽니다.'), link: '/center/notice', enabled: true },
    });
    expect(created.status()).toBe(201);
    made = ((await created.json()) as { id: number }).id;
    popups = ((await (await request.get('/api/v1/popups')).json()) as { popups: typeof popups }).popups;
  }
  const title = popups[0]!.title;
  try {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    const popup = page.locator('.popup', { hasText: title });
    await expect(popup).toBeVisible();
    // In the content column, below the header, above the bar; nothing of the page is under it.
    const header = await box(page.locator('.site-header'), 'header');
    const notice = await box(popup, 'popup');
    expect(notice.x).toBeGreaterThanOrEqual(0);
    expect(notice.x + notice.width).toBeLessThanOrEqual(PHONE.width);
    expect(notice.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    const first = await coveredContent(page);
    expect(first.seen, 'texts of the page checked on the first screen').toBeGreaterThan(3);
    expect(first.found).toEqual([]);
    // A notice with a name, not a modal dialog: nothing of the page is made inert behind it.
    await expect(page.getByRole('region', { name: title })).toBeVisible();
    await expect(page.locator('dialog[open], [aria-modal="true"]')).toHaveCount(0);

    // The page scrolls (the notice with it) and what it shows takes a tap.
    await page.mouse.move(PHONE.width / 2, 500);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const scrolled = await scrollY(page);
    expect((await box(popup, 'popup')).y).toBeCloseTo(notice.y - scrolled, 0);
    expect((await coveredContent(page)).found).toEqual([]);
    // The page's first link of its own, brought to the middle of the screen, is tapped where it shows.
    const link = page.locator('main a[href^="/"]:not(.popup a)').first();
    await link.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const target = await link.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return { path: a.getAttribute('href')!, x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    expect(await coveredContent(page).then((c) => c.found)).toEqual([]);
    await page.mouse.click(target.x, target.y);
    await expect(page).toHaveURL((url) => url.pathname === target.path);
    await page.goBack();
    await expect(popup).toBeVisible();

    // Wider, a layer over the side of the first screen: the heading stays uncovered and Tab goes on
    // past it into the page (no trap); Esc inside it closes it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect((await coveredContent(page)).found).toEqual([]);
    await popup.locator('.popup__close').focus();
    await page.keyboard.press('Tab');
    await expect(popup.locator(':focus')).toHaveCount(0);
    await expect(page.locator('main :focus')).toHaveCount(1);
    await page.keyboard.press('Shift+Tab');
    await expect(popup.locator('.popup__close')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    // Another visit (a tab of its own): on a phone, reached with Tab and dismissed for today with Enter.
    const tab = await page.context().newPage();
    await tab.setViewportSize(PHONE);
    await open(tab, '/');
    const again = tab.locator('.popup', { hasText: title });
    await expect(again).toBeVisible();
    const hide = again.locator('.popup__hide');
    for (let i = 0; i < 40 && !(await hide.evaluate((el) => el === document.activeElement)); i += 1)
      await tab.keyboard.press('Tab');
    await expect(hide, 'reached with Tab').toBeFocused();
    await tab.keyboard.press('Enter');
    await expect(again).toHaveCount(0);
    await expect(tab.locator('main')).toBeFocused();
    const third = await page.context().newPage();
    await open(third, '/');
    await expect(third.locator('.popup')).toHaveCount(0);
    await Promise.all([tab.close(), third.close()]);
  } finally {
    if (made) await request.delete(`/api/console/popups/${made}`, { headers });
  }
});
