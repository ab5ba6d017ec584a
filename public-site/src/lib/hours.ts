import { dayKey, hasLunch, WEEKDAYS, type DayHours, type Locale, type Weekday, type WeekHours } from '@clinic/contract';

/**
 * The clinic's opening hours as staff keep them in 사이트 설정, written out in a page's language:
 * the facts page texts name (`{{hours.summary}}` …), the information page's rows and the JSON-LD.
 * Consecutive days with the same hours are one group ("평일", "Mon–Fri"); times are 24-hour `HH:MM`
 * in every language.
 */
export interface OpeningHours {
  hours: WeekHours;
  closedOnHolidays: boolean;
  /** The note under the hours, in the page's language (may be empty). */
  hoursNote: string;
}

interface Words {
  /** Each day alone ("토요일", "Saturday"). */
  day: Record<Weekday, string>;
  /** A day as the first or last of a range ("Mon" in "Mon–Fri"). */
  short: Record<Weekday, string>;
  /** Monday to Friday as one word, where the language has one ("평일"). */
  weekdays: string;
  /** Between the ends of a range of three days or more, and between two or more single days. */
  through: string;
  and: string;
  time: (from: string, to: string) => string;
  lunch: (span: string) => string;
  /** Closed days and holidays as one list ("일요일·공휴일", "Sundays and public holidays"). */
  list: (names: string[]) => string;
  /** That list, closed ("일요일·공휴일 휴진", "Closed on Sundays and public holidays"). */
  closed: (list: string) => string;
  /** A closed day as `list` names it. */
  closedDay: Record<Weekday, string>;
  holidaysOpen: string;
  /** Public holidays, as `list` names them, and the closed row's text on the information page. */
  holidays: string;
  closedWord: string;
  /** No lunch break on any day. */
  noLunch: string;
  /** Between the parts of the summary. */
  separator: string;
  /** Between the open days in `hours.days`. */
  between: string;
}

const KO_DAYS = { mon: '월', tue: '화', wed: '수', thu: '목', fri: '금', sat: '토', sun: '일' } as const;
const CN_DAYS = { mon: '一', tue: '二', wed: '三', thu: '四', fri: '五', sat: '六', sun: '日' } as const;
const JP_DAYS = { mon: '月', tue: '火', wed: '水', thu: '木', fri: '金', sat: '土', sun: '日' } as const;
const EN_DAYS = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

const each = <T extends string>(f: (day: Weekday) => T) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, f(day)])) as Record<Weekday, T>;

const WORDS: Record<Locale, Words> = {
  ko: {
    day: each((d) => `${KO_DAYS[d]}요일`),
    short: each((d) => `${KO_DAYS[d]}요일`),
    weekdays: '평일',
    through: '~',
    and: '·',
    time: (from, to) => `${from}~${to}`,
    lunch: (span) => ` (점심시간 ${span})`,
    list: (names) => names.join('·'),
    closed: (list) => `${list} 휴진`,
    closedDay: each((d) => `${KO_DAYS[d]}요일`),
    holidaysOpen: '공휴일에도 진료',
    holidays: '공휴일',
    closedWord: '휴진',
    noLunch: '점심시간 없이 진료',
    separator: ' · ',
    between: ', ',
  },
  en: {
    day: EN_DAYS,
    short: each((d) => EN_DAYS[d].slice(0, 3)),
    weekdays: 'Mon–Fri',
    through: '–',
    and: ' and ',
    time: (from, to) => `${from}–${to}`,
    lunch: (span) => ` (lunch break ${span})`,
    list: (names) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')),
    closed: (list) => `Closed on ${list}`,
    closedDay: each((d) => `${EN_DAYS[d]}s`),
    holidaysOpen: 'Open on public holidays',
    holidays: 'public holidays',
    closedWord: 'Closed',
    noLunch: 'No lunch break',
    separator: ' · ',
    between: '; ',
  },
  cn: {
    day: each((d) => `周${CN_DAYS[d]}`),
    short: each((d) => `周${CN_DAYS[d]}`),
    weekdays: '周一至周五',
    through: '至',
    and: '、',
    time: (from, to) => `${from}~${to}`,
    lunch: (span) => `（午休 ${span}）`,
    list: (names) => (names.length > 1 ? `${names.slice(0, -1).join('、')}及${names.at(-1)}` : (names[0] ?? '')),
    closed: (list) => `${list}休诊`,
    closedDay: each((d) => `周${CN_DAYS[d]}`),
    holidaysOpen: '公休日照常接诊',
    holidays: '公休日',
    closedWord: '休诊',
    noLunch: '不设午休',
    separator: ' · ',
    between: '，',
  },
  jp: {
    day: each((d) => `${JP_DAYS[d]}曜日`),
    short: each((d) => `${JP_DAYS[d]}曜日`),
    weekdays: '平日',
    through: '～',
    and: '・',
    time: (from, to) => `${from}～${to}`,
    lunch: (span) => `（昼休み ${span}）`,
    list: (names) => names.join('・'),
    closed: (list) => `${list}休診`,
    closedDay: each((d) => `${JP_DAYS[d]}曜日`),
    holidaysOpen: '祝日も診療',
    holidays: '祝日',
    closedWord: '休診',
    noLunch: '昼休みなし',
    separator: ' · ',
    between: '、',
  },
};

