import type { APIRequestContext } from '@playwright/test';
import { LANGUAGE_TAGS, type Locale } from '@clinic/contract';
import { localized, PREFIXES, ROUTES } from './routes';
import { changeSettings, expect, open, shownOf, test, withoutPopups } from './support';
/**
 * The clinic's facts in page texts come from settings: staff change the phone or the directions in
 * 사이트 설정 and every page that mentions them says the new ones in the HTML of the next request
 * (what a crawler, a link preview or a visitor without scripts gets), in every language. Each worker
 * has its own server and database; each test puts the settings back as they were. The information
 * page is also opened in the browser: hydrated, it says the same.
 */
const PREFIX: Record<Locale, string> = { ko: '', en: '/en', cn: '/cn', jp: '/jp' };
/** The trademark warnings of the main page and the cost page as stored now (with `{{phone}}`). */
async function warnings(request: APIRequestContext, locale: Locale): Promise<{ home: string; cost: string }> {
  const text = async (key: string) => {
    const res = await request.get(`/api/v1/pages/${key}`, { headers: { 'Accept-Language': LANGUAGE_TAGS[locale] } });
    expect(res.status(), key).toBe(200);
    return ((await res.json()) as { page: { content: unknown } }).page.content;
  };
  const home = (await text('home')) as { cost: { warning: string } };
  const cost = (await text('cost')) as { warning: string };
  return { home: home.cost.warning, cost: cost.warning };
}

/** As React writes text into HTML. */
const escaped = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The warning around the phone, as the page must show it: a few characters either side of {{phone}}. */
function aroundPhone(warning: string, phone: string): string {
  const [before = '', after = ''] = warning.split('{{phone}}');
  expect(warning, 'the warning names the phone').toContain('{{phone}}');
  return escaped(before.slice(-6)) + phone + escaped(after.slice(0, 2));
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return res.text();
}

test('the phone changed in settings is on every page in every language, the warnings of / and /cost included', async ({
  request,
}) => {
  const phone = '02-555-1234';
  const restore = await changeSettings(request, { phone });
  try {
    // Every public route, in the HTML of the next request: the header and footer, and any page text
    // that names the phone.
    for (const prefix of PREFIXES)
      for (const path of ROUTES) {
        const url = localized(prefix, path);
        const text = await html(request, url);
        expect(text, url).toContain(`>${phone}<`);
        expect(text, url).toContain(`href="tel:025551234"`);
        expect(text, url).not.toContain('02-000-0000');
        // What the page shows (the hydration data may carry a stored text as staff wrote it, {{phone}}).
        expect(shownOf(text), url).not.toContain('{{');
      }
    for (const locale of Object.keys(PREFIX) as Locale[]) {
      const warning = await warnings(request, locale);
      const homeHtml = await html(request, PREFIX[locale] || '/');
      expect(homeHtml, `${locale} /`).toContain(aroundPhone(warning.home, phone));
      expect(homeHtml, `${locale} /`).not.toContain('02-000-0000');
      expect(shownOf(homeHtml), `${locale} /`).not.toContain('{{');

      const costHtml = await html(request, `${PREFIX[locale]}/cost`);
      expect(costHtml, `${locale} /cost`).toContain(aroundPhone(warning.cost, phone));
      expect(costHtml, `${locale} /cost`).not.toContain('02-000-0000');
      expect(shownOf(costHtml), `${locale} /cost`).not.toContain('{{');
    }
  } finally {
    await restore();
  }
});

test('the subway directions changed in settings are on the information page, in its language', async ({
  request,
  page,
}) => {
  const subway = {
    ko: `2호선 강남역 3번 출구에서 걸어서 약 5분 ${Date.now()}`,
    en: 'About 5 minutes’ walk from exit 3 of Gangnam Station (Line 2)',
    cn: '',
    jp: '2号線 江南駅3番出口から徒歩約5分',
  };
  const restore = await changeSettings(request, { subway });
  try {
    expect(await html(request, '/introduction/information')).toContain(subway.ko);
    expect(await html(request, '/en/introduction/information')).toContain(escaped(subway.en));
    // No Chinese text: the Korean one is shown.
    expect(await html(request, '/cn/introduction/information')).toContain(subway.ko);
    expect(await html(request, '/jp/introduction/information')).toContain(subway.jp);
    for (const url of ['/introduction/information', '/en/introduction/information']) {
      const text = await html(request, url);
      expect(shownOf(text), url).not.toContain('{{');
    }

    await withoutPopups(page);
    await open(page, '/introduction/information');
    await expect(page.getByText(subway.ko)).toBeVisible();
  } finally {
    await restore();
  }
  expect(await html(request, '/introduction/information')).not.toContain(subway.ko);
});
