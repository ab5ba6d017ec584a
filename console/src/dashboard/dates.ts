import { STATISTICS_MAX_YEARS, defaultStatisticsFrom, firstOfMonth, koreaToday } from '@clinic/contract';

/** A range of Korean calendar days, both ends included, written `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

/** Today in Korea time, whatever the browser's time zone (the contract's, as the API uses it). */
export { koreaToday };

/** The quick ranges above the charts, all ending today. */
export const PRESETS = ['thisMonth', 'last3Months', 'last12Months', 'thisYear'] as const;
export type Preset = (typeof PRESETS)[number];

export function presetRange(preset: Preset, today = koreaToday()): DayRange {
  switch (preset) {
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'last3Months':
      return { from: firstOfMonth(today, -2), to: today };
    case 'last12Months':
      return { from: defaultStatisticsFrom(today), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a range is, if any (to highlight its button). */
export function presetOf(range: DayRange, today = koreaToday()): Preset | undefined {
  return PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  });
}

/** Why a range cannot be asked for, as an i18n key, or undefined when it can. */
export function rangeProblem({ from, to }: DayRange): string | undefined {
  if (!from || !to) return 'app.dashboard.range.required';
  if (from > to) return 'app.dashboard.range.order';
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y + STATISTICS_MAX_YEARS, m - 1, d)).toISOString().slice(0, 10);
  if (to >= limit) return 'app.dashboard.range.tooLong';
  return undefined;
}

/**
 * A react-admin list URL with a filter: `/center/questions?filter={"status":"waiting"}`, the JSON
 * URL-encoded as react-admin writes it itself. A filter in the URL replaces the list's default one.
 */
export function listLink(resource: string, filter: Record<string, unknown>): string {
  return `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}
