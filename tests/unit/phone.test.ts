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
  clinicPhoneShown,
  formInput,
  koreanPhoneProblem,
  memberPhoneProblem,
  phone,
  internationalPhone,
  certifyPhone,
  translate,
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

  it('reads 0082, as dialled from abroad, as Korea’s country code', () => {
    expect(phoneDigits('0082 10 5555 1234')).toBe('01055551234');
    expect(phoneDigits('0082-2-555-1234')).toBe('025551234');
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
    ['0082 2 555 1234', '025551234', '02-555-1234'],
    ['031 555 1234', '0315551234', '031-555-1234'],
    ['02-1234-5678', '0212345678', '02-1234-5678'],
    ['070-1234-5678', '07012345678', '070-1234-5678'],
    ['1588-1234', '15881234', '1588-1234'],
    ['+82 10 5555 1234', '01055551234', '010-5555-1234'],
  ])('takes %s, keeps the digits %s and shows %s', (typed, digits, shown) => {
    expect(clinicPhoneDigits(typed)).toBe(digits);
    expect(clinicPhone(30).parse(typed)).toBe(digits);
    expect(formatPhone(digits)).toBe(shown);
    expect(clinicPhoneShown(digits)).toBe(shown);
    expect(clinicPhoneShown(shown)).toBe(shown);
    expect(telHref(shown)).toBe(`tel:${digits}`);
  });

  it.each([
    ['02-555-12', 'phoneTooShort'],
    ['+82 2-555-12', 'phoneTooShort'],
    ['010-1234-56789', 'phoneTooLong'],
    ['02-1234-56789', 'phoneTooLong'],
    ['1588-12345', 'phoneTooLong'],
    ['전화번호', 'phoneCharacters'],
    ['02-555-1234 (대표)', 'phoneCharacters'],
    ['javascript:alert(777)', 'phoneCharacters'],
    ['tel:025551234', 'phoneCharacters'],
    ['---', 'phoneCharacters'],
    ['555-1234', 'phoneAreaCode'],
    ['1234-5678', 'phoneAreaCode'],
    ['10-5555-1234', 'phoneAreaCode'],
    ['+1 555 123 4567', 'phoneCountry'],
  ])('refuses %s with %s, and the site never links it', (typed, problem) => {
    expect(koreanPhoneProblem(typed)).toBe(problem);
    expect(clinicPhoneDigits(typed)).toBeUndefined();
    const result = settingsInput.shape.phone.safeParse(typed);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([problem]);
    expect(telHref(typed)).toBeUndefined();
    expect(clinicPhoneShown(typed)).toBe(typed);
  });

  it('an empty phone is the required error', () => {
    expect(settingsInput.shape.phone.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });

  it('is the rule of the consultation form and the staff notification phones too', () => {
    expect(formInput.shape.phone.parse('010-5555-1234')).toBe('01055551234');
    expect(formInput.shape.phone.safeParse('555-1234').error?.issues[0]?.message).toBe('phoneAreaCode');
    expect(
      settingsInput.shape.staffNotifyPhones.safeParse(['010-1234']).error?.issues.map((issue) => issue.message),
    ).toEqual(['phoneTooShort']);
  });
});

describe("a member's phone (console)", () => {
  const base = { username: 'member01', password: 'secret-pass-1!', name: '김회원', email: 'm@example.com' };
  const phoneOf = (phone: string, kind = 'PERSON') => memberCreate.safeParse({ ...base, kind, phone });
  const problemOf = (phone: string, kind = 'PERSON') => phoneOf(phone, kind).error?.issues.map((i) => i.message);

  it('takes the country code, hyphens and spaces, and keeps the digits', () => {
    expect(phoneOf('+82 10-5555-1234').data?.phone).toBe('01055551234');
    expect(phoneOf('0082 10 5555 1234').data?.phone).toBe('01055551234');
    expect(phoneOf('010-5555-1234').data?.phone).toBe('01055551234');
    expect(phoneOf('+1 (555) 123-4567').data?.phone).toBe('15551234567');
    expect(phoneOf('5551234567', 'FOREIGN').data?.phone).toBe('5551234567');
  });

  it('names what is wrong', () => {
    expect(problemOf('010-5555-12')).toEqual(['phoneTooShort']);
    expect(problemOf('5555-1234')).toEqual(['phoneAreaCode']);
    expect(problemOf('전화번호')).toEqual(['phoneCharacters']);
    expect(problemOf('')).toEqual(['required']);
    expect(problemOf('12345', 'FOREIGN')).toEqual(['phoneTooShort']);
    expect(problemOf('1234567890123456', 'FOREIGN')).toEqual(['phoneTooLong']);
    expect(memberPhoneProblem('+1 555', false)).toBe('phoneTooShort');
  });
});

describe('a phone number too short or too long is told so, never to drop hyphens it has none of (issue 25 item 16)', () => {
  const messagesOf = (
    schema: { safeParse: (v: string) => { error?: { issues: Array<{ message: string }> } } },
    v: string,
  ) => schema.safeParse(v).error?.issues.map((issue) => issue.message);

  it('a Korean phone field (sign-up, consultation request, settings)', () => {
    expect(messagesOf(phone(), '0101234')).toEqual(['phoneTooShort']);
    expect(messagesOf(phone(), '010-1234')).toEqual(['phoneTooShort']);
    expect(messagesOf(phone(), '010123456789')).toEqual(['phoneTooLong']);
    expect(translate('ko', 'phoneTooShort')).not.toContain('하이픈');
  });

  it('an international member’s phone and the recovery form’s (digits, 6 to 15)', () => {
    expect(messagesOf(internationalPhone(), '01012')).toEqual(['phoneTooShort']);
    expect(messagesOf(internationalPhone(), '1234567890123456')).toEqual(['phoneTooLong']);
    expect(messagesOf(internationalPhone(), '010-1234-5678')).toEqual(['phone']);
    expect(messagesOf(internationalPhone(), '')).toEqual(['required']);
    expect(internationalPhone().parse('0101234')).toBe('0101234');
    // The recovery form checks what it sends as the API does: typed with hyphens or +82, read as digits.
    expect(messagesOf(certifyPhone(), '010-12')).toEqual(['phoneTooShort']);
    expect(certifyPhone().parse('010-5555-1234')).toBe('01055551234');
    expect(certifyPhone().parse('+82 10 5555 1234')).toBe('01055551234');
  });
});
