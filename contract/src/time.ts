/**
 * Korea time. Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact
 * (and far cheaper on a phone than building an Intl.DateTimeFormat for the time zone).
 */
export const KOREA_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's calendar day in Korea, `YYYY-MM-DD`. */
export function koreaToday(now = new Date()): string {
  return new Date(now.getTime() + KOREA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
