import { describe, expect, it } from 'vitest';
import { koreaToday } from '@clinic/contract';

describe('koreaToday', () => {
  it('turns the day at midnight Korea time (15:00 UTC), across month and year ends', () => {
    expect(koreaToday(new Date('2026-12-31T14:59:59.999Z'))).toBe('2026-12-31');
    expect(koreaToday(new Date('2026-12-31T15:00:00.000Z'))).toBe('2027-01-01');
    expect(koreaToday(new Date('2028-02-28T15:00:00.000Z'))).toBe('2028-02-29');
  });

  it('agrees with the time zone database over a year of hours', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 - 1) {
      expect(koreaToday(new Date(t))).toBe(zone.format(new Date(t)));
    }
  });
});
