import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  consoleGoto,
  consoleLogin,
  consoleNavigate,
  e2eDatabase,
  expectNoAxeViolations,
  messagesTo,
  open,
  staffToken,
  expect,
} from './support';
import {
  DESK_EMAIL,
  MEMBER,
  newPage,
  PHONE,
  REQUEST_MESSAGE,
  reviewTitles,
  RUN,
  test,
  TYPED,
  VISITOR,
} from './front-desk-support';

/**
 * The console as the clinic's front desk, end to end in Chromium: a request sent from the public
 * form shows in an open console without a reload and is told to staff; the member is found by the
 * number as people type it; the member page holds their history; exports ask why and are logged;
 * deletes say what they take along; an emptied note stays empty; bulk approval; a phone-width list;
 * a record opened in a new tab; logout that asks. The member and their history are made once per
 * worker (`desk`); each test has staff logged in on a page of its own (`staff`).
 */

test('a request sent from the public form shows in the open console within 30 s, and staff are told', async ({
  browser,
  server,
  staff,
}) => {
  await consoleGoto(staff, '/console/');
  const kpi = staff.getByTestId('kpi-formsNew');
  await expect(kpi).toHaveText(/^\d+$/);
  const before = Number(await kpi.textContent());

  const visitor = await newPage(browser, server.url);
  await open(visitor, '/default-form');
  await visitor.getByLabel(/^이름/).fill(VISITOR.name);
  await visitor.getByLabel(/^휴대폰 번호/).fill(VISITOR.phone);
  await visitor.getByLabel(/^관심 있는 치료/).selectOption('venaseal');
  await visitor.getByLabel(/^문의 내용/).fill(REQUEST_MESSAGE);
  await visitor.getByRole('checkbox', { name: /필수/ }).check();
  await visitor.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(visitor.getByText('상담 신청이 접수되었습니다.', { exact: false })).toBeVisible();
  await visitor.context().close();

  // No reload: the console asks every 15 s.
  await expect(kpi).toHaveText(String(before + 1), { timeout: 30_000 });
  await expect(staff.getByTestId('menu-waiting-formsNew')).toContainText(String(before + 1));
  await expect(staff.getByRole('menuitem', { name: `상담 신청, 처리 대기 ${before + 1}건` })).toBeVisible();
  // The outbox holds the staff notification: the request's number, never the patient.
  await expect.poll(async () => (await messagesTo(DESK_EMAIL))[0] ?? '').toContain('새 상담 신청');
  expect((await messagesTo(DESK_EMAIL))[0]).not.toContain(VISITOR.name);
});

test('staff find the member by the number as the patient says it; the member page holds their history', async ({
  desk: { memberId },
  staff,
}) => {
  await consoleGoto(staff, '/console/');
  await staff.getByRole('menuitem', { name: '회원', exact: true }).click();
  await staff.getByPlaceholder('이름, 아이디, 전화번호, 이메일').fill(TYPED);
  // The search applies after a pause (it goes into the address); a click before that would be undone.
  await expect(staff).toHaveURL(new RegExp(encodeURIComponent(TYPED)));
  const rows = staff.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(MEMBER.name);
  await expect(rows).toContainText(TYPED);
  await rows.getByText(MEMBER.name).click();
  await expect(staff).toHaveURL(new RegExp(`/console/users/${memberId}$`));

  const desk = staff.getByTestId('member-front-desk');
  await expect(desk.getByRole('heading', { name: '상담 신청 (1건)' })).toBeVisible();
  await expect(desk.getByRole('link', { name: /오래 서 있으면 종아리가/ })).toBeVisible();
  await expect(desk.getByRole('link', { name: `압박스타킹 문의 ${RUN}` })).toBeVisible();
  for (const title of reviewTitles) await expect(desk.getByRole('link', { name: title })).toBeVisible();

  await desk.getByLabel('이 회원에 대한 메모').fill('오전 통화를 선호하십니다.');
  await desk.getByRole('button', { name: '메모 저장' }).click();
  await expect(desk.getByText(/님이 .*저장했습니다/)).toBeVisible();

  await desk.getByRole('link', { name: '메시지 보내기' }).click();
  await expect(staff).toHaveURL(new RegExp(`/console/messages/compose\\?userId=${memberId}$`));
  await expect(staff.getByRole('radio', { name: '회원 한 명' })).toBeChecked();
});

