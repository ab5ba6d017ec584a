import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { useTestApp } from './support/testApp.ts';
import {
  codeIn,
  confirmCode,
  deliveredTo,
  freshHttp,
  messagesTo,
  newContact,
  requestCode,
  uniq,
} from './support/members.ts';

// Issue 19, finding 7 (code bombing): a verification code goes to exactly one e-mail address or
// phone number, and the per-target limit (CODE_MAX_PER_TARGET) counts one mailbox or one handset
// however it is spelled: case, `+tags`, dots, hyphens, spaces, Korea's country code. The message
// carries the code and the clinic's fixed text, nothing the caller typed.

const t = useTestApp({ env: { CODE_MAX_PER_TARGET: '2', CODE_MAX_PER_IP: '1000' } });

const outboxCount = async () => Number((await t.db.knex('outbox').count({ n: '*' }).first())!.n);
const codeCount = async () => Number((await t.db.knex('verification_codes').count({ n: '*' }).first())!.n);

describe('one recipient per request', () => {
  const EMAIL_KO = '올바른 이메일 주소를 입력해 주세요.';
  const EMAIL_EN = 'Enter a valid e-mail address.';
  const PHONE_KO = translate('ko', 'phone');

  it.each([
    ['a list with commas', 'a@v.example,b@v.example,c@v.example,d@v.example,e@v.example,f@v.example'],
    ['a list with a comma and a space', 'a@v.example, b@v.example'],
    ['a list with semicolons', 'a@v.example;b@v.example'],
    ['two addresses with a space', 'a@v.example b@v.example'],
    ['a list in angle brackets', '<a@v.example>,<b@v.example>'],
    ['words', 'call me maybe'],
    ['a trailing dot', 'a@v.example.'],
    ['a phone number', '010-5555-1234'],
    ['a header on a new line', 'a@v.example\nBcc: b@v.example'],
  ])('by e-mail, %s is a 400 on the field, and nothing is sent or kept', async (_name, target) => {
    const http = freshHttp(t);
    const [outbox, codes] = [await outboxCount(), await codeCount()];
    const ko = await requestCode(http, { channel: 'email', target });
    expect(ko.status).toBe(400);
    expect(ko.body.errors).toEqual({ target: EMAIL_KO });
    const en = await requestCode(http, { channel: 'email', target }, 'en');
    expect(en.body.errors).toEqual({ target: EMAIL_EN });
    const recovery = await http
      .post('/api/v1/users/recovery')
      .send({ step: 'send', action: 'findUsername', channel: 'email', target });
    expect(recovery.status).toBe(400);
    expect(recovery.body.errors).toEqual({ target: EMAIL_KO });
    expect(await outboxCount()).toBe(outbox);
    expect(await codeCount()).toBe(codes);
  });

  // Each refused with what is wrong: other characters than a phone number's, or too many or too few
  // digits (issue 25: a number of digits is never told to drop hyphens).
  it.each([
    ['words', 'call me maybe', PHONE_KO],
    ['two numbers with a comma', '010-5555-1234,010-5555-4321', PHONE_KO],
    ['two numbers with a space', '010 5555 1234 010 5555 4321', translate('ko', 'phoneTooLong')],
    ['two numbers run together', '0105555123401055554321', translate('ko', 'phoneTooLong')],
    ['an e-mail address', 'a@v.example', PHONE_KO],
    ['too few digits', '010-12', translate('ko', 'phoneTooShort')],
  ])('by SMS, %s is a 400 on the field, and nothing is sent or kept', async (_name, target, message) => {
    const http = freshHttp(t);
    const [outbox, codes] = [await outboxCount(), await codeCount()];
    const res = await requestCode(http, { channel: 'sms', target });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ target: message });
    const recovery = await http
      .post('/api/v1/users/recovery')
      .send({ step: 'send', action: 'findUsername', channel: 'sms', target });
    expect(recovery.body.errors).toEqual({ target: message });
    expect(await outboxCount()).toBe(outbox);
    expect(await codeCount()).toBe(codes);
  });

  it('the confirm step holds its target to the same rule', async () => {
    const res = await confirmCode(freshHttp(t), {
      channel: 'email',
      target: 'a@v.example,b@v.example',
      code: '123456',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ target: EMAIL_KO });
  });

  it('a number typed with hyphens, spaces or +82 gets its code as digits, and confirms however it is typed', async () => {
    const http = freshHttp(t);
    const digits = newContact().phone;
    const typed = `+82 ${digits.slice(1, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
    expect((await requestCode(http, { channel: 'sms', target: typed })).status).toBe(200);
    const [message, ...more] = await messagesTo(t, digits);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ channel: 'sms', recipient: digits });
    const hyphens = `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
    const res = await confirmCode(http, { channel: 'sms', target: hyphens, code: codeIn(message!.body) });
    expect(res.status).toBe(200);
  });
});

