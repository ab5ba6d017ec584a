import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp.ts';
import {
  accessToken,
  accessTokenRequest,
  afterSecond,
  bearer,
  codeIn,
  deliveredTo,
  freshHttp,
  getMe,
  issuedAt,
  messagesTo,
  newContact,
  refreshTokenFor,
  signUp,
  type Http,
  type Language,
  type Member,
} from './support/members.ts';

// POST /api/v1/users/recovery: find a username or set a new password after a code sent to the
// account's e-mail or phone. The first step answers the same whether or not an account matches.
const t = useTestApp({ env: { CODE_MAX_PER_IP: '1000' } });
let http: Http;

beforeEach(() => {
  http = freshHttp(t);
});

type Action = 'findUsername' | 'resetPassword';
type Channel = 'email' | 'sms';

const recovery = (body: Record<string, unknown>, language: Language = 'ko') =>
  http.post('/api/v1/users/recovery').set('Accept-Language', language).send(body);

const send = (action: Action, channel: Channel, target: string, username?: string, language: Language = 'ko') =>
  recovery({ step: 'send', action, channel, target, ...(username === undefined ? {} : { username }) }, language);

const confirm = (
  action: Action,
  channel: Channel,
  target: string,
  code: string,
  extra: Record<string, unknown> = {},
  language: Language = 'ko',
) => recovery({ step: 'confirm', action, channel, target, code, ...extra }, language);

/**
 * The code in the newest message to `recipient`: the message that carries the newest code made for
 * it, waited for (a recovery code leaves only after the answer): read again each time the app
 * finishes a send.
 */
async function lastCode(recipient: string): Promise<string> {
  const newest = (await t.db.knex('verification_codes').where({ target: recipient }).orderBy('id', 'desc').first()) as
    { code_hash: string } | undefined;
  if (!newest) throw new Error(`no code for ${recipient}`);
  const code = await t.messenger.settle(
    async () =>
      (await messagesTo(t, recipient))
        // A message still on its way has only the outbox's masked text (no code) yet.
        .map((m) => /(?<!\d)(\d{6})(?!\d)/.exec(m.body)?.[1])
        .find((c) => c !== undefined && createHash('sha256').update(c).digest('hex') === newest.code_hash),
    (found) => found !== undefined,
  );
  if (!code) throw new Error(`no message to ${recipient} with its newest code`);
  return code;
}

const SENT = {
  ko: '입력하신 정보와 일치하는 계정이 있으면 인증번호를 보냈습니다.',
  en: 'If an account matches what you entered, we sent it a verification code.',
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let member: Member;
beforeAll(async () => {
  member = await signUp(t, freshHttp(t));
});

describe('step send: the same answer whether or not an account matches', () => {
  it('by e-mail: the known address gets a code, the unknown one nothing', async () => {
    const before = (await messagesTo(t, member.email)).length;
    const known = await send('findUsername', 'email', member.email.toUpperCase(), undefined, 'en');
    const unknownEmail = newContact().email;
    const unknown = await send('findUsername', 'email', unknownEmail, undefined, 'en');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: SENT.en, expiresIn: 300 });
    expect(unknown.body).toEqual(known.body);
    await deliveredTo(t, member.email, before + 1);
    const [message] = (await messagesTo(t, member.email)).slice(-1);
    expect(message).toMatchObject({ channel: 'email', status: 'stored', provider: 'outbox' });
    expect(message!.body).toContain(`Your code is ${codeIn(message!.body)}`);
    expect(await messagesTo(t, unknownEmail)).toEqual([]);
  });

  it('by SMS, in Korean', async () => {
    const before = (await messagesTo(t, member.phone)).length;
    const known = await send('findUsername', 'sms', member.phone);
    const unknownPhone = newContact().phone;
    const unknown = await send('findUsername', 'sms', unknownPhone);
    expect(known.body).toEqual({ message: SENT.ko, expiresIn: 300 });
    expect(unknown.body).toEqual(known.body);
    await deliveredTo(t, member.phone, before + 1);
    const messages = await messagesTo(t, member.phone);
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)!.body).toContain('인증번호는');
    expect(await messagesTo(t, unknownPhone)).toEqual([]);
  });

  it('a password reset needs the username with the contact: a wrong one gets the same answer and no code', async () => {
    const before = (await messagesTo(t, member.email)).length;
    const wrongName = await send('resetPassword', 'email', member.email, 'someone99');
    const noName = await send('resetPassword', 'email', member.email);
    expect(wrongName.body).toEqual({ message: SENT.ko, expiresIn: 300 });
    expect(noName.body).toEqual(wrongName.body);
    expect(await messagesTo(t, member.email)).toHaveLength(before);
    const right = await send('resetPassword', 'email', member.email, member.username.toUpperCase());
    expect(right.body).toEqual(wrongName.body);
    await deliveredTo(t, member.email, before + 1);
    expect(await messagesTo(t, member.email)).toHaveLength(before + 1);
  });

  it('refuses a malformed request', async () => {
    const res = await recovery({ step: 'send', action: 'findUsername', channel: 'email', target: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ target: '필수 입력 항목입니다.' });
    const step = await recovery({ step: 'guess', action: 'findUsername', channel: 'email', target: 'a@b.co' });
    expect(step.status).toBe(400);
  });
});

