import { describe, it } from 'vitest';
import { koreaDateYearsAgo, PASSWORD } from './support/members.ts';
import { koreaToday, translate } from '@clinic/contract';
import { useMemberApp } from './support/memberApp.ts';
import { expectAccepted, expectRefused, KO } from './support/signup.ts';

// POST /api/v1/users: the rules of each field of the sign-up form.

useMemberApp();

describe('username: at least 5 characters with letters and numbers', () => {
  it.each([
    ['', KO.required],
    ['ab12', KO.username],
    ['abcdefg', KO.username],
    ['1234567', KO.username],
    ['abc 123', KO.username],
    ['회원abc123', KO.username],
    ['a1'.repeat(15) + 'b', KO.username],
  ])('refuses %j', async (username, message) => {
    await expectRefused('username', { username }, message);
  });

  it.each([['ab123'], ['Kim_01.lee-x'], ['a'.repeat(29) + '9']])('accepts %j', async (username) => {
    await expectAccepted({ username });
  });
});

describe('password: at least 8 characters with letters, numbers and a special symbol; confirmed', () => {
  it.each([
    ['', KO.required],
    ['Ab1!xyz', KO.password],
    ['abcdefgh1', KO.password],
    ['abcdefg!', KO.password],
    ['1234567!', KO.password],
    ['Abcd 1234', KO.password],
    ['Ab1!' + 'x'.repeat(61), KO.password],
  ])('refuses %j', async (password, message) => {
    await expectRefused('password', { password, passwordConfirm: password }, message);
  });

  it.each([['abcd123!'], ['비밀번호abc1!'], ['Ab1!' + 'x'.repeat(60)]])('accepts %j', async (password) => {
    await expectAccepted({ password, passwordConfirm: password });
  });

  it('refuses a confirmation that differs, or none', async () => {
    await expectRefused('passwordConfirm', { passwordConfirm: PASSWORD + 'x' }, KO.passwordMismatch);
    await expectRefused('passwordConfirm', { passwordConfirm: undefined }, KO.passwordConfirm);
  });
});

describe('name: required, at most 100 characters', () => {
  it.each([
    ['', KO.required],
    ['   ', KO.required],
    ['가'.repeat(101), '100자를 넘을 수 없습니다.'],
  ])('refuses %j', async (name, message) => {
    await expectRefused('name', { name }, message);
  });

  it('refuses a missing name', async () => {
    await expectRefused('name', { name: undefined }, KO.required);
  });

  it.each([['가'.repeat(100)], ['주식회사 서울 정맥 (본점)']])('accepts %j', async (name) => {
    await expectAccepted({ name });
  });
});

describe('e-mail', () => {
  it.each([
    ['', KO.required],
    ['not-an-email', KO.email],
    ['kim@localhost', KO.email],
    ['kim lee@example.com', KO.email],
    ['a'.repeat(243) + '@example.com', '254자를 넘을 수 없습니다.'],
  ])('refuses %j', async (email, message) => {
    await expectRefused('email', { email }, message);
  });

  it.each([['kim.lee+clinic@example.co.kr'], ['  Kim@Example.COM  ']])('accepts %j', async (email) => {
    await expectAccepted({ email });
  });
});

describe('phone: a Korean number, the message naming what is wrong (an international member gives digits with a country code)', () => {
  it.each([
    ['PERSON', '', KO.required],
    ['PERSON', '010-1234', translate('ko', 'phoneTooShort')],
    ['PERSON', '010 1234 5678 (집)', translate('ko', 'phoneCharacters')],
    ['PERSON', '+1 202 555 0123', translate('ko', 'phoneCountry')],
    ['PERSON', '1012345678', translate('ko', 'phoneAreaCode')],
    ['PERSON', '0101234', translate('ko', 'phoneTooShort')],
    ['COMPANY', '010123456789', translate('ko', 'phoneTooLong')],
    ['FOREIGN', '+12025550123', KO.phone],
    ['FOREIGN', '1-202-555-0123', KO.phone],
    // Digits only but too few or too many: told so, not to drop hyphens it has none of (issue 25).
    ['FOREIGN', '12345', translate('ko', 'phoneTooShort')],
    ['FOREIGN', '1234567890123456', translate('ko', 'phoneTooLong')],
  ])('%s refuses %j', async (kind, phone, message) => {
    await expectRefused('phone', { kind, phone }, message);
  });

  it.each([
    ['PERSON', '01012345678'],
    ['PERSON', '0212345678'],
    ['COMPANY', '021234567'],
    ['FOREIGN', '12025550123'],
    ['FOREIGN', '123456'],
    ['FOREIGN', '821012345678901'],
  ])('%s accepts %j', async (kind, phone) => {
    await expectAccepted({ kind, phone });
  });

  it('refuses an unknown member kind', async () => {
    await expectRefused('kind', { kind: 'ALIEN' }, KO.required);
  });
});

describe('birth date: a real date, 14 or older on Korea’s calendar', () => {
  it.each([
    ['missing', undefined, KO.required],
    ['empty', '', KO.invalidDate],
    ['slashes', '1990/01/01', KO.invalidDate],
    ['month 13', '1990-13-01', KO.invalidDate],
    ['day 32', '1990-01-32', KO.invalidDate],
    ['before 1900', '1899-12-31', KO.invalidDate],
    ['tomorrow', koreaDateYearsAgo(0, 1), KO.invalidDate],
    ['14th birthday tomorrow', koreaDateYearsAgo(14, 1), KO.underAge],
    ['13 years old', koreaDateYearsAgo(13), KO.underAge],
    ['born today', koreaToday(), KO.underAge],
  ])('refuses %s (%j)', async (_label, birthDate, message) => {
    await expectRefused('birthDate', { birthDate }, message);
  });

  it.each([
    ['14th birthday today', koreaDateYearsAgo(14)],
    ['29 February of a leap year', '2000-02-29'],
    ['1 January 1900', '1900-01-01'],
  ])('accepts %s (%j)', async (_label, birthDate) => {
    await expectAccepted({ birthDate });
  });

  // Regression: `birthDate()` (contract/src/members.ts) checks `new Date(v + 'T00:00:00Z')`, which rolls
  // 2001-02-29 over to 1 March and 2001-04-31 to 1 May, so dates that do not exist are stored.
  it.each([['2001-02-29'], ['2001-04-31']])('refuses a day the month does not have (%j)', async (birthDate) => {
    await expectRefused('birthDate', { birthDate }, KO.invalidDate);
  });
});
