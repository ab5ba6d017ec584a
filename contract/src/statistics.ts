import { z } from 'zod';
import type { Treatment } from './clinic.js';
import { code } from './validation.js';

/**
 * Statistics for the console dashboard (`/api/console/statistics/…`). Every date is a calendar day
 * in Korea time (UTC+9, no daylight saving): days and months are cut at Korea-time midnight.
 */

/** What happened in one period: new member accounts (staff excluded), consultation requests, 1:1 questions, member reviews written. */
export interface Counts {
  members: number;
  forms: number;
  questions: number;
  reviews: number;
}

/** `GET /console/statistics/summary`: today and this month (Korea time), and what waits for staff (all time). */
export interface StatisticsSummary {
  today: Counts;
  month: Counts;
  questionsWaiting: number;
  reviewsPending: number;
  reviewsApproved: number;
}

/** `GET /console/statistics/monthly`: every month of the range, zeros included, in order. */
export interface MonthlyStatistics {
  from: string;
  to: string;
  series: Array<{ period: string } & Counts>;
}

/** `GET /console/statistics/daily`: every day of the range (at most STATISTICS_DAILY_MAX_DAYS). */
export interface DailyStatistics {
  from: string;
  to: string;
  series: Array<{ period: string } & Counts>;
}

/** 0 = Sunday … 6 = Saturday, in Korea time. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** `GET /console/statistics/day-of-week`: seven rows, Sunday first. */
export interface DayOfWeekStatistics {
  from: string;
  to: string;
  series: Array<{ day: DayOfWeek } & Counts>;
}

/** `GET /console/statistics/treatments`: every treatment of TREATMENTS, in that order, zeros included. */
export interface TreatmentStatistics {
  from: string;
  to: string;
  rows: Array<{ treatment: Treatment; forms: number; reviews: number }>;
}

/** The daily series covers at most this many days (both ends counted). */
export const STATISTICS_DAILY_MAX_DAYS = 366;
/** Monthly, day-of-week and per-treatment figures cover at most this many years. */
export const STATISTICS_MAX_YEARS = 5;

// ---- calendar days as 'YYYY-MM-DD' strings ----

const DAY_MS = 86_400_000;

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-29 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(value + 'T00:00:00Z');
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `day` plus `days` calendar days (negative goes back). */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(day + 'T00:00:00Z') + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted: 2026-01-01..2026-01-01 is 1. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to + 'T00:00:00Z') - Date.parse(from + 'T00:00:00Z')) / DAY_MS) + 1;
}

/** The first day of the month `months` months after (negative: before) the month of `day`. */
export function firstOfMonth(day: string, months = 0): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/**
 * The default range ending on `to`: the last 12 months, i.e. from the first day of the month eleven
 * months before `to`'s month (12 whole calendar months in the monthly chart, the last one up to `to`).
 */
export function defaultStatisticsFrom(to: string): string {
  return firstOfMonth(to, -11);
}

/** A calendar day `YYYY-MM-DD`. */
export const calendarDay = () =>
  z
    .string({ error: code('dateFormat') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: code('dateFormat') })
    .refine(isCalendarDay, { error: code('dateFormat') });

export type StatisticsLimit = { days: number } | { years: number };

/**
 * The `from`/`to` query of the statistics routes. Both optional: `to` defaults to `today` (Korea
 * time, `koreaToday()`), `from` to defaultStatisticsFrom(to). `from` after `to`, or a range longer
 * than `limit`, is an issue on `to`.
 */
export function statisticsRange(today: string, limit: StatisticsLimit = { years: STATISTICS_MAX_YEARS }) {
  return z
    .object({ from: calendarDay().optional(), to: calendarDay().optional() })
    .transform(({ from, to }) => {
      const end = to ?? today;
      return { from: from ?? defaultStatisticsFrom(end), to: end };
    })
    .superRefine(({ from, to }, ctx) => {
      if (from > to) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: code('dateOrder') });
      } else if ('days' in limit) {
        if (calendarDaysBetween(from, to) > limit.days)
          ctx.addIssue({ code: 'custom', path: ['to'], message: code('rangeMaxDays', { num: limit.days }) });
      } else if (to >= addCalendarYears(from, limit.years)) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: code('rangeMaxYears', { num: limit.years }) });
      }
    });
}

/** `day` plus whole years; 29 February goes to 1 March in a year without it. */
function addCalendarYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}
