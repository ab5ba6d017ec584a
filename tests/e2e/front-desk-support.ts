import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { changeSettings, consoleLogin, createMember, withoutPopups, expect, test } from './support';

// The front-desk flow (front-desk.spec.ts): a member of this run with a question and three reviews,
// and one staff login for the whole file, made by useFrontDeskSession() before its first test.

export const RUN = String(Date.now()).slice(-6);
// A number of this run alone (other files on this worker's server make members too).
export const PHONE = `010${RUN.slice(-4)}${RUN.slice(0, 4)}`;
export const TYPED = `${PHONE.slice(0, 3)}-${PHONE.slice(3, 7)}-${PHONE.slice(7)}`;
// Names are letters only: a syllable of this run makes the member's name unique.
export const MEMBER = {
  username: `desk${RUN}`,
  password: 'Desk-pass-1',
  name: `정하${String.fromCharCode(0xac00 + (Number(RUN) % 11172))}`,
};
export const DESK_EMAIL = `desk${RUN}@example-clinic.kr`;

export let api: APIRequestContext;
export let staff: Page;
export let memberId: number;
let restoreSettings: (() => Promise<void>) | undefined;
export const reviewTitles = [1, 2, 3].map((i) => `상담 창구 후기 ${RUN}-${i}`);

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport });
  const page = await context.newPage();
  await withoutPopups(page);
  return page;
}

/** The member's own access token, for the question and the reviews they write (setup, not under test). */
async function memberToken(): Promise<string> {
  const basic = 'Basic ' + Buffer.from(`${MEMBER.username}:${MEMBER.password}`).toString('base64');
  const refresh = (await (await api.get('/api/auth/refreshToken', { headers: { Authorization: basic } })).json()) as {
    refreshToken: string;
  };
  const access = (await (
    await api.get('/api/auth/accessToken', { headers: { Authorization: `Bearer ${refresh.refreshToken}` } })
  ).json()) as { accessToken: string };
  return access.accessToken;
}

/**
 * Before the file's first test: reviews on and a desk address told of new requests, the member with
 * their question and reviews, and staff logged in to the console. After its last: all undone.
 */
export function useFrontDeskSession(): void {
  test.beforeAll(async ({ browser, server }) => {
    api = await playwrightRequest.newContext({ baseURL: server.url });
    restoreSettings = await changeSettings(api, { onReview: true, staffNotifyEmails: [DESK_EMAIL] });
    memberId = await createMember(api, MEMBER.username, PHONE, MEMBER.password, { name: MEMBER.name });
    const bearer = { Authorization: `Bearer ${await memberToken()}` };
    const asked = await api.post('/api/v1/center/questions', {
      headers: bearer,
      multipart: { category: 'treatment', title: `압박스타킹 문의 ${RUN}`, body: '언제까지 신어야 하나요?' },
    });
    expect(asked.status()).toBe(201);
    for (const title of reviewTitles) {
      const wrote = await api.post('/api/v1/clinic/reviews2', {
        headers: bearer,
        multipart: { title, content: '검사 결과를 자세히 설명해 주셔서 마음이 놓였습니다.', treatment: 'venaseal' },
      });
      expect(wrote.status()).toBe(201);
    }
    staff = await newPage(browser, server.url);
    await consoleLogin(staff);
  });

  test.afterAll(async () => {
    await restoreSettings?.();
    await staff?.context().close();
    await api?.dispose();
  });
}
