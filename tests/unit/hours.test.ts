import { describe, expect, it } from 'vitest';
import { DEMO_HOURS, dayHours, LOCALES, settingsFields, fieldErrors, type WeekHours } from '@clinic/contract';
import {
  hoursFacts,
  hoursRows,
  openingHoursSpecification,
  type OpeningHours,
} from '../../public-site/src/lib/hours.ts';

/** The opening hours written out per language (public-site/src/lib/hours.ts) and the contract's rules for them. */
const demo: OpeningHours = { hours: DEMO_HOURS, closedOnHolidays: true, hoursNote: '' };

function changed(days: Partial<WeekHours>, rest: Partial<OpeningHours> = {}): OpeningHours {
  return { ...demo, ...rest, hours: { ...DEMO_HOURS, ...days } };
}

describe('hours written out per language', () => {
  it('groups equal weekdays and names the lunch break, Saturday and the closed days', () => {
    expect(hoursFacts(demo, 'ko').summary).toBe(
      '평일 09:00~18:00 (점심시간 13:00~14:00) · 토요일 09:00~16:00 · 일요일·공휴일 휴진',
    );
    expect(hoursFacts(demo, 'en').summary).toBe(
      'Mon–Fri 09:00–18:00 (lunch break 13:00–14:00) · Saturday 09:00–16:00 · Closed on Sundays and public holidays',
    );
    expect(hoursFacts(demo, 'cn').summary).toBe(
      '周一至周五 09:00~18:00（午休 13:00~14:00） · 周六 09:00~16:00 · 周日及公休日休诊',
    );
    expect(hoursFacts(demo, 'jp').summary).toBe(
      '平日 09:00～18:00（昼休み 13:00～14:00） · 土曜日 09:00～16:00 · 日曜日・祝日休診',
    );
    expect(hoursFacts(demo, 'ko')).toMatchObject({
      days: '평일 09:00~18:00 (점심시간 13:00~14:00), 토요일 09:00~16:00',
      lunch: '평일 13:00~14:00',
      closed: '일요일·공휴일 휴진',
      note: '',
    });
  });

  it('splits a group where one day differs, and names ranges and pairs', () => {
    const wednesday = { closed: false, open: '09:00', close: '13:00', lunchStart: '', lunchEnd: '' };
    const hours = changed({ wed: wednesday, sat: { ...DEMO_HOURS.sat, closed: true } });
    expect(hoursFacts(hours, 'ko').summary).toBe(
      '월요일·화요일 09:00~18:00 (점심시간 13:00~14:00) · 수요일 09:00~13:00 · 목요일·금요일 09:00~18:00 (점심시간 13:00~14:00) · 토요일·일요일·공휴일 휴진',
    );
    expect(hoursFacts(changed({ fri: wednesday }), 'en').days).toBe(
      'Mon–Thu 09:00–18:00 (lunch break 13:00–14:00); Friday 09:00–13:00; Saturday 09:00–16:00',
    );
  });

  it('says when the clinic opens on public holidays, and keeps the note', () => {
    const open = changed({}, { closedOnHolidays: false, hoursNote: '접수 마감은 진료 종료 30분 전입니다.' });
    expect(hoursFacts(open, 'ko').closed).toBe('일요일 휴진 · 공휴일에도 진료');
    expect(hoursFacts(open, 'ko').note).toBe('접수 마감은 진료 종료 30분 전입니다.');
    const everyDay = changed({ sun: DEMO_HOURS.sat }, { closedOnHolidays: false });
    expect(hoursFacts(everyDay, 'en').closed).toBe('Open on public holidays');
    expect(
      hoursFacts(changed({ sat: { ...DEMO_HOURS.sat, lunchStart: '12:00', lunchEnd: '12:30' } }), 'jp').lunch,
    ).toBe('平日 13:00～14:00、土曜日 12:00～12:30');
    expect(
      hoursFacts(
        changed({
          mon: DEMO_HOURS.sat,
          tue: DEMO_HOURS.sat,
          wed: DEMO_HOURS.sat,
          thu: DEMO_HOURS.sat,
          fri: DEMO_HOURS.sat,
        }),
        'cn',
      ).lunch,
    ).toBe('不设午休');
  });

  it('gives the information page one row per group and one for the closed days, in every language', () => {
    expect(hoursRows(demo, 'ko')).toEqual([
      { category: '평일', text: '09:00~18:00 (점심시간 13:00~14:00)' },
      { category: '토요일', text: '09:00~16:00' },
      { category: '일요일·공휴일', text: '휴진' },
    ]);
    for (const locale of LOCALES) expect(hoursRows(demo, locale)).toHaveLength(3);
    expect(hoursRows(demo, 'en').at(-1)).toEqual({ category: 'Sundays and public holidays', text: 'Closed' });
  });

  it('gives schema.org the open spans, a lunch break as a gap and no closed day', () => {
    expect(openingHoursSpecification(DEMO_HOURS)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '14:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '16:00' },
    ]);
  });
});

describe("the contract's rules for a day", () => {
  const day = (value: object) => dayHours.safeParse({ ...DEMO_HOURS.mon, ...value });
  const errorsOf = (value: object, locale: 'ko' | 'en' = 'ko') => {
    const checked = settingsFields
      .partial()
      .safeParse({ hours: { ...DEMO_HOURS, sat: { ...DEMO_HOURS.sat, ...value } } });
    return checked.success ? {} : fieldErrors(checked.error, locale);
  };

  it('takes today’s hours, a closed day without times and a day without lunch', () => {
    expect(day({}).success).toBe(true);
    expect(day({ closed: true, open: '', close: '' }).success).toBe(true);
    expect(day({ lunchStart: '', lunchEnd: '' }).success).toBe(true);
  });

  it('refuses a close before the open, a wrong time, a half lunch and a lunch outside the hours, on the field', () => {
    expect(errorsOf({ close: '08:00' })).toEqual({
      'hours.sat.close': '진료 종료 시각은 시작 시각보다 늦어야 합니다.',
    });
    expect(errorsOf({ close: '08:00' }, 'en')).toEqual({
      'hours.sat.close': 'The closing time must be later than the opening time.',
    });
    expect(Object.keys(errorsOf({ open: '9:00' }))).toEqual(['hours.sat.open']);
    expect(Object.keys(errorsOf({ open: '24:00' }))).toEqual(['hours.sat.open']);
    expect(Object.keys(errorsOf({ open: '' }))).toEqual(['hours.sat.open']);
    expect(Object.keys(errorsOf({ lunchStart: '12:00' }))).toEqual(['hours.sat.lunchEnd']);
    expect(errorsOf({ lunchStart: '12:30', lunchEnd: '12:00' })).toEqual({
      'hours.sat.lunchEnd': '점심시간 종료 시각은 시작 시각보다 늦어야 합니다.',
    });
    expect(errorsOf({ lunchStart: '15:30', lunchEnd: '16:30' })).toEqual({
      'hours.sat.lunchEnd': '점심시간은 그날의 진료 시간 안에 있어야 합니다.',
    });
    expect(Object.keys(errorsOf({ lunchStart: '08:00', lunchEnd: '09:30' }))).toEqual(['hours.sat.lunchStart']);
  });
});