describe('step confirm: find the username', () => {
  it('the right code answers the username', async () => {
    await send('findUsername', 'sms', member.phone);
    const res = await confirm('findUsername', 'sms', member.phone, await lastCode(member.phone));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: member.username });
  });

  it('a wrong code is refused, in the caller’s language, and answers no username', async () => {
    await send('findUsername', 'email', member.email);
    const code = await lastCode(member.email);
    const res = await confirm('findUsername', 'email', member.email, wrong(code), {}, 'en');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The verification code is not correct.' });
    expect(JSON.stringify(res.body)).not.toContain(member.username);
    // The right one still works once, then not again.
    expect((await confirm('findUsername', 'email', member.email, code)).body).toEqual({ username: member.username });
    expect((await confirm('findUsername', 'email', member.email, code)).status).toBe(400);
  });

  it('a code for a contact nobody has is refused like a wrong one', async () => {
    const { email } = newContact();
    await send('findUsername', 'email', email);
    const res = await confirm('findUsername', 'email', email, '123456');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '인증번호가 올바르지 않습니다.' });
  });

  it('a sign-up code is no recovery code', async () => {
    const signupCode = await http.post('/api/v1/users/certify').send({ channel: 'email', target: member.email });
    expect(signupCode.status).toBe(200);
    const res = await confirm('findUsername', 'email', member.email, await lastCode(member.email));
    expect(res.status).toBe(400);
  });
});

describe('step confirm: reset the password', () => {
  const NEW = 'Recovered-pass-9!';
  let target: Member;
  let otherSession: string;

  beforeAll(async () => {
    const h = freshHttp(t);
    target = await signUp(t, h);
    otherSession = (await refreshTokenFor(h, target.username, target.password)).body.refreshToken as string;
  });

  it('needs a new password within the rules', async () => {
    await send('resetPassword', 'email', target.email, target.username);
    const code = await lastCode(target.email);
    const none = await confirm('resetPassword', 'email', target.email, code, { username: target.username });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ newPassword: '필수 입력 항목입니다.' });
    const weak = await confirm('resetPassword', 'email', target.email, code, {
      username: target.username,
      newPassword: 'onlyletters',
    });
    expect(weak.body.errors).toEqual({
      newPassword: '비밀번호는 영문, 숫자, 특수문자를 포함해 8자 이상이어야 합니다.',
    });
    // Neither used the code up, nor changed the password.
    expect((await refreshTokenFor(http, target.username, target.password)).status).toBe(200);
  });

  it('a wrong code changes nothing', async () => {
    const code = await lastCode(target.email);
    const res = await confirm('resetPassword', 'email', target.email, wrong(code), {
      username: target.username,
      newPassword: NEW,
    });
    expect(res.status).toBe(400);
    expect((await refreshTokenFor(http, target.username, NEW)).status).toBe(401);
    expect((await refreshTokenFor(http, target.username, target.password)).status).toBe(200);
  });

  it('the right code sets the new password and ends every session', async () => {
    afterSecond(t, issuedAt(target.accessToken));
    const code = await lastCode(target.email);
    const res = await confirm('resetPassword', 'email', target.email, code, {
      username: target.username,
      newPassword: NEW,
    });
    expect(res.status).toBe(200);
    // The old password is refused, the new one logs in.
    const old = await refreshTokenFor(http, target.username, target.password);
    expect(old.status).toBe(401);
    const fresh = await refreshTokenFor(http, target.username, NEW);
    expect(fresh.status).toBe(200);
    // Every earlier session is over: refresh tokens and the access token.
    expect((await accessTokenRequest(http, target.refreshToken)).status).toBe(401);
    expect((await accessTokenRequest(http, otherSession)).status).toBe(401);
    expect((await getMe(http, target.accessToken)).status).toBe(401);
    const access = await accessToken(http, fresh.body.refreshToken as string);
    expect((await getMe(http, access)).body.me.username).toBe(target.username);
    // The code is spent.
    const again = await confirm('resetPassword', 'email', target.email, code, {
      username: target.username,
      newPassword: 'Another-pass-1!',
    });
    expect(again.status).toBe(400);
  });

  it('a withdrawn account gets no code', async () => {
    const leaving = await signUp(t, http);
    const out = await http
      .post('/api/v1/me/withdraw')
      .set('Authorization', bearer(leaving.accessToken))
      .send({ password: leaving.password });
    expect(out.status).toBe(200);
    const res = await send('findUsername', 'email', leaving.email);
    expect(res.body).toEqual({ message: SENT.ko, expiresIn: 300 });
    // Only the sign-up code ever went there.
    expect(await messagesTo(t, leaving.email)).toHaveLength(1);
  });
});
