import { describe, expect, it } from 'vitest';
import {
  clinicPhone,
  clinicPhoneDigits,
  formatPhone,
  phoneDigits,
  phoneSearchDigits,
  phoneTyped,
  settingsInput,
  memberCreate,
} from '@clinic/contract';
import { telHref } from '../../public-site/src/lib/phone.ts';

// One reading of a typed phone number (contract/src/phone.ts) for the settings, members, forms,
// searches and the site's tel: links (issue #19 finding 4, issue #24 item 3).

describe('phoneDigits', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['010 1234 5678', '01012345678'],
    ['(02) 555-1234', '025551234'],
    ['02.555.1234', '025551234'],
    ['+82 10-5555-1234', '01055551234'],
    ['+82 2-555-1234', '025551234'],
    ['+82 (0)2-555-1234', '025551234'],
    ['+82 010 5555 1234', '01055551234'],
    ['+821055551234', '01055551234'],
    ['+82 1588-1234', '15881234'],
    ['+1 (555) 123-4567', '15551234567'],
    ['1588-1234', '15881234'],
  ])('reads %s as %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it('leaves what is no phone number as typed', () => {
    for (const text of ['전화번호', 'javascript:alert(777)', '02-555-1234 (대표)', 'tel:025551234'])
      expect(phoneDigits(text)).toBe(text);
  });

  it('is what the forms and searches read too', () => {
    expect(phoneTyped('+82 10-5555-1234')).toBe('01055551234');
    expect(phoneSearchDigits('+82 10 5555 1234')).toBe('01055551234');
    expect(phoneSearchDigits('5678')).toBe('5678');
  });
});

describe('the clinic phone (settings)', () => {
  it.each([
    ['02-555-1234', '025551234', '02-555-1234'],
    ['+82 2-555-1234', '025551234', '02-555-1234'],
    ['031 555 1234', '0315551234', '031-555-1234'],
    ['02-1234-5678', '0212345678', '02-1234-5678'],
    ['070-1234-5678', '07012345678', '070-1234-5678'],
    ['1588-1234', '15881234', '1588-1234'],
    ['+82 10 5555 1234', '01055551234', '010-5555-1234'],
  ])('takes %s (digits %s) and keeps it as %s', (typed, digits, kept) => {
    expect(clinicPhoneDigits(typed)).toBe(digits);
    expect(clinicPhone(30).parse(typed)).toBe(kept);
    expect(formatPhone(digits)).toBe(kept);
    expect(telHref(kept)).toBe(`tel:${digits}`);
  });

  it.each([
    '02-555-12',
    '전화번호',
    '02-555-1234 (대표)',
    'javascript:alert(777)',
    'tel:025551234',
    '1234-5678',
    '+1 555 123 4567',
  ])('refuses %s, and the site never links it', (typed) => {
    expect(clinicPhoneDigits(typed)).toBeUndefined();
    const result = settingsInput.shape.phone.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['clinicPhone']);
    expect(telHref(typed)).toBeUndefined();
  });

  it('an empty phone is the required error', () => {
    expect(settingsInput.shape.phone.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });
});

describe("a member's phone (console)", () => {
  const phoneOf = (phone: string) => memberCreate.shape.phone.safeParse(phone);

  it('takes the country code, hyphens and spaces, and keeps the digits', () => {
    expect(phoneOf('+82 10-5555-1234').data).toBe('01055551234');
    expect(phoneOf('010-5555-1234').data).toBe('01055551234');
    expect(phoneOf('+1 (555) 123-4567').data).toBe('15551234567');
    expect(phoneOf('123456').data).toBe('123456');
  });

  it('refuses fewer than 6 or more than 15 digits, and text', () => {
    for (const phone of ['12345', '1234567890123456', '전화번호', ''])
      expect(phoneOf(phone).error?.issues.map((issue) => issue.message)).toEqual(['memberPhone']);
  });
});