test('a CSV export asks why, writes Korean headers and 010- numbers, and is logged once with the reason', async ({
  desk: _member,
  staff,
}) => {
  await consoleGoto(staff, `/console/users?filter=${encodeURIComponent(JSON.stringify({ q: TYPED }))}`);
  await expect(staff.getByRole('row').filter({ hasText: MEMBER.name })).toHaveCount(1);
  await staff.getByRole('button', { name: '내보내기' }).click();
  const dialog = staff.getByRole('dialog', { name: '개인정보 내보내기' });
  await dialog.getByRole('button', { name: '이유를 남기고 내려받기' }).click();
  await expect(dialog.getByText('필수 항목입니다', { exact: false })).toBeVisible();
  await dialog.getByLabel(/내보내는 이유/).fill(`감사 자료 ${RUN}`);
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    dialog.getByRole('button', { name: '이유를 남기고 내려받기' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...lines] = csv.slice(1).trim().split('\n');
  expect(header).toBe(
    '회원 번호,아이디,이름,회원 구분,회원 등급,이메일,휴대폰 번호,생년월일,마케팅 수신 동의,상태,가입 일시,최근 로그인',
  );
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`,${TYPED},`);
  expect(lines[0]).toContain('국내 개인');

  const db = e2eDatabase();
  try {
    const logged = (await db('access_logs').where({ action: 'export', reason: `감사 자료 ${RUN}` })) as Array<{
      subject_type: string;
      row_count: number;
    }>;
    expect(logged).toEqual([expect.objectContaining({ subject_type: 'member', row_count: 1 })]);
  } finally {
    await db.destroy();
  }
});

test('deleting a board with posts names how many posts go with it', async ({ request: api, staff }) => {
  const headers = { Authorization: `Bearer ${await staffToken(api)}` };
  const board = (await (
    await api.post('/api/console/boards', {
      headers,
      data: { key: `desk${RUN}`, name: { ko: `창구 게시판 ${RUN}`, en: '', cn: '', jp: '' } },
    })
  ).json()) as { id: number };
  for (const title of ['하나', '둘', '셋'])
    expect(
      (
        await api.post('/api/console/board-posts', { headers, data: { boardId: board.id, title, body: '<p>본문</p>' } })
      ).status(),
    ).toBe(201);

  await consoleGoto(staff, `/console/boards/${board.id}`);
  await staff.getByRole('button', { name: '삭제' }).click();
  const confirm = staff.getByRole('dialog');
  await expect(confirm.getByTestId('delete-consequence')).toHaveText(
    '함께 지워지는 것: 게시글 3개. 되돌릴 수 없습니다.',
  );
  await confirm.getByRole('button', { name: '취소' }).click();
  expect((await api.get(`/api/console/boards/${board.id}`, { headers })).status()).toBe(200);
});

test('an emptied fee note stays empty after save', async ({ request: api, staff }) => {
  const headers = { Authorization: `Bearer ${await staffToken(api)}` };
  const fee = (await (
    await api.post('/api/console/clinic/fees', {
      headers,
      data: {
        category: { ko: `창구 검사 ${RUN}`, en: '', cn: '', jp: '' },
        minCost: 10_000,
        maxCost: 20_000,
        note: { ko: '부가세 포함', en: 'VAT included', cn: '', jp: '' },
      },
    })
  ).json()) as { id: number };
  await consoleGoto(staff, `/console/clinic/fees/${fee.id}`);
  const note = staff.getByRole('textbox', { name: '비고' });
  await expect(note).toHaveValue('부가세 포함');
  await note.fill('');
  await staff.getByRole('tab', { name: 'English' }).click();
  await staff.getByRole('textbox', { name: '비고' }).fill('');
  await staff.getByRole('button', { name: '저장' }).click();
  await expect(staff).toHaveURL(/\/console\/clinic\/fees$/);
  const saved = (await (await api.get(`/api/console/clinic/fees/${fee.id}`, { headers })).json()) as {
    note: Record<string, string>;
  };
  expect(saved.note).toEqual({ ko: '', en: '', cn: '', jp: '' });
  await consoleGoto(staff, `/console/clinic/fees/${fee.id}`);
  await expect(staff.getByRole('textbox', { name: '비고' })).toHaveValue('');
});

