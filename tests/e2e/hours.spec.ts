import type { APIRequestContext } from '@playwright/test';
import { consoleGoto, consoleSession, expect, shownOf, staffToken, test, saveOnCurrent } from './support';

/**
 * Opening hours are settings: staff change Saturday to 09:00–13:00 and the weekday lunch break to
 * 12:30–13:30 in the console's 사이트 설정 (the real form, its validation on the field), and the
 * next request of the information page, the guide, the FAQ and the home page shows the new hours in
 * every language, the home page's JSON-LD has them (the lunch break as a gap), and no page shows the
 * old ones. The settings are put back as they were at the end.
 */
const PAGES = ['/introduction/information', '/guide', '/center/faqs', ''];
const SHOWN: Record<string, string[]> = {
  '': ['토요일 09:00~13:00', '점심시간 12:30~13:30'],
  '/en': ['Saturday 09:00–13:00', 'lunch break 12:30–13:30'],
  '/cn': ['周六 09:00~13:00', '午休 12:30~13:30'],
  '/jp': ['土曜日 09:00～13:00', '昼休み 12:30～13:30'],
};
const OLD = ['16:00', '13:00~14:00', '13:00–14:00', '13:00～14:00', '오후 4시', '4:00 p.m.', '下午4点', '午後4時'];
const WEEKDAYS = ['월요일', '화요일', '수요일', '목요일', '금요일'];

async function html(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  // What the page shows: the hydration data may carry a stored text as staff wrote it.
  return (await res.text()).replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
}

test('hours and the map coordinates changed in the console show on the next request, JSON-LD included', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const saved = (await (await request.get('/api/console/setting/clinic', { headers })).json()) as Record<
    string,
    unknown
  >;
  try {
    await consoleSession(page);
    await consoleGoto(page, '/console/setting/clinic');
    const closes = page.getByLabel('토요일 진료 종료', { exact: true });
    await expect(closes).toHaveValue('16:00');

    // A close before the open is refused on its field, before anything is sent.
    await closes.fill('08:00');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByTestId('hours-sat')).toContainText('진료 종료는 진료 시작보다 늦어야 합니다.');

    // The map coordinates typed the wrong way round are refused on their fields too (the contract's
    // rule, in the form); put right, they are saved with the hours and are the clinic's geo.
    const latitude = page.getByLabel('위도', { exact: true });
    const longitude = page.getByLabel('경도', { exact: true });
    await latitude.fill('127.0276');
    await longitude.fill('37.4979');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('위도는 33에서 39 사이의 숫자로 입력해 주세요. 예: 37.4979')).toBeVisible();
    await expect(page.getByText('경도는 124에서 132 사이의 숫자로 입력해 주세요. 예: 127.0276')).toBeVisible();
    await latitude.fill('37.4979');
    await longitude.fill('');
    await expect(page.getByText('위도와 경도를 함께 입력하거나, 둘 다 비워 주세요.')).toBeVisible();
    await longitude.fill('127.0276');
    await expect(page.getByText('위도와 경도를 함께 입력하거나, 둘 다 비워 주세요.')).toHaveCount(0);

    await closes.fill('13:00');
    for (const day of WEEKDAYS) {
      await page.getByLabel(`${day} 점심시간 시작`, { exact: true }).fill('12:30');
      await page.getByLabel(`${day} 점심시간 종료`, { exact: true }).fill('13:30');
    }
    const put = page.waitForResponse(
      (r) => r.url().endsWith('/api/console/setting/clinic') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: '저장' }).click();
    expect((await put).status()).toBe(200);
    await expect(page.getByTestId('hours-sat')).not.toContainText('늦어야');

    for (const [prefix, shown] of Object.entries(SHOWN))
      for (const path of PAGES) {
        const url = prefix + path || '/';
        const text = await html(request, url);
        for (const words of shown) expect(text, `${url}: ${words}`).toContain(words);
        for (const old of OLD) expect(text, `${url}: ${old}`).not.toContain(old);
        expect(shownOf(text), url).not.toContain('{{');
      }

    const home = await (await request.get('/')).text();
    const clinic = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .flatMap(
        (m) =>
          (
            JSON.parse(m[1]!) as {
              '@graph': Array<{ '@type'?: string; openingHoursSpecification?: unknown; geo?: unknown }>;
            }
          )['@graph'],
      )
      .find((data) => data['@type'] === 'MedicalClinic');
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(clinic?.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '13:30', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' },
    ]);
    expect(clinic?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 37.4979, longitude: 127.0276 });
  } finally {
    const { id: _id, updatedAt: _u, ogImage: _o, ...back } = saved;
    expect((await saveOnCurrent(request, '/api/console/setting/clinic', headers, back)).status()).toBe(200);
  }
});