/** Consecutive open days with the same hours, Monday first. */
interface Group {
  days: Weekday[];
  hours: DayHours;
}

function openGroups(week: WeekHours): Group[] {
  const groups: Group[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (hours.closed) continue;
    const last = groups.at(-1);
    const previous = last?.days.at(-1);
    if (
      last &&
      previous &&
      WEEKDAYS.indexOf(previous) === WEEKDAYS.indexOf(day) - 1 &&
      dayKey(last.hours) === dayKey(hours)
    )
      last.days.push(day);
    else groups.push({ days: [day], hours });
  }
  return groups;
}

function daysLabel(days: Weekday[], w: Words): string {
  if (days.length === 1) return w.day[days[0]!];
  if (days.join() === 'mon,tue,wed,thu,fri') return w.weekdays;
  if (days.length === 2) return `${w.day[days[0]!]}${w.and}${w.day[days[1]!]}`;
  return `${w.short[days[0]!]}${w.through}${w.short[days.at(-1)!]}`;
}

function timeOf(hours: DayHours, w: Words): string {
  return w.time(hours.open, hours.close);
}

function lunchOf(hours: DayHours, w: Words): string {
  return hasLunch(hours) ? w.lunch(w.time(hours.lunchStart, hours.lunchEnd)) : '';
}

function closedDays(week: WeekHours): Weekday[] {
  return WEEKDAYS.filter((day) => week[day].closed);
}

/** The closed days and the holidays when closed on them ("일요일", "공휴일"), as `list` names them. */
function closedNames(settings: OpeningHours, w: Words): string[] {
  const days = closedDays(settings.hours).map((day) => w.closedDay[day]);
  return settings.closedOnHolidays ? [...days, w.holidays] : days;
}

/** The closed days and holidays ("일요일·공휴일 휴진"), and that holidays are open when they are. */
function closedPhrase(settings: OpeningHours, w: Words): string {
  const names = closedNames(settings, w);
  const phrase = names.length ? w.closed(w.list(names)) : '';
  return settings.closedOnHolidays ? phrase : [phrase, w.holidaysOpen].filter(Boolean).join(w.separator);
}

const firstUpper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The facts of the `hours` family, in `locale`: `{{hours.summary}}`, `{{hours.days}}`, … */
export function hoursFacts(settings: OpeningHours, locale: Locale): Record<string, string> {
  const w = WORDS[locale];
  const groups = openGroups(settings.hours);
  const days = groups.map((g) => `${daysLabel(g.days, w)} ${timeOf(g.hours, w)}${lunchOf(g.hours, w)}`);
  const lunches = groups.filter((g) => hasLunch(g.hours));
  const closed = closedPhrase(settings, w);
  return {
    /** Every day and the holidays: "평일 09:00~18:00 (점심시간 13:00~14:00) · 토요일 09:00~16:00 · 일요일·공휴일 휴진". */
    summary: [...days, closed].join(w.separator),
    /** The open days with their hours and lunch breaks. */
    days: days.join(w.between),
    /** The lunch breaks by day ("평일 13:00~14:00"), or that there is none. */
    lunch: lunches.length
      ? lunches.map((g) => `${daysLabel(g.days, w)} ${w.time(g.hours.lunchStart, g.hours.lunchEnd)}`).join(w.between)
      : w.noLunch,
    /** The days the clinic is closed ("일요일·공휴일 휴진"). */
    closed,
    note: settings.hoursNote.trim(),
  };
}

/** The information page's rows: each group of open days, then the closed days and holidays. */
export function hoursRows(settings: OpeningHours, locale: Locale): Array<{ category: string; text: string }> {
  const w = WORDS[locale];
  const rows = openGroups(settings.hours).map((g) => ({
    category: daysLabel(g.days, w),
    text: `${timeOf(g.hours, w)}${lunchOf(g.hours, w)}`,
  }));
  const closed = closedNames(settings, w);
  if (closed.length) rows.push({ category: firstUpper(w.list(closed)), text: w.closedWord });
  if (!settings.closedOnHolidays) rows.push({ category: firstUpper(w.holidays), text: w.holidaysOpen });
  return rows;
}

const SCHEMA_DAYS: Record<Weekday, string> = EN_DAYS;

/**
 * schema.org `openingHoursSpecification`: one entry per span of equal days and hours, a lunch break
 * as a gap between two spans (09:00–13:00 and 14:00–18:00); closed days are left out.
 */
export function openingHoursSpecification(week: WeekHours) {
  const byHours = new Map<string, { days: Weekday[]; hours: DayHours }>();
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (hours.closed) continue;
    const key = dayKey(hours);
    const entry = byHours.get(key);
    if (entry) entry.days.push(day);
    else byHours.set(key, { days: [day], hours });
  }
  return [...byHours.values()].flatMap(({ days, hours }) => {
    const dayOfWeek = days.length === 1 ? SCHEMA_DAYS[days[0]!] : days.map((day) => SCHEMA_DAYS[day]);
    const spans = hasLunch(hours)
      ? [
          [hours.open, hours.lunchStart],
          [hours.lunchEnd, hours.close],
        ]
      : [[hours.open, hours.close]];
    return spans.map(([opens, closes]) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }));
  });
}
