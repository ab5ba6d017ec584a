import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { changeSettings, consoleSession, createMember, withoutPopups, expect, test as base } from './support';

// The front-desk flow (front-desk.spec.ts): a member of this run with a request, a question and three
// reviews (made once per worker), and staff logged in to the console for each test.

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

export const reviewTitles = [1, 2, 3].map((i) => `상담 창구 후기 ${RUN}-${i}`);
// The visitor who sends a request from the public form while staff watch: not the member.
export const VISITOR = {
  name: `방문${String.fromCharCode(0xac00 + ((Number(RUN) + 1) % 11172))}`,
  phone: `011${RUN.slice(-4)}${RUN.slice(0, 4)}`,
};
export const REQUEST_MESSAGE = '오래 서 있으면 종아리가 무겁고 밤에 쥐가 납니다.';

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
async function memberToken(api: APIRequestContext): Promise<string> {
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
 * The front desk's test: `desk`, made once per worker, is the member with their history (a request
 * sent from the public form's API with their name and number, a question, three pending reviews);
 * for each test, reviews are on and a desk address is told of new requests (put back after it), and
 * `staff` is a page of its own with a console session (no page open yet: each test opens its own).
 */
export const test = base.extend<{ deskSettings: void; staff: Page }, { desk: { memberId: number } }>({
  desk: [
    async ({ server }, use) => {
      const api = await playwrightRequest.newContext({ baseURL: server.url });
      const restore = await changeSettings(api, { onReview: true });
      const memberId = await createMember(api, MEMBER.username, PHONE, MEMBER.password, { name: MEMBER.name });
      const sent = await api.post('/api/v1/forms', {
        multipart: {
          name: MEMBER.name,
          phone: PHONE,
          email: '',
          treatment: 'venaseal',
          message: REQUEST_MESSAGE,
          consent: 'true',
          marketing: 'false',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const bearer = { Authorization: `Bearer ${await memberToken(api)}` };
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
      await restore();
      await use({ memberId });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  deskSettings: [
    async ({ request }, use) => {
      const restore = await changeSettings(request, { onReview: true, staffNotifyEmails: [DESK_EMAIL] });
      await use();
      await restore();
    },
    { auto: true },
  ],
  staff: async ({ browser, baseURL }, use) => {
    const page = await newPage(browser, baseURL!);
    await consoleSession(page);
    await use(page);
    await page.context().close();
  },
});
