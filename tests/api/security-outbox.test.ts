import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_PAGE_MAX } from '@clinic/contract';
import { SMTPServer } from 'smtp-server';
import { createUser, login, useTestApp } from './support/testApp.ts';
import { consoleClient, type ConsoleClient } from './support/content.ts';
import {
  codeIn,
  deliveredTexts,
  deliveredTo,
  freshHttp,
  messagesTo,
  newContact,
  refreshTokenFor,
  requestCode,
  signUp,
  type Http,
  type Member,
} from './support/members.ts';

// Issue 11, finding 2: a verification code is never kept where staff can read it. The outbox (the
// console's 발송 기록) shows that a code was sent, to whom and when, with the code masked; the code
// itself goes only to the recipient — the mail or SMS provider, or, with none configured outside
// production, the development mailbox under DATA_DIR.

const MASKED = '******';

/** The text of a single-part mail as received over SMTP (base64 or quoted-printable, as nodemailer chose). */
function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

let http: Http;
let api: ConsoleClient;
let member: Member;

const t = useTestApp({ env: { CODE_MAX_PER_IP: '1000' } });
beforeAll(async () => {
  http = freshHttp(t);
  const staff = await createUser(t, ['user', 'console'], 'staff');
  api = consoleClient(t, (await login(t, staff)).accessToken);
  member = await signUp(t, http);
});

const recovery = (body: Record<string, unknown>) => http.post('/api/v1/users/recovery').send(body);

describe('a password-reset code', () => {
  let code: string;
  let outboxId: number;

  it('is sent, and the outbox row keeps it masked', async () => {
    const before = (await messagesTo(t, member.email)).length;
    const res = await recovery({
      step: 'send',
      action: 'resetPassword',
      channel: 'email',
      target: member.email,
      username: member.username,
    });
    expect(res.status).toBe(200);
    await deliveredTo(t, member.email, before + 1); // a recovery code leaves after the answer
    const row = (await t.db.knex('outbox').where({ recipient: member.email }).orderBy('id', 'desc').first()) as {
      id: number;
      body: string;
    };
    outboxId = row.id;
    code = codeIn(deliveredTexts(t).get(row.id)!);
    expect(row.body).toContain(`인증번호는 ${MASKED} 입니다`);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('cannot be read by staff in the outbox list or record, which still say it was sent, to whom and when', async () => {
    const list = await api.list('outbox', { filter: { q: member.email }, sort: ['id', 'DESC'] });
    expect(list.status).toBe(200);
    const one = await api.getOne('outbox', outboxId);
    expect(one.status).toBe(200);
    for (const body of [list.body, one.body]) expect(JSON.stringify(body)).not.toContain(code);
    expect(one.body).toMatchObject({
      id: outboxId,
      channel: 'email',
      to: member.email,
      subject: '[서울하지정맥] 인증번호 안내',
      body: expect.stringContaining(MASKED),
      status: 'stored',
      createdAt: expect.stringMatching(/Z$/),
    });
    expect((list.body as Array<{ id: number }>).map((m) => m.id)).toContain(outboxId);
    // Nor anywhere else in the outbox: every message staff can list.
    // (A page of personal data is at most PERSONAL_DATA_PAGE_MAX rows; the test makes fewer.)
    const all = await api.list('outbox', { range: [0, PERSONAL_DATA_PAGE_MAX - 1] });
    expect(all.status).toBe(200);
    expect(Number(all.headers['content-range']?.split('/')[1])).toBeLessThanOrEqual(PERSONAL_DATA_PAGE_MAX);
    expect(JSON.stringify(all.body)).not.toContain(code);
  });

  it('still works for the reset', async () => {
    const res = await recovery({
      step: 'confirm',
      action: 'resetPassword',
      channel: 'email',
      target: member.email,
      code,
      username: member.username,
      newPassword: 'Brand-new-pass-9!',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await refreshTokenFor(http, member.username, 'Brand-new-pass-9!')).status).toBe(200);
  });

  it('by SMS too: masked in the outbox, whole in the development mailbox', async () => {
    const before = (await messagesTo(t, member.phone)).length;
    const res = await recovery({
      step: 'send',
      action: 'resetPassword',
      channel: 'sms',
      target: member.phone,
      username: member.username,
    });
    expect(res.status).toBe(200);
    await deliveredTo(t, member.phone, before + 1); // a recovery code leaves after the answer
    const [message] = (await messagesTo(t, member.phone)).slice(-1);
    const smsCode = codeIn(message!.body);
    const row = await t.db.knex('outbox').where({ id: message!.id }).first();
    expect(JSON.stringify(row)).not.toContain(smsCode);
    expect((await api.getOne('outbox', message!.id)).body.body).toContain(MASKED);
  });
});

describe('with a mail provider configured', () => {
  let smtp: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  const withSmtp = useTestApp({ env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }) });

  it('the code goes to the provider, the outbox keeps it masked, the development mailbox gets nothing', async () => {
    const { email } = newContact();
    const h = freshHttp(withSmtp);
    expect((await requestCode(h, { channel: 'email', target: email })).status).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    const sent = /(?<!\d)(\d{6})(?!\d)/.exec(mailText(mail))?.[1];
    expect(sent).toMatch(/^\d{6}$/);
    const row = await withSmtp.db.knex('outbox').where({ recipient: email }).first();
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp' });
    expect(row.body).toContain(MASKED);
    expect(JSON.stringify(row)).not.toContain(sent);
    expect(deliveredTexts(withSmtp).size).toBe(0);
    // The code delivered is the one that works.
    const confirmed = await h
      .post('/api/v1/users/certify/confirm')
      .send({ channel: 'email', target: email, code: sent });
    expect(confirmed.status).toBe(200);
  });
});

