import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** The console's locale as a BCP 47 tag for Intl. */
const tagOf = (locale: string) => (locale === 'en' ? 'en-US' : 'ko-KR');

export interface Formatters {
  /** 1,234 (grouping as in Korea, which English readers share). */
  number: (value: number) => string;
  /** `2026-11` as "26년 11월" / "Nov 26" (axis) … */
  monthShort: (period: string) => string;
  /** … and as "2026년 11월" / "November 2026" (tables, tooltips). */
  monthLong: (period: string) => string;
  /** 0 = Sunday … 6 = Saturday, as "일" / "Sun" (axis) … */
  dayShort: (day: number) => string;
  /** … and "일요일" / "Sunday". */
  dayLong: (day: number) => string;
}

const monthDate = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1));
};
// 2023-01-01 was a Sunday.
const weekdayDate = (day: number) => new Date(Date.UTC(2023, 0, 1 + day));

export function useFormatters(): Formatters {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = tagOf(locale);
    const number = new Intl.NumberFormat('ko-KR');
    const monthShort = new Intl.DateTimeFormat(tag, { year: '2-digit', month: 'short', timeZone: 'UTC' });
    const monthLong = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    const dayShort = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
    const dayLong = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
    return {
      number: (value) => number.format(value),
      monthShort: (period) => monthShort.format(monthDate(period)),
      monthLong: (period) => monthLong.format(monthDate(period)),
      dayShort: (day) => dayShort.format(weekdayDate(day)),
      dayLong: (day) => dayLong.format(weekdayDate(day)),
    };
  }, [locale]);
}

/** The four figures every series carries, in the order the charts and tables show them. */
export const COUNT_KEYS = ['members', 'forms', 'questions', 'reviews'] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

/** One colour per figure, the same in every chart (and readable on white: contrast >= 3:1). */
export const COUNT_COLORS: Record<CountKey, string> = {
  members: '#1f5f8b',
  forms: '#2e7d6b',
  questions: '#b45309',
  reviews: '#7b3fa0',
};
