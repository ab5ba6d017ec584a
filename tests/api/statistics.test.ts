import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  firstOfMonth,
  koreaToday,
  TREATMENTS,
  type Counts,
  type DailyStatistics,
  type DayOfWeekStatistics,
  type MonthlyStatistics,
  type StatisticsSummary,
  type TreatmentStatistics,
} from '@clinic/contract';
import { kstDayStartDbTime, toDbTime } from '../../api/src/db/index.ts';
import { staffAndMember } from './support/content.ts';
import { bearer, useTestApp } from './support/testApp.ts';

/**
 * Console statistics: rows written straight into the tables at instants around Korea-time midnight
 * (UTC+9) and month and year ends, then read through the real routes.
 */
let staff: string;
let member: string;
let askerId: number;

const at = (iso: string) => toDbTime(new Date(iso));

async function insertUser(createdAt: string, scopes: string[] = ['user']): Promise<number> {
  const [id] = await t.db.knex('users').insert({
    username: `stat${randomBytes(4).toString('hex')}1`,
    password_hash: 'not-a-hash',
    name: '통계',
    scopes: JSON.stringify(scopes),
    status: 'active',
    created_at: createdAt,
    updated_at: createdAt,
  });
  return Number(id);
}

async function insertForm(createdAt: string, treatment: string): Promise<void> {
  await t.db.knex('forms').insert({
    name: '홍길동',
    phone: '01012345678',
    treatment,
    message: '상담 요청',
    consents: '[]',
    created_at: createdAt,
    updated_at: createdAt,
  });
}

async function insertQuestion(createdAt: string, status: 'waiting' | 'answered'): Promise<void> {
  await t.db.knex('questions').insert({
    user_id: askerId,
    category: 'treatment',
    title: '질문',
    body: '내용',
    status,
    created_at: createdAt,
    updated_at: createdAt,
  });
}

async function insertReview(createdAt: string, treatment: string | null, status: string, product = 'clinic') {
  await t.db.knex('member_reviews').insert({
    product,
    title: '후기',
    content: '내용',
    treatment,
    images: '[]',
    status,
    created_at: createdAt,
    updated_at: createdAt,
  });
}

const get = (path: string, token = staff) =>
  t.http.get(`/api/console/statistics/${path}`).set('Authorization', bearer(token));
const counts = (c: Partial<Counts> = {}): Counts => ({ members: 0, forms: 0, questions: 0, reviews: 0, ...c });

const t = useTestApp();
beforeAll(async () => {
  ({ staff, member } = await staffAndMember(t));
  // The asker of the questions: created long before every range below.
  askerId = await insertUser(at('2020-06-01T00:00:00.000Z'));

  // Korea-time midnight between 31 January (Saturday) and 1 February 2026 (Sunday) = 15:00 UTC.
  await insertForm(at('2026-01-31T14:59:59.999Z'), 'rfa'); // 31 Jan 23:59:59.999 KST
  await insertForm(at('2026-01-31T15:00:00.000Z'), 'clarivein'); // 1 Feb 00:00 KST
  await insertReview(at('2026-01-31T15:00:00.000Z'), 'clarivein', 'pending'); // 1 Feb KST
  await insertReview(at('2026-02-01T14:59:59.999Z'), 'venaseal', 'approved', 'branch2'); // 1 Feb 23:59:59.999 KST

  // The year's end: 31 December 2025 (Wednesday) / 1 January 2026 (Thursday), Korea time.
  await insertQuestion(at('2025-12-31T14:59:59.999Z'), 'waiting'); // 31 Dec KST
  await insertForm(at('2025-12-31T14:59:59.999Z'), 'laser'); // 31 Dec KST
  await insertQuestion(at('2025-12-31T15:00:00.000Z'), 'answered'); // 1 Jan KST
  await insertReview(at('2025-12-31T15:00:00.000Z'), 'rfa', 'rejected'); // 1 Jan KST

  // February's end: a member on 28 February (Saturday), a member and a staff account on 1 March (Sunday).
  await insertUser(at('2026-02-28T14:59:59.999Z'));
  await insertUser(at('2026-02-28T15:00:00.000Z'));
  await insertUser(at('2026-02-28T16:00:00.000Z'), ['user', 'console']);
});

