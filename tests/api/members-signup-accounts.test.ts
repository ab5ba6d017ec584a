import { describe, expect, it } from 'vitest';
import { createUser } from './support/testApp.ts';
import {
  accessToken,
  bearer,
  certify,
  dbTime,
  errorsOf,
  getMe,
  koreaDateYearsAgo,
  newContact,
  newUsername,
  PASSWORD,
  postSignup,
  signUp,
  signupBody,
} from './support/members.ts';
import { http, t, terms, useMemberApp } from './support/memberApp.ts';
import { KO } from './support/signup.ts';

// POST /api/v1/users: a successful sign-up with the terms agreed and their versions, unique usernames,
// and the certification token that proves the e-mail or phone given.

useMemberApp();

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