describe('in production', () => {
  const prod = useTestApp({ env: { NODE_ENV: 'production' } });
  it('no development mailbox is written; the outbox keeps the code masked', async () => {
    expect(prod.config.messaging.devMailbox).toBeUndefined();
    const { phone } = newContact();
    expect((await requestCode(freshHttp(prod), { channel: 'sms', target: phone })).status).toBe(200);
    const row = await prod.db.knex('outbox').where({ recipient: phone }).first();
    expect(row.body).toContain(MASKED);
    expect(row.body).not.toMatch(/\d{6}/);
    expect(existsSync(`${prod.config.dataDir}/dev-mailbox.jsonl`)).toBe(false);
  });

  it('outside production the development mailbox is a file under DATA_DIR, one JSON object a line', () => {
    const file = t.config.messaging.devMailbox!;
    expect(file).toBe(`${t.config.dataDir}/dev-mailbox.jsonl`);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      id: expect.any(Number),
      channel: 'sms',
      to: member.phone,
      text: expect.stringMatching(/\d{6}/),
    });
  });
});

describe('codes sent before the outbox masked them', () => {
  const MIGRATION = '20261123000003_outbox_codes_masked.ts';

  it('are masked by a data migration; other messages keep their numbers', async () => {
    const knex = t.db.knex;
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    const row = (subject: string, body: string) => ({
      channel: 'sms',
      recipient: '01099990000',
      subject,
      body,
      status: 'stored',
      provider: 'outbox',
      created_at: now,
    });
    await knex.migrate.down({ name: MIGRATION });
    const [oldCode] = await knex('outbox').insert(
      row('[서울하지정맥] 인증번호 안내', '[서울하지정맥] 인증번호는 551362 입니다. 5분 안에 입력해 주세요.'),
    );
    const [oldJp] = await knex('outbox').insert(
      row('[ソウル下肢静脈] 認証番号', '[ソウル下肢静脈] 認証番号は 084211 です。5分以内に入力してください。'),
    );
    const [notice] = await knex('outbox').insert(row('[서울하지정맥] 진료 안내', '예약 번호 123456, 문의 02-555-1234'));
    await knex.migrate.up({ name: MIGRATION });
    const bodies = async (id: unknown) => ((await knex('outbox').where({ id }).first('body')) as { body: string }).body;
    expect(await bodies(oldCode)).toBe(`[서울하지정맥] 인증번호는 ${MASKED} 입니다. 5분 안에 입력해 주세요.`);
    expect(await bodies(oldJp)).toBe(`[ソウル下肢静脈] 認証番号は ${MASKED} です。5分以内に入力してください。`);
    expect(await bodies(notice)).toBe('예약 번호 123456, 문의 02-555-1234');
  });
});
