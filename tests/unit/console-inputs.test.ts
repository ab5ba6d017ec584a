import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import { koreaInstant, koreaLocal, link, username } from '../../console/src/inputs/parse.ts';

// The console's form rules are the contract's: a staff member sees the same verdict the API gives.
const check = (validator: Validator, value: unknown) => validator(value, {}, {});

describe('console username rule', () => {
  it('judges the one spelling the API stores: fullwidth and capitals are the plain lower-case name', () => {
    for (const ok of ['kim01', 'KIM01', 'ＫＩＭ０１', ' kim01 ']) expect(check(username, ok), ok).toBeUndefined();
  });

  it('refuses what the API refuses: accents, too short, no digit', () => {
    for (const bad of ['kím01', 'ab1', 'kimkim', 'ｋｉｍ'])
      expect(check(username, bad), bad).toBe('app.validation.username');
  });
});

describe('console link rule', () => {
  it('takes http(s) addresses and single-slash paths, refuses other sites written as paths', () => {
    for (const ok of ['', 'https://pf.kakao.com/_abc', '/cost']) expect(check(link, ok), ok).toBeUndefined();
    for (const bad of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])
      expect(check(link, bad), bad).toBe('app.validation.url');
  });
});

describe('date-time inputs in Korea time', () => {
  it('read what staff type as Korea time, whatever zone the computer is in', () => {
    expect(koreaInstant('2026-03-01T09:00')).toBe('2026-03-01T00:00:00.000Z');
    expect(koreaInstant('2026-01-01T00:30')).toBe('2025-12-31T15:30:00.000Z');
    expect(koreaInstant('')).toBeNull();
    expect(koreaInstant(null)).toBeNull();
  });

  it('show a stored instant as Korea time, and back to the same instant', () => {
    expect(koreaLocal('2026-03-01T00:00:00.000Z')).toBe('2026-03-01T09:00');
    expect(koreaLocal('2025-12-31T15:30:00.000Z')).toBe('2026-01-01T00:30');
    expect(koreaLocal(null)).toBe('');
    for (const instant of ['2026-06-30T14:59:00.000Z', '2026-06-30T15:00:00.000Z', '2028-02-28T15:01:00.000Z'])
      expect(koreaInstant(koreaLocal(instant))).toBe(instant);
  });
});