describe('statistics series cut at Korea-time midnight', () => {
  it('daily: 14:59:59.999 UTC is still the Korea-time day before, 15:00 UTC the next one', async () => {
    const res = await get('daily?from=2026-01-31&to=2026-02-01');
    expect(res.status).toBe(200);
    expect(res.body as DailyStatistics).toEqual({
      from: '2026-01-31',
      to: '2026-02-01',
      series: [
        { period: '2026-01-31', ...counts({ forms: 1 }) },
        { period: '2026-02-01', ...counts({ forms: 1, reviews: 2 }) },
      ],
    });
    // The range itself starts at Korea-time midnight: 31 January 14:59:59.999 UTC is outside 1 February.
    const one = await get('daily?from=2026-02-01&to=2026-02-01');
    expect(one.body.series).toEqual([{ period: '2026-02-01', ...counts({ forms: 1, reviews: 2 }) }]);
  });

  it('daily across the year end, with empty days as zeros', async () => {
    const res = await get('daily?from=2025-12-30&to=2026-01-02');
    expect(res.status).toBe(200);
    expect((res.body as DailyStatistics).series).toEqual([
      { period: '2025-12-30', ...counts() },
      { period: '2025-12-31', ...counts({ forms: 1, questions: 1 }) },
      { period: '2026-01-01', ...counts({ questions: 1, reviews: 1 }) },
      { period: '2026-01-02', ...counts() },
    ]);
  });

  it('monthly: every month of the range in order, zeros included, staff not counted as members', async () => {
    const res = await get('monthly?from=2025-11-01&to=2026-04-30');
    expect(res.status).toBe(200);
    expect(res.body as MonthlyStatistics).toEqual({
      from: '2025-11-01',
      to: '2026-04-30',
      series: [
        { period: '2025-11', ...counts() },
        { period: '2025-12', ...counts({ forms: 1, questions: 1 }) },
        { period: '2026-01', ...counts({ forms: 1, questions: 1, reviews: 1 }) },
        { period: '2026-02', ...counts({ forms: 1, reviews: 2, members: 1 }) },
        { period: '2026-03', ...counts({ members: 1 }) },
        { period: '2026-04', ...counts() },
      ],
    });
  });

  it('monthly: a range inside months counts only its own days', async () => {
    const res = await get('monthly?from=2026-01-31&to=2026-02-01');
    expect(res.body.series).toEqual([
      { period: '2026-01', ...counts({ forms: 1 }) },
      { period: '2026-02', ...counts({ forms: 1, reviews: 2 }) },
    ]);
    const january = await get('monthly?from=2026-01-01&to=2026-01-31');
    expect(january.body.series).toEqual([{ period: '2026-01', ...counts({ forms: 1, questions: 1, reviews: 1 }) }]);
  });

  it('day of week: Sunday first, by the Korea-time day', async () => {
    const res = await get('day-of-week?from=2025-12-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.body as DayOfWeekStatistics).toEqual({
      from: '2025-12-01',
      to: '2026-03-31',
      series: [
        { day: 0, ...counts({ forms: 1, reviews: 2, members: 1 }) }, // 1 Feb, 1 Mar
        { day: 1, ...counts() },
        { day: 2, ...counts() },
        { day: 3, ...counts({ forms: 1, questions: 1 }) }, // 31 Dec
        { day: 4, ...counts({ questions: 1, reviews: 1 }) }, // 1 Jan
        { day: 5, ...counts() },
        { day: 6, ...counts({ forms: 1, members: 1 }) }, // 31 Jan, 28 Feb
      ],
    });
  });

  it('treatments: every treatment in order, forms and reviews of the range', async () => {
    const res = await get('treatments?from=2025-12-01&to=2026-03-31');
    expect(res.status).toBe(200);
    const body = res.body as TreatmentStatistics;
    expect(body.rows.map((r) => r.treatment)).toEqual([...TREATMENTS]);
    const by = Object.fromEntries(body.rows.map((r) => [r.treatment, { forms: r.forms, reviews: r.reviews }]));
    expect(by).toMatchObject({
      rfa: { forms: 1, reviews: 1 },
      clarivein: { forms: 1, reviews: 1 },
      laser: { forms: 1, reviews: 0 },
      venaseal: { forms: 0, reviews: 1 },
      consult: { forms: 0, reviews: 0 },
    });
    const feb1 = (await get('treatments?from=2026-02-01&to=2026-02-01')).body as TreatmentStatistics;
    const nonZero = feb1.rows.filter((r) => r.forms + r.reviews > 0);
    expect(nonZero).toEqual([
      { treatment: 'clarivein', forms: 1, reviews: 1 },
      { treatment: 'venaseal', forms: 0, reviews: 1 },
    ]);
  });

  it('defaults to the last 12 months up to today (Korea time)', async () => {
    const today = koreaToday();
    const res = await get('monthly');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: firstOfMonth(today, -11), to: today });
    expect(res.body.series).toHaveLength(12);
    expect(res.body.series[11].period).toBe(today.slice(0, 7));
    const daily = await get('daily');
    expect(daily.status).toBe(200);
    expect(daily.body.series.at(-1).period).toBe(today);
    const onlyTo = await get('day-of-week?to=2026-02-15');
    expect(onlyTo.body).toMatchObject({ from: '2025-03-01', to: '2026-02-15' });
  });
});

