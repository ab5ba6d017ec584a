import { z } from 'zod';
import { code, flag } from './validation.js';

/**
 * The clinic's opening hours, kept in the site settings (사이트 설정) and shown by the public site
 * in the page's language (the information page, the guide, FAQ answers, the home page, the JSON-LD).
 * Per weekday: open and close, or closed; a lunch break or none. Times are `HH:MM` (24 hours, Korea
 * time); a day's fields are kept while it is closed, so switching it back on restores them.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `HH:MM` from 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The longest note under the hours, per language ("접수 마감은 진료 종료 30분 전"). */
export const HOURS_NOTE_MAX = 300;

/** A time of day, or empty (a closed day's hours, no lunch break). */
const clockOrEmpty = () =>
  z
    .string({ error: code('clockTime') })
    .trim()
    .refine((v) => v === '' || CLOCK_TIME.test(v), { error: code('clockTime') })
    .default('');

export interface DayHours {
  closed: boolean;
  /** `HH:MM`; may be empty while the day is closed. */
  open: string;
  close: string;
  /** Both empty: no lunch break. */
  lunchStart: string;
  lunchEnd: string;
}

/**
 * One day: an open day needs open and close (close later), and a lunch break is both times or
 * neither, its end after its start, inside the day's hours. Each rule reports on its own field.
 */
// Built where they are used only (`@__PURE__`): the public site, which reads this module's helpers,
// leaves the schemas, and the validation library with them, out of its first load.
export const dayHours = /* @__PURE__ */ (() =>
  z
    .object({
      closed: flag().default(false),
      open: clockOrEmpty(),
      close: clockOrEmpty(),
      lunchStart: clockOrEmpty(),
      lunchEnd: clockOrEmpty(),
    })
    .superRefine((day, ctx) => {
      if (day.closed) return;
      const issue = (field: keyof DayHours, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      // Times are compared only once they are times (a wrong one already has its own issue).
      const time = (value: string) => CLOCK_TIME.test(value);
      if (day.open === '') issue('open', code('required'));
      if (day.close === '') issue('close', code('required'));
      if (time(day.open) && time(day.close) && day.close <= day.open) issue('close', code('closeAfterOpen'));
      if (day.lunchStart === '' && day.lunchEnd === '') return;
      if (day.lunchStart === '') return issue('lunchStart', code('required'));
      if (day.lunchEnd === '') return issue('lunchEnd', code('required'));
      if (!time(day.lunchStart) || !time(day.lunchEnd)) return;
      if (day.lunchEnd <= day.lunchStart) return issue('lunchEnd', code('lunchOrder'));
      if (time(day.open) && day.lunchStart < day.open) issue('lunchStart', code('lunchInsideHours'));
      if (time(day.close) && day.lunchEnd > day.close) issue('lunchEnd', code('lunchInsideHours'));
    }))();

export type WeekHours = Record<Weekday, DayHours>;
export const weekHours = /* @__PURE__ */ (() =>
  z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>))();

/** Whether a day has a lunch break (both times set). */
export function hasLunch(day: DayHours): boolean {
  return !day.closed && day.lunchStart !== '' && day.lunchEnd !== '';
}

/**
 * The hours a first run starts with, and what every existing database got when hours became a
 * setting: weekdays 09:00–18:00 with lunch 13:00–14:00, Saturday 09:00–16:00 without a lunch
 * break, Sunday closed; closed on public holidays. The first-run checklist asks staff to check them.
 */
export const DEMO_HOURS: WeekHours = {
  mon: { closed: false, open: '09:00', close: '18:00', lunchStart: '13:00', lunchEnd: '14:00' },
  tue: { closed: false, open: '09:00', close: '18:00', lunchStart: '13:00', lunchEnd: '14:00' },
  wed: { closed: false, open: '09:00', close: '18:00', lunchStart: '13:00', lunchEnd: '14:00' },
  thu: { closed: false, open: '09:00', close: '18:00', lunchStart: '13:00', lunchEnd: '14:00' },
  fri: { closed: false, open: '09:00', close: '18:00', lunchStart: '13:00', lunchEnd: '14:00' },
  sat: { closed: false, open: '09:00', close: '16:00', lunchStart: '', lunchEnd: '' },
  sun: { closed: true, open: '', close: '', lunchStart: '', lunchEnd: '' },
};

/** Whether two weeks' hours say the same (a closed day's kept times do not count). */
export function sameHours(a: WeekHours, b: WeekHours): boolean {
  return WEEKDAYS.every((day) => dayKey(a[day]) === dayKey(b[day]));
}

/** What a day says, as one comparable string (equal days are grouped on the site). */
export function dayKey(day: DayHours): string {
  if (day.closed) return 'closed';
  return `${day.open}-${day.close}|${hasLunch(day) ? `${day.lunchStart}-${day.lunchEnd}` : ''}`;
}
