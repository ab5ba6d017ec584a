import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { formatPhone } from '@clinic/contract';
import {
  consoleGoto,
  consoleLogin,
  consoleSession,
  createMember,
  e2eDatabase,
  staffToken,
  expect,
  test,
} from './support';

/**
 * The dashboard and staff messaging: KPI figures and the monthly and per-treatment figures match the
 * database, the "questions waiting" figure opens the filtered list, and an SMS to a level and a
 * marketing e-mail to all reach exactly the right members (outbox and history).
 */
const RUN = String(Date.now()).slice(-6);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Today and this month in Korea time, as UTC bounds in the database's 'YYYY-MM-DD HH:MM:SS' form. */
function koreaBounds() {
  const kst = new Date(Date.now() + 9 * 3_600_000);
  const day = kst.toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  const utc = (kstDay: string) =>
    new Date(Date.parse(`${kstDay}T00:00:00+09:00`)).toISOString().replace('T', ' ').replace('Z', '');
  return { day, month, todayStart: utc(day), monthStart: utc(`${month}-01`) };
}

async function count(query: (db: ReturnType<typeof e2eDatabase>) => Promise<Array<{ n: number | string }>>) {
  const db = e2eDatabase();
  try {
    return Number((await query(db))[0]?.n ?? 0);
  } finally {
    await db.destroy();
  }
}

let api: APIRequestContext;
test.beforeAll(async ({ server }) => {
  api = await playwrightRequest.newContext({ baseURL: server.url });
});
test.afterAll(async () => api?.dispose());