test('bulk approval of three member reviews publishes all three', async ({ desk: _member, request: api, staff }) => {
  await consoleGoto(staff, '/console/clinic/reviews2');
  for (const title of reviewTitles)
    await staff.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
  await staff.getByRole('button', { name: '선택한 후기 승인' }).click();
  await expect(staff.getByRole('dialog')).toContainText('선택한 후기 3개를 승인할까요?');
  await staff.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(staff.getByRole('row').filter({ hasText: reviewTitles[0]! })).toHaveCount(0);
  const shown = (await (await api.get('/api/v1/clinic/reviews2?limit=50')).json()) as {
    reviews: Array<{ title: string }>;
  };
  for (const title of reviewTitles) expect(shown.reviews.map((r) => r.title)).toContain(title);
});

test('opening a request in a new tab shows it without logging in again', async ({ desk: _member, staff }) => {
  await consoleGoto(staff, '/console/forms');
  const row = staff.getByRole('row').filter({ hasText: MEMBER.name }).first();
  await row.getByText(MEMBER.name).click();
  await expect(staff).toHaveURL(/\/console\/forms\/\d+$/);
  const [tab] = await Promise.all([
    staff.context().waitForEvent('page'),
    staff.evaluate((url) => window.open(url, '_blank'), staff.url()),
  ]);
  // A new tab loads the whole console first (as the login does: up to 30 s on a busy machine).
  await expect(tab.getByText(REQUEST_MESSAGE)).toBeVisible({ timeout: 30_000 });
  await expect(tab).not.toHaveURL(/login/);
  await tab.close();
});

test("the spec's /console/clinic/main opens the main page's counters", async ({ staff }) => {
  await consoleGoto(staff, '/console/clinic/main');
  await expect(staff).toHaveURL(/\/console\/clinic\/mains$/);
  await expect(staff.locator('#react-admin-title')).toHaveText('메인 치료 건수');
});

/** The lists the front desk works in, each shown with at least one row of this worker's run. */
const SWEPT_LISTS = [
  '/console/users',
  '/console/forms',
  '/console/messages',
  '/console/center/questions',
  '/console/clinic/reviews2',
  '/console/clinic/doctors',
  '/console/clinic/photos',
  '/console/center/notifications',
];

