import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { createUser, startTestApp, type TestApp } from './support/testApp.ts';
import {
  accessToken,
  bearer,
  certify,
  dbTime,
  errorsOf,
  freshHttp,
  getMe,
  koreaDateYearsAgo,
  newContact,
  newUsername,
  PASSWORD,
  postSignup,
  seedMemberTerms,
  signUp,
  signupBody,
  type Http,
  type Language,
  type SeededTerms,
} from './support/members.ts';
import { koreaToday } from '@clinic/contract';

// POST /api/v1/users: every rule of the sign-up form, the terms agreed with their versions, unique
// usernames, and the certification token that proves the e-mail or phone given.
let t: TestApp;
let terms: SeededTerms;
/** Fresh rate-limit counters for every test (sign-up allows 20 an hour from one address). */
let http: Http;

beforeAll(async () => {
  t = await startTestApp({ CODE_MAX_PER_IP: '1000' });
  terms = await seedMemberTerms(t);
});
afterAll(() => t.close());
beforeEach(() => {
  http = freshHttp(t);
});

const KO = {
  required: '필수 입력 항목입니다.',
  authProcess: '인증 절차를 진행해 주세요.',
  username: '아이디는 영문과 숫자를 포함해 5자 이상이어야 합니다.',
  password: '비밀번호는 영문, 숫자, 특수문자를 포함해 8자 이상이어야 합니다.',
  passwordConfirm: '비밀번호를 다시 입력해 주세요.',
  passwordMismatch: '비밀번호가 서로 다릅니다. 다시 입력해 주세요.',
  phone: '휴대폰 번호는 하이픈(-) 없이 숫자만 입력해 주세요.',
  email: '올바른 이메일 주소를 입력해 주세요.',
  invalidDate: '올바른 날짜와 시간을 입력해 주세요.',
  underAge: '만 14세 미만은 가입할 수 없습니다.',
  agreementRequired: '필수 약관에 동의해 주세요.',
  usernameTaken: '이미 사용 중이거나 사용할 수 없는 아이디입니다.',
  certificationMismatch: '인증한 연락처와 입력한 연락처가 다릅니다.',
  validationFailed: '입력한 내용을 다시 확인해 주세요.',
};

/**
 * The form with one change and a made-up certification token. A form that breaks a rule is a 400
 * naming the field; one that keeps every rule gets as far as the token and is refused only there.
 */
async function submit(overrides: Record<string, unknown>, language: Language = 'ko'): Promise<Response> {
  const res = await postSignup(http, signupBody(overrides), language);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res;
}

async function expectRefused(field: string, overrides: Record<string, unknown>, message: string) {
  const res = await submit(overrides);
  expect(res.body.message).toBe(KO.validationFailed);
  expect(errorsOf(res)).toEqual({ [field]: message });
}

/** Every rule kept: the only complaint left is the (made-up) certification token. */
async function expectAccepted(overrides: Record<string, unknown>) {
  const res = await submit(overrides);
  expect(res.body).toEqual({ message: KO.authProcess });
}

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