test('the dashboard figures match the data, and "questions waiting" opens the filtered list', async ({ page }) => {
  // Seed: a consultation request about VenaSeal, sent through the public form.
  const form = await api.post('/api/v1/forms', {
    multipart: {
      name: '대시보드',
      phone: '01012345678',
      email: `dash${RUN}@example.com`,
      treatment: 'venaseal',
      message: '상담을 받고 싶습니다.',
      consent: 'true',
      files: { name: 'note.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(form.status(), await form.text()).toBe(201);

  const { monthStart, todayStart, month } = koreaBounds();
  const waiting = await count((db) => db('questions').where({ status: 'waiting' }).count({ n: '*' }));
  const pending = await count((db) => db('member_reviews').where({ status: 'pending' }).count({ n: '*' }));
  const formsToday = await count((db) => db('forms').where('created_at', '>=', todayStart).count({ n: '*' }));
  const formsMonth = await count((db) => db('forms').where('created_at', '>=', monthStart).count({ n: '*' }));
  const venasealForms = await count((db) =>
    db('forms').where({ treatment: 'venaseal' }).where('created_at', '>=', monthStart).count({ n: '*' }),
  );
  expect(formsToday).toBeGreaterThan(0);

  await consoleLogin(page);
  await expect(page.getByTestId('kpi-questionsWaiting')).toHaveText(String(waiting));
  await expect(page.getByTestId('kpi-reviewsPending')).toHaveText(String(pending));
  await expect(page.getByTestId('kpi-today-forms')).toHaveText(String(formsToday));
  await expect(page.getByTestId('kpi-month-forms')).toHaveText(String(formsMonth));

  // The charts are drawn (lazily) and their figures, as a table, match the database.
  await page.getByRole('button', { name: '이번 달' }).click();
  await expect(page.getByRole('img', { name: '월별 추이' })).toBeVisible();
  await expect(page.getByRole('img', { name: '요일별 분포' })).toBeVisible();
  const monthly = page.locator('section', { has: page.getByRole('heading', { name: '월별 추이' }) });
  await monthly.getByRole('button', { name: '표로 보기' }).click();
  const row = monthly.getByRole('row', { name: new RegExp(month.replace('-', '.*')) });
  await expect(row).toContainText(String(formsMonth));
  const treatments = page.locator('section', { has: page.getByRole('heading', { name: '치료별 상담 신청과 후기' }) });
  await expect(
    treatments
      .getByRole('row', { name: /베나실/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(venasealForms));

  // The waiting figure opens the questions list filtered to those waiting.
  await page.getByTestId('kpi-questionsWaiting').click();
  await expect(page).toHaveURL(/\/console\/center\/questions\?.*filter=.*waiting/);
  await expect(page.locator('#react-admin-title')).toContainText('1:1 문의');
  if (waiting > 0) await expect(page.locator('tbody tr')).toHaveCount(Math.min(waiting, 25));
  await expect(page.locator('tbody').getByText('답변완료')).toHaveCount(0);
});

test.describe('messages to members', () => {
  const members: Record<'a' | 'b' | 'c', { id: number; phone: string; email: string; marketing: boolean }> = {
    a: { id: 0, phone: `0106${RUN.slice(-4)}01`, email: '', marketing: true },
    b: { id: 0, phone: `0106${RUN.slice(-4)}02`, email: '', marketing: false },
    c: { id: 0, phone: `0106${RUN.slice(-4)}03`, email: '', marketing: true },
  };
  const levelName = `VIP ${RUN}`;

  test.beforeAll(async () => {
    for (const [key, m] of Object.entries(members)) {
      const username = `msg${key}${RUN}`;
      m.id = await createMember(api, username, m.phone, 'Message-pass-1', {
        marketing: m.marketing,
        name: `수신${key.toUpperCase()}`,
      });
      m.email = `${username}@example.com`;
    }
    // a and b in a new level (c stays outside).
    const headers = { Authorization: `Bearer ${await staffToken(api)}` };
    const level = await api.post('/api/console/users/levels', { headers, data: { name: levelName } });
    expect(level.status()).toBe(201);
    const levelId = ((await level.json()) as { id: number }).id;
    for (const m of [members.a, members.b]) {
      const put = await api.put(`/api/console/users/${m.id}`, { headers, data: { levelId } });
      expect(put.status(), await put.text()).toBe(200);
    }
  });

  async function outboxTo(channel: 'sms' | 'email', marker: string): Promise<string[]> {
    const db = e2eDatabase();
    try {
      const rows = (await db('outbox')
        .where({ channel })
        .where((w) => w.where('body', 'like', `%${marker}%`).orWhere('subject', 'like', `%${marker}%`))
        .select('recipient')) as Array<{ recipient: string }>;
      return rows.map((r) => r.recipient).sort();
    } finally {
      await db.destroy();
    }
  }

  test('an SMS to a level reaches exactly its members', async ({ page }) => {
    const text = `다음 주 토요일은 오후 4시까지 진료합니다. ${RUN}-sms`;
    await consoleSession(page);
    await consoleGoto(page, '/console/messages/compose');
    await page.getByRole('radio', { name: '문자' }).check();
    await page.getByRole('radio', { name: '회원 등급' }).check();
    await page.getByRole('combobox', { name: '회원 등급' }).click();
    await page.getByRole('option', { name: levelName }).click();
    await page.getByRole('radio', { name: '정보성' }).check();
    await page.getByRole('textbox', { name: '문자 내용' }).fill(text);
    await expect(page.getByTestId('recipient-count')).toHaveText('받는 사람 2명');
    await page.getByRole('button', { name: '보내기', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('2명에게 문자를 보냅니다. 보낼까요?');
    await dialog.getByRole('button', { name: '지금 보내기' }).click();
    await expect(page.getByText(/2명에게 보냈습니다/)).toBeVisible();
    await expect(page).toHaveURL(/\/console\/messages\/\d+\/show$/);

    expect(await outboxTo('sms', `${RUN}-sms`)).toEqual([members.a.phone, members.b.phone].sort());
    // The history lists both recipients (numbers shown with hyphens since issue 15).
    await expect(page.getByText(formatPhone(members.a.phone))).toBeVisible();
    await expect(page.getByText(formatPhone(members.b.phone))).toBeVisible();
    await expect(page.getByText(formatPhone(members.c.phone))).toHaveCount(0);
  });

  test('a marketing e-mail to all members reaches only those who agreed to marketing', async ({ page }) => {
    const subject = `겨울철 정맥 건강 안내 ${RUN}-mail`;
    const consenting = await (async () => {
      const db = e2eDatabase();
      try {
        const rows = (await db('users')
          .where({ status: 'active', marketing: true })
          .whereNot('scopes', 'like', '%console%')
          .whereNotNull('email')
          .whereNot('email', '')
          .select('email')) as Array<{ email: string }>;
        return rows.map((r) => r.email).sort();
      } finally {
        await db.destroy();
      }
    })();
    expect(consenting).toContain(members.a.email);
    expect(consenting).not.toContain(members.b.email);

    await consoleSession(page);
    await consoleGoto(page, '/console/messages/compose');
    await page.getByRole('radio', { name: '이메일' }).check();
    await page.getByRole('radio', { name: '전체 회원' }).check();
    await page.getByRole('radio', { name: '광고성' }).check();
    await page.getByRole('textbox', { name: '제목', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.keyboard.type('날이 추워지면 다리가 더 무겁게 느껴질 수 있습니다. 가벼운 산책을 권해 드립니다.');
    await expect(page.getByTestId('recipient-count')).toHaveText(`받는 사람 ${consenting.length}명`);
    await page.getByRole('button', { name: '보내기', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '지금 보내기' }).click();
    await expect(page.getByText(new RegExp(`${consenting.length}명에게 보냈습니다`))).toBeVisible();

    expect(await outboxTo('email', `${RUN}-mail`)).toEqual(consenting);
    const db = e2eDatabase();
    try {
      const sent = (await db('outbox').where('subject', 'like', `%${RUN}-mail%`).first('subject')) as {
        subject: string;
      };
      expect(sent.subject.startsWith('(광고)')).toBe(true);
      const history = (await db('staff_message_recipients')
        .join('staff_messages', 'staff_messages.id', 'staff_message_recipients.message_id')
        .where('staff_messages.subject', 'like', `%${RUN}-mail%`)
        .select('staff_message_recipients.address')) as Array<{ address: string }>;
      expect(history.map((h) => h.address).sort()).toEqual(consenting);
    } finally {
      await db.destroy();
    }
    await consoleGoto(page, '/console/messages');
    await expect(page.getByText(`(광고) ${subject}`)).toBeVisible();
  });
});
