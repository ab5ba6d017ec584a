import {
  addCalendarDays,
  firstOfMonth,
  koreaToday,
  TREATMENTS,
  type Counts,
  type DailyStatistics,
  type DayOfWeek,
  type DayOfWeekStatistics,
  type MonthlyStatistics,
  type StatisticsSummary,
  type TreatmentStatistics,
} from '@clinic/contract';
import { type Knex, kstDayExpr, kstDayStartDbTime, kstWeekdayExpr, rawRows, table, toCount } from '../../db/index.js';
import { parseScopes } from '../../http/auth.js';

/**
 * Console statistics (`/console/statistics/…`, the dashboard): new members, consultation requests,
 * 1:1 questions and member reviews per Korea-time day, month and weekday, and per treatment.
 *
 * Korea-time days become UTC bounds here (`created_at >= from 00:00 KST AND created_at < (to + 1)
 * 00:00 KST`), so every query reads an index range of `created_at` and nothing else (the indexes of
 * migration 20261121000008). Two shapes of query, whichever reads less per row:
 * - a few buckets (months, treatments): one COUNT(*) per bucket over its own range, all in one
 *   statement (`SELECT 0 AS k, (SELECT COUNT(*) … ) AS n UNION ALL …`), no expression per row;
 * - many buckets (days, weekdays): GROUP BY the Korea-time day or weekday (db/index.ts).
 * Periods without rows are filled with zeros here.
 *
 * - members: accounts whose scopes do not include "console" (staff are not members), whatever
 *   their status now (a member who has since withdrawn still signed up in that period). Counted as
 *   all accounts minus staff accounts: the few distinct `scopes` values that include "console" are
 *   looked up first, and their accounts counted through the (scopes, created_at) index, so no row is
 *   tested with LIKE.
 * - reviews: member reviews of every product (site key) written in the period, whatever their
 *   moderation status; `reviewsPending` / `reviewsApproved` count all products too.
 */

type Measure = keyof Counts;
const MEASURES: readonly Measure[] = ['members', 'forms', 'questions', 'reviews'];
const TABLES: Record<Measure, string> = {
  members: 'users',
  forms: 'forms',
  questions: 'questions',
  reviews: 'member_reviews',
};

const zeros = (): Counts => ({ members: 0, forms: 0, questions: 0, reviews: 0 });

/** Restricts a count to some rows: `column IN values` (an empty list counts nothing). */
interface Only {
  column: string;
  values: readonly string[];
}

/** A period as stored UTC bounds: rows with `lower <= created_at < upper` (and `only`, if given). */
interface Bucket {
  lower: string;
  upper: string;
  only?: Only;
}

/** The bucket of Korea-time days `from`..`to`, both included. */
function daysBucket(from: string, to: string): Bucket {
  return { lower: kstDayStartDbTime(from), upper: kstDayStartDbTime(addCalendarDays(to, 1)) };
}

/** One COUNT(*) per bucket, all in one statement; the answer is in the buckets' order. */
async function bucketCounts(knex: Knex, table: string, buckets: readonly Bucket[]): Promise<number[]> {
  const out = buckets.map(() => 0);
  const bindings: Array<string | number> = [];
  const terms: string[] = [];
  buckets.forEach((b, i) => {
    if (b.only?.values.length === 0) return;
    const filter = b.only ? ` and ?? in (${b.only.values.map(() => '?').join(', ')})` : '';
    bindings.push(i, table, b.lower, b.upper, ...(b.only ? [b.only.column, ...b.only.values] : []));
    terms.push(`select ? as k, (select count(*) from ?? where created_at >= ? and created_at < ?${filter}) as n`);
  });
  if (terms.length === 0) return out;
  const rows = rawRows<{ k: unknown; n: unknown }>(await knex.raw(terms.join(' union all '), bindings));
  for (const row of rows) out[Number(row.k)] = toCount(row.n);
  return out;
}

/** Counts per value of `expr(created_at)` within `bucket`, keyed by the value's text. */
async function groupedCounts(
  knex: Knex,
  table: string,
  expr: (knex: Knex, column: string) => Knex.Raw,
  bucket: Bucket,
  only?: Only,
): Promise<Map<string, number>> {
  if (only && only.values.length === 0) return new Map();
  const qb = knex(table).where('created_at', '>=', bucket.lower).andWhere('created_at', '<', bucket.upper);
  if (only) qb.whereIn(only.column, only.values);
  const rows = (await qb
    .select({ k: expr(knex, 'created_at') })
    .count({ n: '*' })
    .groupBy('k')
    // No sorting of the groups (MySQL would sort by the GROUP BY key otherwise): the caller orders them.
    .orderByRaw('NULL')) as Array<{ k: unknown; n: unknown }>;
  return new Map(rows.map((r) => [String(r.k), toCount(r.n)]));
}