describe('the per-target limit counts one mailbox or handset, however spelled (CODE_MAX_PER_TARGET=2)', () => {
  it('an address in another case, with a +tag or with dots is the same mailbox; each code goes where it was asked', async () => {
    const http = freshHttp(t);
    const local = `ab${uniq()}`;
    const first = `a.${local.slice(1)}@mail.example`;
    const second = `${local}+news@Mail.Example`;
    expect((await requestCode(http, { channel: 'email', target: first })).status).toBe(200);
    expect((await requestCode(http, { channel: 'email', target: second })).status).toBe(200);
    for (const third of [
      `${local}@mail.example`,
      `${local.toUpperCase()}+x@MAIL.EXAMPLE`,
      `${local.slice(0, 2)}.${local.slice(2)}+y.z@mail.example`,
    ]) {
      const res = await requestCode(http, { channel: 'email', target: third }, 'en');
      expect(res.status, third).toBe(429);
      expect(res.body).toEqual({ message: 'Too many requests. Please try again shortly.' });
      expect(await messagesTo(t, third.toLowerCase())).toEqual([]);
    }
    // Sent to the addresses as given (in lower case), one code each.
    expect(await messagesTo(t, first)).toHaveLength(1);
    expect(await messagesTo(t, second.toLowerCase())).toHaveLength(1);
    // Another mailbox on the same domain has its own count.
    expect((await requestCode(http, { channel: 'email', target: `other${uniq()}@mail.example` })).status).toBe(200);
  });

  it('one handset in five spellings is one count', async () => {
    const http = freshHttp(t);
    const digits = newContact().phone; // 010XXXXXXXX
    const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)];
    const spellings = [
      `${a}-${b}-${c}`,
      `+82 ${a.slice(1)} ${b} ${c}`,
      digits,
      `(${a}) ${b}.${c}`,
      `+82-${a.slice(1)}-${b}-${c}`,
    ];
    const answers = [];
    for (const target of spellings) answers.push((await requestCode(http, { channel: 'sms', target })).status);
    expect(answers).toEqual([200, 200, 429, 429, 429]);
    expect(await messagesTo(t, digits)).toHaveLength(2);
    // Written with the country code and no plus, it is still that handset.
    expect((await requestCode(http, { channel: 'sms', target: `82${digits.slice(1)}` })).status).toBe(429);
  });

  it('recovery counts toward the same limit', async () => {
    const http = freshHttp(t);
    const local = `rc${uniq()}`;
    expect((await requestCode(http, { channel: 'email', target: `${local}@mail.example` })).status).toBe(200);
    const recovery = (target: string) =>
      http.post('/api/v1/users/recovery').send({ step: 'send', action: 'findUsername', channel: 'email', target });
    expect((await recovery(`${local}+a@mail.example`)).status).toBe(200);
    expect((await recovery(`${local}+b@MAIL.example`)).status).toBe(429);
  });
});

describe('the message', () => {
  it('holds the fixed text and the code, nothing the caller typed but the address it goes to', async () => {
    const http = freshHttp(t);
    const target = `o'brien.${uniq()}+promo@mail.example`;
    expect((await requestCode(http, { channel: 'email', target }, 'en')).status).toBe(200);
    const [message] = await deliveredTo(t, target, 1);
    const code = codeIn(message!.body);
    expect(message).toMatchObject({
      recipient: target,
      subject: '[Seoul Vein Clinic] Verification code',
      body: `[Seoul Vein Clinic] Your code is ${code}. Please enter it within 5 minutes.`,
    });
  });
});