describe('phone: digits only (a Korean number; an international member may give a country code)', () => {
  it.each([
    ['PERSON', '', KO.required],
    ['PERSON', '010-1234-5678', KO.phone],
    ['PERSON', '010 1234 5678', KO.phone],
    ['PERSON', '+821012345678', KO.phone],
    ['PERSON', '1012345678', KO.phone],
    ['PERSON', '0101234', KO.phone],
    ['COMPANY', '010123456789', KO.phone],
    ['FOREIGN', '+12025550123', KO.phone],
    ['FOREIGN', '1-202-555-0123', KO.phone],
    ['FOREIGN', '12345', KO.phone],
    ['FOREIGN', '1234567890123456', KO.phone],
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
  const crossRules = { passwordConfirm: 'other', phone: '010-1234-5678' };
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
        phone: 'Enter the phone number in digits only, without hyphens.',
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
      { passwordConfirm: '两次输入的密码不一致，请重新输入。', phone: '请仅输入数字，不要输入连字符（-）。' },
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
        phone: '電話番号はハイフン（-）なしの数字のみで入力してください。',
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
      { passwordConfirm: KO.passwordMismatch, phone: KO.phone },
    ],
  ] as const)('%s', async (language, message, fieldErrors, crossErrors) => {
    expect((await submit(fieldRules, language)).body).toEqual({ message, errors: fieldErrors });
    expect((await submit(crossRules, language)).body).toEqual({ message, errors: crossErrors });
  });

  it('a form with several mistakes is told about all of them at once', async () => {
    const res = await submit({ username: 'ab', ...crossRules });
    expect(errorsOf(res)).toEqual({ username: KO.username, passwordConfirm: KO.passwordMismatch, phone: KO.phone });
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

interface ConsentRow {
  term_code: string;
  term_version: string | null;
  agreed: number | boolean;
}
const consentsOf = async (userId: number) =>
  ((await t.db.knex('user_consents').where({ user_id: userId }).orderBy('id')) as ConsentRow[]).map((r) => ({
    code: r.term_code,
    version: r.term_version,
    agreed: Boolean(r.agreed),
  }));

describe('a successful sign-up', () => {
  it('answers 201 with the user and a refresh token; the account is a plain member', async () => {
    const contact = newContact();
    const username = newUsername('Kim');
    const body = signupBody({ username, email: `  ${contact.email.toUpperCase()} `, phone: contact.phone });
    body.certificationToken = await certify(t, http, 'email', contact.email);
    const res = await postSignup(http, body, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      user: { id: expect.any(Number), username: username.toLowerCase() },
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const id = res.body.user.id as number;
    const access = await accessToken(http, res.body.refreshToken as string);
    const me = await getMe(http, access);
    expect(me.status).toBe(200);
    expect(me.body.me).toEqual({
      id,
      username: username.toLowerCase(),
      kind: 'PERSON',
      name: '김회원',
      email: contact.email,
      phone: contact.phone,
      birthDate: '1985-04-12',
      level: null,
      marketing: false,
      documents: [],
      createdAt: expect.stringMatching(/Z$/),
    });
    const row = (await t.db.knex('users').where({ id }).first('password_hash', 'scopes', 'locale', 'status')) as {
      password_hash: string;
      scopes: string;
      locale: string;
      status: string;
    };
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(JSON.parse(row.scopes)).toEqual(['user']);
    expect(row.locale).toBe('en');
    expect(row.status).toBe('active');
    // The new member can log in with the password, and is no staff member.
    const loginRes = await http
      .get('/api/auth/refreshToken')
      .set('Authorization', 'Basic ' + Buffer.from(`${username}:${PASSWORD}`).toString('base64'));
    expect(loginRes.status).toBe(200);
    const consoleRes = await http.get('/api/console/terms').set('Authorization', bearer(access));
    expect(consoleRes.status).toBe(403);
  });

  it('records each consent with the version in force (not an older, later or unpublished one)', async () => {
    const member = await signUp(t, http, {
      agreements: { 'terms-of-use': true, 'privacy-consent': true, 'marketing-consent': false },
    });
    expect(await consentsOf(member.id)).toEqual([
      { code: 'terms-of-use', version: terms['terms-of-use'], agreed: true },
      { code: 'privacy-consent', version: terms['privacy-consent'], agreed: true },
      { code: 'marketing-consent', version: terms['marketing-consent'], agreed: false },
    ]);
    const me = await getMe(http, member.accessToken);
    expect(me.body.me.marketing).toBe(false);
  });

  it('records marketing agreed when given, and the member’s marketing flag', async () => {
    const member = await signUp(t, http, {
      agreements: { 'terms-of-use': true, 'privacy-consent': true, 'marketing-consent': true },
    });
    expect(await consentsOf(member.id)).toContainEqual({
      code: 'marketing-consent',
      version: terms['marketing-consent'],
      agreed: true,
    });
    expect((await getMe(http, member.accessToken)).body.me.marketing).toBe(true);
  });

  it('at the boundaries: a 5-character username, an 8-character password, 14 today, a 100-character name', async () => {
    const username = `k${newUsername('').slice(0, 3)}7`;
    const password = 'abcd123!';
    const birthDate = koreaDateYearsAgo(14);
    const name = '가'.repeat(100);
    const member = await signUp(t, http, { username, password, passwordConfirm: password, birthDate, name });
    const me = (await getMe(http, member.accessToken)).body.me;
    expect(me).toMatchObject({ username, birthDate, name });
  });

  it('an international member with a country code, proved by SMS', async () => {
    const phone = `1202${String(Date.now()).slice(-7)}`;
    const member = await signUp(t, http, { kind: 'FOREIGN', phone, name: 'Jane Doe' }, 'sms');
    expect((await getMe(http, member.accessToken)).body.me).toMatchObject({ kind: 'FOREIGN', phone });
  });

  it('an institution (COMPANY) with an office number', async () => {
    const phone = `02${String(Date.now()).slice(-8)}`;
    const member = await signUp(t, http, { kind: 'COMPANY', phone, name: '주식회사 정맥' }, 'sms');
    expect((await getMe(http, member.accessToken)).body.me).toMatchObject({ kind: 'COMPANY', phone });
  });
});

describe('a username is taken once', () => {
  it('a duplicate username is 409, also in another case, and the token stays usable', async () => {
    const first = await signUp(t, http, { username: newUsername('Dup') });
    for (const username of [first.username, first.username.toUpperCase(), first.username.toLowerCase()]) {
      const body = signupBody({ username });
      body.certificationToken = await certify(t, http, 'email', String(body.email));
      const res = await postSignup(http, body, 'en');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'This username is taken or cannot be used.' });
    }
    const koBody = signupBody({ username: first.username });
    koBody.certificationToken = await certify(t, http, 'email', String(koBody.email));
    const ko = await postSignup(http, koBody);
    expect(ko.status).toBe(409);
    expect(ko.body).toEqual({ message: KO.usernameTaken });
    expect(await t.db.knex('users').whereRaw('lower(username) = ?', [first.username.toLowerCase()])).toHaveLength(1);
  });
});

describe('the certification token proves the contact given', () => {
  it('an e-mail token for another address is refused on email', async () => {
    const body = signupBody();
    body.certificationToken = await certify(t, http, 'email', newContact().email);
    const res = await postSignup(http, body);
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual({ email: KO.certificationMismatch });
    expect(await t.db.knex('users').where({ username: body.username })).toHaveLength(0);
  });

  it('an SMS token for another number is refused on phone; for the number given it is accepted', async () => {
    const body = signupBody();
    body.certificationToken = await certify(t, http, 'sms', newContact().phone);
    const res = await postSignup(http, body, 'en');
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual({ phone: 'The verified contact differs from the one entered.' });
    body.certificationToken = await certify(t, http, 'sms', String(body.phone));
    expect((await postSignup(http, body)).status).toBe(201);
  });

  it('the e-mail matches whatever its letter case', async () => {
    const body = signupBody();
    body.certificationToken = await certify(t, http, 'email', String(body.email).toUpperCase());
    expect((await postSignup(http, { ...body, email: ` ${String(body.email)}` })).status).toBe(201);
  });

  it('is used once', async () => {
    const body = signupBody();
    body.certificationToken = await certify(t, http, 'email', String(body.email));
    expect((await postSignup(http, body)).status).toBe(201);
    const again = await postSignup(http, { ...body, username: newUsername() });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: KO.authProcess });
  });

  it('a token for changing a contact (purpose contact) does not sign anyone up', async () => {
    const body = signupBody();
    body.certificationToken = await certify(t, http, 'email', String(body.email), 'contact');
    const res = await postSignup(http, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: KO.authProcess });
  });

  it('expires 30 minutes after the code was confirmed', async () => {
    const body = signupBody();
    body.certificationToken = await certify(t, http, 'email', String(body.email));
    await t.db
      .knex('verification_codes')
      .where({ target: body.email, purpose: 'signup' })
      .whereNotNull('verified_at')
      .update({ expires_at: dbTime(-1000) });
    const res = await postSignup(http, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: KO.authProcess });
  });
});

describe('sign-up and staff accounts', () => {
  it('a staff username is taken as well', async () => {
    const staff = await createUser(t, ['user', 'console'], 'staffx');
    const body = signupBody({ username: staff.username.toUpperCase() });
    body.certificationToken = await certify(t, http, 'email', String(body.email));
    const res = await postSignup(http, body);
    expect(res.status).toBe(409);
  });
});