describe('statistics summary', () => {
  it('counts today and this month in Korea time, and what waits for staff', async () => {
    const today = koreaToday();
    const monthStart = kstDayStartDbTime(firstOfMonth(today));
    const now = toDbTime(new Date());
    // Now: a member, a staff account, a form, a waiting question and a pending review.
    await insertUser(now);
    await insertUser(now, ['user', 'console']);
    await insertForm(now, 'consult');
    await insertQuestion(now, 'waiting');
    await insertReview(now, 'consult', 'pending');
    // The first instant of this month (Korea time) and the last one of the month before.
    await insertForm(monthStart, 'rfa');
    await insertForm(toDbTime(new Date(new Date(monthStart.replace(' ', 'T') + 'Z').getTime() - 1)), 'rfa');

    const res = await get('summary');
    expect(res.status).toBe(200);
    const firstDay = today === firstOfMonth(today);
    // staffAndMember made one member and one staff account just now, in beforeAll.
    expect(res.body as StatisticsSummary).toEqual({
      today: { members: 2, forms: firstDay ? 2 : 1, questions: 1, reviews: 1 },
      month: { members: 2, forms: 2, questions: 1, reviews: 1 },
      questionsWaiting: 2,
      reviewsPending: 2,
      reviewsApproved: 1,
    });
  });
});

describe('statistics ranges', () => {
  it('refuses bad dates and reversed ranges with field errors (400)', async () => {
    for (const [query, field] of [
      ['daily?from=2026-02-30&to=2026-03-01', 'from'],
      ['monthly?from=2026-1-01', 'from'],
      ['monthly?to=yesterday', 'to'],
      ['monthly?from=2026-01-01&from=2026-02-01', 'from'],
      ['day-of-week?from=2026-03-01&to=2026-02-28', 'to'],
      ['treatments?from=2026-03-02&to=2026-03-01', 'to'],
    ] as const) {
      const res = await get(query).set('Accept-Language', 'en');
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
    const reversed = await get('monthly?from=2026-03-01&to=2026-02-28');
    expect(reversed.body.errors.to).toBe('종료일은 시작일보다 빠를 수 없습니다.');
  });

  it('daily covers at most 366 days; the others at most 5 years', async () => {
    const leapYear = await get('daily?from=2024-01-01&to=2024-12-31');
    expect(leapYear.status).toBe(200);
    expect(leapYear.body.series).toHaveLength(366);
    const tooLong = await get('daily?from=2025-01-01&to=2026-01-02').set('Accept-Language', 'en');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.to).toBe('The period can be at most 366 days.');

    const fiveYears = await get('monthly?from=2021-01-01&to=2025-12-31');
    expect(fiveYears.status).toBe(200);
    expect(fiveYears.body.series).toHaveLength(60);
    for (const path of ['monthly', 'day-of-week', 'treatments']) {
      const res = await get(`${path}?from=2021-01-01&to=2026-01-01`);
      expect(res.status, path).toBe(400);
      expect(res.body.errors.to, path).toBe('조회 기간은 최대 5년입니다.');
    }
  });

  it("is staff only: a member's token is refused", async () => {
    expect((await get('summary', member)).status).toBe(403);
    expect((await t.http.get('/api/console/statistics/monthly')).status).toBe(401);
  });
});