/** The page is no wider than the window, and the list's 필터 추가 is inside it (not cut off). */
async function expectFitsTheWindow(page: Page, where: string) {
  // The list is in: its rows, or (no record of that kind in this worker's database yet) its empty state.
  const rows = page.locator('tbody tr, .RaList-main .MuiListItemText-root').first();
  await expect(rows.or(page.getByRole('button', { name: '필터 초기화' })).first(), where).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: where,
      timeout: 30_000,
    })
    .toBeLessThanOrEqual(0);
  const addFilter = page.getByRole('button', { name: '필터 추가' });
  if (await addFilter.count()) {
    // Polled: the menu's opening slide and the filters' wrapping settle over a few frames.
    await expect
      .poll(
        async () => {
          const box = await addFilter.boundingBox();
          return box ? box.x + box.width : Infinity;
        },
        { message: `${where}: 필터 추가 in view`, timeout: 30_000 },
      )
      .toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

test('at 390 px and on an 820 px tablet (menu folded or open) the front-desk lists never scroll sideways', async ({
  browser,
  server,
  request: api,
  desk: { memberId },
}) => {
  // A message to the member: the sent-messages list has a row.
  const sent = await api.post('/api/console/message', {
    headers: { Authorization: `Bearer ${await staffToken(api)}`, 'Idempotency-Key': `sweep-${RUN}-${Date.now()}` },
    data: {
      to: { type: 'member', userId: memberId },
      subject: '휴진 안내',
      message: '내일은 휴진입니다.',
      purpose: 'info',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
  ]) {
    const page = await newPage(browser, server.url, viewport);
    await consoleLogin(page);
    // From list to list as the menu's links go (a page load a list would parse the console afresh).
    for (const list of SWEPT_LISTS) {
      await consoleNavigate(page, list);
      await expectFitsTheWindow(page, `${list} at ${viewport.width} px`);
    }
    if (viewport.width === 820) {
      // Staff open the menu on the tablet (it starts folded) and go from list to list with it open.
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect(page.getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
      for (const list of SWEPT_LISTS.slice().reverse()) {
        await consoleNavigate(page, list);
        await expectFitsTheWindow(page, `${list} at 820 px, menu open`);
      }
    }
    await page.context().close();
  }
});

test('at 1280 px a request with one long unbroken name keeps 처리 상태 in view', async ({ request: api, staff }) => {
  await staff.setViewportSize({ width: 1280, height: 900 });
  // The longest name the form takes, in one of the widest letters, without a space.
  const name = 'W'.repeat(50);
  const sent = await api.post('/api/v1/forms', {
    multipart: { name, phone: PHONE, email: '', treatment: 'venaseal', message: REQUEST_MESSAGE, consent: 'true' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await consoleGoto(staff, '/console/forms');
  const row = staff.getByRole('row').filter({ hasText: name });
  const status = row.locator('td.column-status');
  await expect(status).toBeVisible();
  const box = (await status.boundingBox())!;
  expect(box.x, '처리 상태: left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, '처리 상태: right edge').toBeLessThanOrEqual(1280);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('axe finds nothing on the front-desk screens', async ({ desk: { memberId }, staff }) => {
  for (const path of [
    '/console/',
    '/console/forms',
    `/console/users/${memberId}`,
    '/console/access-logs',
    '/console/setting',
    '/console/center/notifications/create',
    `/console/messages/compose?userId=${memberId}`,
  ]) {
    // The first screen is a page load; the others are reached as the console's links reach them.
    if (path === '/console/') await consoleGoto(staff, path);
    else await consoleNavigate(staff, path);
    await staff.waitForLoadState('networkidle');
    await expectNoAxeViolations(staff, path);
  }
  await consoleNavigate(staff, '/console/users');
  await staff.getByRole('button', { name: '내보내기' }).click();
  await expect(staff.getByRole('dialog', { name: '개인정보 내보내기' })).toBeVisible();
  await expectNoAxeViolations(staff, 'export dialog');
  await staff.keyboard.press('Escape');
});

test('logout asks first and says it is done, in every tab', async ({ desk: _member, staff }) => {
  // The second tab opens the requests list, which holds the member's request (`desk`).
  const second = await staff.context().newPage();
  await consoleGoto(second, '/console/forms');
  await expect(second.getByRole('row').first()).toBeVisible();

  await consoleGoto(staff, '/console/');
  await staff.getByRole('button', { name: /프로필|데모 관리자/ }).click();
  await staff.getByRole('menuitem', { name: '로그아웃' }).click();
  const ask = staff.getByRole('dialog', { name: '로그아웃' });
  await expect(ask).toContainText('로그아웃 하시겠습니까?');
  await ask.getByRole('button', { name: '로그아웃' }).click();
  await expect(staff.getByText('로그아웃되었습니다.')).toBeVisible();
  await expect(staff).toHaveURL(/\/console\/login/);
  await expect(second).toHaveURL(/\/console\/login/);
  await second.close();
});
