import { describe, expect, it } from 'vitest';
import { certify, errorsOf, koreaDateYearsAgo, postSignup, signupBody } from './support/members.ts';
import { http, t, useMemberApp } from './support/memberApp.ts';
import { expectAccepted, expectRefused, KO, submit } from './support/signup.ts';
import { translate } from '@clinic/contract';

// POST /api/v1/users: the certification token required, the messages in the caller's language, and
// the terms that must be agreed.

useMemberApp();

describe('certification token', () => {
  it('is required: "Please proceed with the authentication process"', async () => {
    await expectRefused('certificationToken', { certificationToken: undefined }, KO.authProcess);
    await expectRefused('certificationToken', { certificationToken: '' }, KO.authProcess);
    const en = await submit({ certificationToken: undefined }, 'en');
    expect(errorsOf(en)).toEqual({ certificationToken: 'Please proceed with the authentication process.' });
  });

  it('must be one that was issued: a made-up token is refused with the same message', async () => {
    const res = await submit({}, 'en');
    expect(res.body).toEqual({ message: 'Please proceed with the authentication process.' });
  });
});

describe('messages in the caller’s language', () => {
  // Two forms: field rules, then the rules across fields (checked once the fields themselves pass).
  const fieldRules = {
    username: 'ab',
    password: 'short',
    name: '가'.repeat(101),
    birthDate: koreaDateYearsAgo(10),
    certificationToken: undefined,
  };
  // Hyphens and +82 are fine (the digits are kept); a number too short is not.
  const crossRules = { passwordConfirm: 'other', phone: '010-1234' };
  it.each([
    [
      'en',
      'Please check what you entered.',
      {
        username: 'The username needs at least 5 characters, including letters and numbers.',
        password: 'The password needs at least 8 characters, including letters, numbers and special symbols.',
        name: 'Must not exceed 100 characters.',
        birthDate: 'Children under 14 cannot sign up.',
        certificationToken: 'Please proceed with the authentication process.',
      },
      {
        passwordConfirm: 'The passwords do not match. Please enter them again.',
        phone: translate('en', 'phoneTooShort'),
      },
    ],
    [
      'zh-CN',
      '请检查您输入的内容。',
      {
        username: '用户名须至少5个字符，并包含字母和数字。',
        password: '密码须至少8个字符，并包含字母、数字和特殊符号。',
        name: '不能超过100个字符。',
        birthDate: '未满14岁不能注册。',
        certificationToken: '请完成身份验证。',
      },
      { passwordConfirm: '两次输入的密码不一致，请重新输入。', phone: translate('cn', 'phoneTooShort') },
    ],
    [
      'ja',
      '入力内容をもう一度ご確認ください。',
      {
        username: 'IDは英字と数字を含む5文字以上で入力してください。',
        password: 'パスワードは英字・数字・記号を含む8文字以上で入力してください。',
        name: '100文字以内で入力してください。',
        birthDate: '14歳未満の方は登録できません。',
        certificationToken: '認証手続きを行ってください。',
      },
      {
        passwordConfirm: 'パスワードが一致しません。もう一度入力してください。',
        phone: translate('jp', 'phoneTooShort'),
      },
    ],
    [
      'ko',
      KO.validationFailed,
      {
        username: KO.username,
        password: KO.password,
        name: '100자를 넘을 수 없습니다.',
        birthDate: KO.underAge,
        certificationToken: KO.authProcess,
      },
      { passwordConfirm: KO.passwordMismatch, phone: translate('ko', 'phoneTooShort') },
    ],
  ] as const)('%s', async (language, message, fieldErrors, crossErrors) => {
    expect((await submit(fieldRules, language)).body).toEqual({ message, errors: fieldErrors });
    expect((await submit(crossRules, language)).body).toEqual({ message, errors: crossErrors });
  });

  it('a form with several mistakes is told about all of them at once', async () => {
    const res = await submit({ username: 'ab', ...crossRules });
    expect(errorsOf(res)).toEqual({
      username: KO.username,
      passwordConfirm: KO.passwordMismatch,
      phone: translate('ko', 'phoneTooShort'),
    });
  });
});

describe('required agreements (terms in force seeded through the console API)', () => {
  it.each([
    ['terms of use not given', { 'privacy-consent': true }],
    ['terms of use refused', { 'terms-of-use': false, 'privacy-consent': true, 'marketing-consent': true }],
    ['privacy consent not given', { 'terms-of-use': true, 'marketing-consent': true }],
    ['privacy consent refused', { 'terms-of-use': true, 'privacy-consent': false }],
    ['nothing agreed', {}],
  ])('refuses: %s', async (_label, agreements) => {
    await expectRefused('agreements', { agreements }, KO.agreementRequired);
  });

  it('says so in English too', async () => {
    const res = await submit({ agreements: { 'privacy-consent': true } }, 'en');
    expect(errorsOf(res)).toEqual({ agreements: 'Please agree to the required terms.' });
  });

  it('accepts both required ones without marketing', async () => {
    await expectAccepted({ agreements: { 'terms-of-use': true, 'privacy-consent': true } });
  });

  it('a refused form leaves the certification token usable', async () => {
    const body = signupBody();
    body.certificationToken = await certify(t, http, 'email', String(body.email));
    const refused = await postSignup(http, { ...body, agreements: { 'terms-of-use': true } });
    expect(errorsOf(refused)).toEqual({ agreements: KO.agreementRequired });
    const done = await postSignup(http, body);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
  });
});