/** The `scopes` values (JSON text) that make an account staff: a handful of distinct values. */
async function staffScopes(knex: Knex): Promise<Only> {
  const rows = await table(knex, 'users').distinct('scopes');
  return { column: 'scopes', values: rows.map((r) => r.scopes).filter((v) => parseScopes(v).includes('console')) };
}

/** Counts of every measure per bucket; members = accounts − staff accounts. */
async function countsPerBucket(knex: Knex, buckets: readonly Bucket[]): Promise<Counts[]> {
  const staff = await staffScopes(knex);
  const [staffCounts, ...perMeasure] = await Promise.all([
    bucketCounts(
      knex,
      'users',
      buckets.map((b) => ({ ...b, only: staff })),
    ),
    ...MEASURES.map((m) => bucketCounts(knex, TABLES[m], buckets)),
  ]);
  return buckets.map((_, i) => {
    const counts = zeros();
    MEASURES.forEach((m, j) => (counts[m] = perMeasure[j]![i]!));
    counts.members -= staffCounts![i]!;
    return counts;
  });
}

/** Counts of every measure per value of `expr(created_at)` within `bucket`; members = accounts − staff. */
async function countsPerGroup(
  knex: Knex,
  expr: (knex: Knex, column: string) => Knex.Raw,
  bucket: Bucket,
): Promise<(key: string) => Counts> {
  const staff = await staffScopes(knex);
  const [staffCounts, ...perMeasure] = await Promise.all([
    groupedCounts(knex, 'users', expr, bucket, staff),
    ...MEASURES.map((m) => groupedCounts(knex, TABLES[m], expr, bucket)),
  ]);
  return (key) => {
    const counts = zeros();
    MEASURES.forEach((m, j) => (counts[m] = perMeasure[j]!.get(key) ?? 0));
    counts.members -= staffCounts!.get(key) ?? 0;
    return counts;
  };
}

export async function statisticsSummary(knex: Knex, today = koreaToday()): Promise<StatisticsSummary> {
  const monthLast = addCalendarDays(firstOfMonth(today, 1), -1);
  const countStatus = async (table: string, status: string) =>
    toCount(((await knex(table).where({ status }).count({ n: '*' }).first()) as { n: unknown } | undefined)?.n);
  const [[todayCounts, monthCounts], questionsWaiting, reviewsPending, reviewsApproved] = await Promise.all([
    countsPerBucket(knex, [daysBucket(today, today), daysBucket(firstOfMonth(today), monthLast)]),
    countStatus('questions', 'waiting'),
    countStatus('member_reviews', 'pending'),
    countStatus('member_reviews', 'approved'),
  ]);
  return { today: todayCounts!, month: monthCounts!, questionsWaiting, reviewsPending, reviewsApproved };
}

export async function monthlyStatistics(knex: Knex, from: string, to: string): Promise<MonthlyStatistics> {
  const months: Array<{ period: string } & Bucket> = [];
  for (let month = firstOfMonth(from); month <= to; month = firstOfMonth(month, 1)) {
    const last = addCalendarDays(firstOfMonth(month, 1), -1);
    // The first and last months stop at the range's own ends.
    months.push({ period: month.slice(0, 7), ...daysBucket(month < from ? from : month, last > to ? to : last) });
  }
  const counts = await countsPerBucket(knex, months);
  return { from, to, series: months.map((m, i) => ({ period: m.period, ...counts[i]! })) };
}

export async function dailyStatistics(knex: Knex, from: string, to: string): Promise<DailyStatistics> {
  const countsOf = await countsPerGroup(knex, kstDayExpr, daysBucket(from, to));
  const series: DailyStatistics['series'] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) series.push({ period: day, ...countsOf(day) });
  return { from, to, series };
}

export async function dayOfWeekStatistics(knex: Knex, from: string, to: string): Promise<DayOfWeekStatistics> {
  const countsOf = await countsPerGroup(knex, kstWeekdayExpr, daysBucket(from, to));
  const days: DayOfWeek[] = [0, 1, 2, 3, 4, 5, 6];
  return { from, to, series: days.map((day) => ({ day, ...countsOf(String(day)) })) };
}

/** Per treatment: one range count each, through the (treatment, created_at) indexes. */
export async function treatmentStatistics(knex: Knex, from: string, to: string): Promise<TreatmentStatistics> {
  const range = daysBucket(from, to);
  const buckets = TREATMENTS.map((treatment) => ({ ...range, only: { column: 'treatment', values: [treatment] } }));
  const [forms, reviews] = await Promise.all([
    bucketCounts(knex, 'forms', buckets),
    bucketCounts(knex, 'member_reviews', buckets),
  ]);
  return {
    from,
    to,
    rows: TREATMENTS.map((treatment, i) => ({ treatment, forms: forms[i]!, reviews: reviews[i]! })),
  };
}
