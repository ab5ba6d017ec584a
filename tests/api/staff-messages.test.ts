import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  MARKETING_OPT_OUT_EMAIL,
  MARKETING_OPT_OUT_SMS,
  translate,
  type MessageRecipient,
  type SentMessage,
} from '@clinic/contract';
import { createApp } from '../../api/src/app.ts';
import {
  createMessenger,
  type Messenger,
  type OutgoingMessage,
  type SendResult,
} from '../../api/src/services/messaging/index.ts';
import { toDbTime } from '../../api/src/db/index.ts';
import { createUser, login, startTestApp, type TestApp } from './support/testApp.ts';
import { consoleClient, contentRange, type ConsoleClient } from './support/content.ts';
import type { OutboxRow } from './support/members.ts';

// Staff messaging: e-mail and SMS to one member, a level or all members. Informational messages
// reach every active member with an address on the channel; marketing ones only those who gave the
// optional consent, with "(광고)" and an opt-out line. A retried request never sends twice.

let t: TestApp;
let http: ReturnType<typeof request>;
let staffToken: string;
let memberToken: string;
let api: ConsoleClient;
let vip: number;
let regular: number;

/** What the API handed to the messenger, and a hook to make one send answer `sent` or fail. */
const handed: OutgoingMessage[] = [];
let intercept: ((m: OutgoingMessage) => Promise<SendResult | undefined>) | undefined;

interface Person {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}
const people: Record<string, Person> = {};

async function person(key: string, columns: Record<string, unknown>, scopes: Array<'user' | 'console'> = ['user']) {
  const user = await createUser(t, scopes, key);
  await t.db
    .knex('users')
    .where({ id: user.id })
    .update({ status: 'active', marketing: false, level_id: null, email: null, phone: null, ...columns });
  people[key] = {
    id: user.id,
    name: String(columns.name),
    email: (columns.email as string | null | undefined) ?? null,
    phone: (columns.phone as string | null | undefined) ?? null,
  };
  return user;
}

beforeAll(async () => {
  t = await startTestApp();
  const real = createMessenger(t.db.knex, t.config.messaging);
  const recorder: Messenger = {
    async send(m) {
      handed.push(m);
      return (await intercept?.(m)) ?? real.send(m);
    },
  };
  http = request(createApp({ config: t.config, db: t.db, messenger: recorder }).callback());

  const now = toDbTime(new Date());
  const level = async (name: string, position: number) =>
    Number((await t.db.knex('user_levels').insert({ name, position, created_at: now, updated_at: now }))[0]);
  vip = await level('VIP', 1);
  regular = await level('일반', 2);

  // Active members.
  await person('kim', {
    name: '김동의',
    email: 'kim@example.com',
    phone: '01011110001',
    level_id: vip,
    marketing: true,
  });
  await person('lee', { name: '이거부', email: 'lee@example.com', phone: '01011110002', level_id: vip });
  await person('park', { name: '박메일', email: 'park@example.com', level_id: regular, marketing: true });
  await person('choi', { name: '최문자', email: '  ', phone: '01011110004' });
  await person('jung', { name: '정무폰', email: 'jung@example.com', phone: '', level_id: vip, marketing: true });
  // Never recipients: staff, a withdrawn and a disabled member (all with addresses and consent).
  const staff = await person(
    'staff',
    { name: '직원', email: 'staff@example.com', phone: '01099990000', level_id: vip, marketing: true },
    ['user', 'console'],
  );
  await person('gone', {
    name: '탈퇴',
    email: 'gone@example.com',
    phone: '01099990001',
    level_id: vip,
    marketing: true,
    status: 'withdrawn',
    withdrawn_at: now,
  });
  await person('off', {
    name: '정지',
    email: 'off@example.com',
    phone: '01099990002',
    level_id: vip,
    marketing: true,
    status: 'disabled',
  });
  staffToken = (await login(t, staff)).accessToken;
  memberToken = (await login(t, await createUser(t, ['user'], 'member'))).accessToken;
  api = consoleClient(t, staffToken);
});
afterAll(() => t.close());

const NEVER = ['staff', 'gone', 'off'];

function post(path: string, body: object, key: string | null = randomUUID(), token: string | null = staffToken) {
  let req = http.post(`/api/console/${path}`).set('Accept-Language', 'en');
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (key !== null) req = req.set('Idempotency-Key', key);
  return req.send(body);
}

async function outboxAfter(id: number) {
  return (await t.db.knex('outbox').where('id', '>', id).orderBy('id')) as OutboxRow[];
}
const lastOutboxId = async () => Number((await t.db.knex('outbox').max({ m: 'id' }).first())?.m ?? 0);
const addressesOf = (keys: string[], channel: 'email' | 'sms') =>
  keys.map((k) => (channel === 'email' ? people[k]!.email : people[k]!.phone)).sort();

describe('e-mail', () => {
  it('informational, to all: exactly the active members with an e-mail address', async () => {
    const before = await lastOutboxId();
    const res = await post('email', {
      to: { type: 'all' },
      subject: '휴진 안내',
      html: '<p>12월 25일은 휴진합니다.</p>',
      purpose: 'info',
    });
    expect(res.status).toBe(201);
    const message = res.body.message as SentMessage;
    expect(message).toMatchObject({
      channel: 'email',
      purpose: 'info',
      audience: { type: 'all' },
      subject: '휴진 안내',
      status: 'done',
      recipients: 4,
      sent: 0,
      stored: 4,
      failed: 0,
    });
    expect(message.body).toBe('<p>12월 25일은 휴진합니다.</p>');
    expect(message.createdBy).toMatch(/^staff/);
    expect(Date.parse(message.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const rows = await outboxAfter(before);
    expect(rows.map((r) => r.recipient).sort()).toEqual(addressesOf(['kim', 'lee', 'park', 'jung'], 'email'));
    for (const r of rows) {
      expect(r).toMatchObject({ channel: 'email', subject: '휴진 안내', status: 'stored' });
      expect(r.body).toBe('12월 25일은 휴진합니다.');
    }
    for (const key of NEVER) expect(rows.map((r) => r.recipient)).not.toContain(people[key]!.email);
  });

  it('marketing, to all: only the members who consented, with "(광고)" and an opt-out paragraph', async () => {
    const before = await lastOutboxId();
    const mark = handed.length;
    const res = await post('email', {
      to: { type: 'all' },
      subject: '겨울 이벤트',
      html: '<p>하지정맥 검사 할인</p>',
      purpose: 'marketing',
    });
    expect(res.status).toBe(201);
    const message = res.body.message as SentMessage;
    expect(message).toMatchObject({ purpose: 'marketing', recipients: 3, stored: 3, subject: '(광고) 겨울 이벤트' });
    expect(message.body).toContain('<p>하지정맥 검사 할인</p>');
    expect(message.body).toContain('마이페이지 &gt; 내 정보');

    const rows = await outboxAfter(before);
    expect(rows.map((r) => r.recipient).sort()).toEqual(addressesOf(['kim', 'park', 'jung'], 'email'));
    for (const key of ['lee', ...NEVER])
      expect(
        await t.db.knex('outbox').where({ recipient: people[key]!.email, subject: '(광고) 겨울 이벤트' }),
      ).toHaveLength(0);
    for (const r of rows) {
      expect(r.subject).toBe('(광고) 겨울 이벤트');
      expect(r.body).toContain(MARKETING_OPT_OUT_EMAIL);
    }
    const sent = handed.slice(mark);
    expect(sent).toHaveLength(3);
    for (const m of sent) {
      expect(m.subject.startsWith('(광고)')).toBe(true);
      expect(m.html).toContain('<p>하지정맥 검사 할인</p>');
      expect(m.html).toContain('수신 동의를 해제');
    }
  });

  it('to a member without marketing consent: a marketing message is refused, nothing stored or sent', async () => {
    const before = await lastOutboxId();
    const messages = await t.db.knex('staff_messages').count({ n: '*' }).first();
    const res = await post('email', {
      to: { type: 'member', userId: people.lee!.id },
      subject: '이벤트',
      html: '<p>할인</p>',
      purpose: 'marketing',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(translate('en', 'noRecipients'));
    expect(await outboxAfter(before)).toHaveLength(0);
    expect(await t.db.knex('staff_messages').count({ n: '*' }).first()).toEqual(messages);

    // Staff, withdrawn and disabled accounts are no audience either.
    for (const key of NEVER) {
      const info = await post('email', {
        to: { type: 'member', userId: people[key]!.id },
        subject: '안내',
        html: '<p>안내</p>',
        purpose: 'info',
      });
      expect(info.status, key).toBe(400);
    }
    expect(await outboxAfter(before)).toHaveLength(0);

    // The same member is written to for information.
    const ok = await post('email', {
      to: { type: 'member', userId: people.lee!.id },
      subject: '검사 결과 안내',
      html: '<p>내원해 주세요.</p>',
      purpose: 'info',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toMatchObject({ audience: { type: 'member', userId: people.lee!.id }, recipients: 1 });
    expect((await outboxAfter(before)).map((r) => r.recipient)).toEqual([people.lee!.email]);
  });

  it('sanitizes the HTML it stores and sends; site paths become absolute; nothing left is a 400', async () => {
    const mark = handed.length;
    const res = await post('email', {
      to: { type: 'member', userId: people.kim!.id },
      subject: '안내',
      html:
        '<p onclick="steal()">안녕하세요<script>alert(1)</script></p>' +
        '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">링크</a>' +
        '<img src="/uploads/editor/a.png" onerror="alert(4)" alt="사진"><a href="/cost">비용</a>',
      purpose: 'info',
    });
    expect(res.status).toBe(201);
    const message = res.body.message as SentMessage;
    const stored = (await t.db.knex('staff_messages').where({ id: message.id }).first()) as { body: string };
    const sent = handed.slice(mark);
    expect(sent).toHaveLength(1);
    for (const html of [message.body, stored.body, sent[0]!.html!, sent[0]!.text]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    }
    expect(stored.body).toContain('안녕하세요');
    expect(stored.body).toMatch(/<img src="http:\/\/[^"]+\/uploads\/editor\/a\.png" alt="사진" \/?>/);
    expect(stored.body).toMatch(/<a href="http:\/\/[^"]+\/cost">비용<\/a>/);
    expect(sent[0]!.html).toBe(stored.body);

    const empty = await post('email', {
      to: { type: 'all' },
      subject: '빈 메일',
      html: '<script>alert(1)</script><p> </p>',
      purpose: 'info',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('html');
  });

  it('validates the request', async () => {
    const base = { to: { type: 'all' }, subject: '제목', html: '<p>본문</p>', purpose: 'info' };
    const cases: Array<[object, string]> = [
      [{ ...base, subject: 'x'.repeat(121) }, 'subject'],
      [{ ...base, subject: '' }, 'subject'],
      [{ ...base, html: 'x'.repeat(100_001) }, 'html'],
      [{ ...base, purpose: 'spam' }, 'purpose'],
      [{ ...base, to: { type: 'everyone' } }, 'to.type'],
      [{ ...base, to: { type: 'member' } }, 'to.userId'],
      [{ ...base, to: { type: 'level', levelId: 999_999 } }, 'to.levelId'],
    ];
    for (const [body, field] of cases) {
      const res = await post('email', body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
  });
});

describe('SMS', () => {
  it('informational, to a level: exactly that level’s active members with a phone, text as written', async () => {
    const before = await lastOutboxId();
    const res = await post('message', {
      to: { type: 'level', levelId: vip },
      subject: '예약 안내',
      message: '내일 오전 진료는 10시에 시작합니다.',
      purpose: 'info',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({
      channel: 'sms',
      recipients: 2,
      stored: 2,
      audience: { type: 'level', levelId: vip },
    });
    const rows = await outboxAfter(before);
    expect(rows.map((r) => r.recipient).sort()).toEqual(addressesOf(['kim', 'lee'], 'sms'));
    for (const r of rows) expect(r).toMatchObject({ channel: 'sms', body: '내일 오전 진료는 10시에 시작합니다.' });
  });

  it('marketing, to a level: only the consenting members, "(광고)" first and the opt-out line last', async () => {
    const before = await lastOutboxId();
    const res = await post('message', {
      to: { type: 'level', levelId: vip },
      message: '12월 검사 할인 이벤트',
      purpose: 'marketing',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ recipients: 1, subject: '' });
    const rows = await outboxAfter(before);
    expect(rows.map((r) => r.recipient)).toEqual([people.kim!.phone]);
    const body = rows[0]!.body;
    expect(body.startsWith('(광고)')).toBe(true);
    expect(body).toContain('12월 검사 할인 이벤트');
    expect(body.endsWith(MARKETING_OPT_OUT_SMS)).toBe(true);
    expect((res.body.message as SentMessage).body).toBe(body);
    for (const key of ['lee', 'jung', ...NEVER]) {
      expect(
        await t.db
          .knex('outbox')
          .where({ recipient: people[key]!.phone ?? '-' })
          .where('id', '>', before),
      ).toHaveLength(0);
    }
  });

  it('validates the text', async () => {
    const base = { to: { type: 'all' }, message: '안내', purpose: 'info' };
    for (const [body, field] of [
      [{ ...base, message: ' ' }, 'message'],
      [{ ...base, message: 'x'.repeat(2001) }, 'message'],
      [{ ...base, subject: 'x'.repeat(41) }, 'subject'],
    ] as Array<[object, string]>) {
      const res = await post('message', body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
  });
});

describe('idempotency', () => {
  const body = { to: { type: 'all' }, message: '설 연휴 휴진 안내', purpose: 'info' };

  it('needs an Idempotency-Key header of 1–100 characters', async () => {
    const before = await lastOutboxId();
    for (const key of [null, '', 'k'.repeat(101)]) {
      const res = await post('message', body, key);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(translate('en', 'idempotencyKeyRequired'));
    }
    expect(await outboxAfter(before)).toHaveLength(0);
  });

  it('answers a repeat with the first result (200) and sends nothing new', async () => {
    const key = randomUUID();
    const before = await lastOutboxId();
    const first = await post('message', body, key);
    expect(first.status).toBe(201);
    const afterFirst = await outboxAfter(before);
    expect(afterFirst).toHaveLength(3);

    const again = await post('message', body, key);
    expect(again.status).toBe(200);
    expect(again.body.message).toEqual(first.body.message);
    expect(await outboxAfter(before)).toHaveLength(3);

    // The same key for something else is a conflict, and sends nothing either.
    const other = await post('message', { ...body, message: '다른 내용' }, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(translate('en', 'idempotencyKeyReused'));
    const otherChannel = await post(
      'email',
      { to: { type: 'all' }, subject: 's', html: '<p>x</p>', purpose: 'info' },
      key,
    );
    expect(otherChannel.status).toBe(409);
    expect(await outboxAfter(before)).toHaveLength(3);
  });

  it('sends one batch when two requests with one key arrive together', async () => {
    const key = randomUUID();
    const before = await lastOutboxId();
    const answers = await Promise.all([
      post('message', body, key),
      post('message', body, key),
      post('message', body, key),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const s of statuses) expect([200, 201, 409]).toContain(s);
    const ids = new Set(answers.filter((r) => r.status < 300).map((r) => (r.body.message as SentMessage).id));
    expect(ids.size).toBe(1);
    expect(await t.db.knex('staff_messages').where({ idempotency_key: key })).toHaveLength(1);
    const rows = await outboxAfter(before);
    expect(rows.map((r) => r.recipient).sort()).toEqual(addressesOf(['kim', 'lee', 'choi'], 'sms'));
  });

  it('lets a repeat that arrives while the first still sends wait for its result, or answer 409', async () => {
    const sendingRow = async (key: string) => {
      for (let i = 0; i < 200; i += 1) {
        if (await t.db.knex('staff_messages').where({ idempotency_key: key }).first('id')) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the first request never stored its batch');
    };
    const slow = (ms: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return undefined;
    };
    try {
      // A short send: the repeat waits and answers the first result.
      intercept = slow(200);
      const key = randomUUID();
      const before = await lastOutboxId();
      const first = post('message', body, key).then((r) => r);
      await sendingRow(key);
      const repeat = await post('message', body, key);
      expect(repeat.status).toBe(200);
      expect((await first).status).toBe(201);
      expect(repeat.body.message).toEqual((await first).body.message);
      expect(repeat.body.message.status).toBe('done');
      expect(await outboxAfter(before)).toHaveLength(3);

      // A send that outlasts the wait: 409 while it is under way, the result once it is done.
      intercept = slow(5600);
      const longKey = randomUUID();
      const single = { ...body, to: { type: 'member', userId: people.kim!.id } };
      const long = post('message', single, longKey).then((r) => r);
      await sendingRow(longKey);
      const busy = await post('message', single, longKey);
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe(translate('en', 'messageInProgress'));
      expect((await long).status).toBe(201);
      const done = await post('message', single, longKey);
      expect(done.status).toBe(200);
      expect(done.body.message.id).toBe((await long).body.message.id);
    } finally {
      intercept = undefined;
    }
  }, 20_000);
});

describe('preview', () => {
  it('counts exactly whom a send reaches, with the first names', async () => {
    const audiences = [
      { type: 'all' },
      { type: 'level', levelId: vip },
      { type: 'level', levelId: regular },
      { type: 'member', userId: people.lee!.id },
    ];
    for (const channel of ['email', 'sms'] as const) {
      for (const purpose of ['info', 'marketing'] as const) {
        for (const to of audiences) {
          const preview = await post('messages/preview', { channel, to, purpose }, null);
          expect(preview.status).toBe(200);
          const send =
            channel === 'email'
              ? await post('email', { to, subject: '미리보기 확인', html: '<p>확인</p>', purpose })
              : await post('message', { to, message: '미리보기 확인', purpose });
          const label = `${channel} ${purpose} ${JSON.stringify(to)}`;
          if (preview.body.count === 0) {
            expect(send.status, label).toBe(400);
          } else {
            expect(send.status, label).toBe(201);
            expect((send.body.message as SentMessage).recipients, label).toBe(preview.body.count);
          }
          expect(preview.body.sample.length).toBe(Math.min(5, preview.body.count));
        }
      }
    }
    const all = await post('messages/preview', { channel: 'email', to: { type: 'all' }, purpose: 'marketing' }, null);
    expect(all.body).toEqual({
      count: 3,
      sample: ['kim', 'park', 'jung'].map((k) => ({ id: people[k]!.id, name: people[k]!.name })),
    });
    const bad = await post(
      'messages/preview',
      { channel: 'fax', to: { type: 'level', levelId: 999_999 }, purpose: 'info' },
      null,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('channel');
    const noLevel = await post(
      'messages/preview',
      { channel: 'sms', to: { type: 'level', levelId: 999_999 }, purpose: 'info' },
      null,
    );
    expect(noLevel.status).toBe(400);
    expect(Object.keys(noLevel.body.errors)).toContain('to.levelId');
  });
});

describe('delivery statuses', () => {
  it('records sent, stored and failed per recipient and counts them', async () => {
    intercept = async (m) => {
      if (m.to === people.kim!.email) return { id: 0, status: 'sent' };
      if (m.to === people.lee!.email) throw new Error('SMTP connection refused');
      return undefined;
    };
    try {
      const res = await post('email', {
        to: { type: 'all' },
        subject: '상태 확인',
        html: '<p>상태</p>',
        purpose: 'info',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toMatchObject({ recipients: 4, sent: 1, stored: 2, failed: 1 });
      const list = await api.list('message-recipients', {
        filter: { messageId: res.body.message.id },
        sort: ['id', 'ASC'],
      });
      const byName = Object.fromEntries((list.body as MessageRecipient[]).map((r) => [r.name, r]));
      expect(byName[people.kim!.name]).toMatchObject({ status: 'sent', error: null });
      expect(byName[people.lee!.name]).toMatchObject({
        status: 'failed',
        error: 'SMTP connection refused',
        outboxId: null,
      });
      expect(byName[people.park!.name]).toMatchObject({ status: 'stored', error: null });
      expect(byName[people.park!.name]!.outboxId).toBeGreaterThan(0);
    } finally {
      intercept = undefined;
    }
  });
});

describe('history', () => {
  it('lists the messages and their recipients (access-logged), read-only', async () => {
    const sent = await post('message', {
      to: { type: 'level', levelId: vip },
      subject: '내역',
      message: '내역 확인',
      purpose: 'info',
    });
    expect(sent.status).toBe(201);
    const id = (sent.body.message as SentMessage).id;

    const list = await api.list('messages', {
      filter: { channel: 'sms', q: '내역' },
      sort: ['createdAt', 'DESC'],
      range: [0, 9],
    });
    expect(list.status).toBe(200);
    expect(contentRange(list)).toMatchObject({ resource: 'messages', start: 0, total: 1 });
    expect(list.body).toEqual([sent.body.message]);
    const all = await api.list('messages', {
      filter: { createdAt_gte: new Date(Date.now() - 3600_000).toISOString(), purpose: 'marketing' },
    });
    expect(all.status).toBe(200);
    expect((all.body as SentMessage[]).every((m) => m.purpose === 'marketing')).toBe(true);
    expect(contentRange(all).total).toBeGreaterThan(0);

    const one = await api.getOne('messages', id);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(sent.body.message);

    const logsBefore = await t.db
      .knex('access_logs')
      .where({ subject_type: 'messageRecipient', action: 'list' })
      .count({ n: '*' })
      .first();
    const recipients = await api.list('message-recipients', { filter: { messageId: id }, sort: ['id', 'ASC'] });
    expect(recipients.status).toBe(200);
    expect(contentRange(recipients)).toEqual({ resource: 'message-recipients', start: 0, end: 1, total: 2 });
    expect(recipients.body).toEqual(
      ['kim', 'lee'].map((k) =>
        expect.objectContaining({
          messageId: id,
          userId: people[k]!.id,
          name: people[k]!.name,
          address: people[k]!.phone,
          status: 'stored',
          error: null,
        }),
      ),
    );
    const stored = await api.list('message-recipients', { filter: { messageId: id, status: 'failed' } });
    expect(contentRange(stored).total).toBe(0);
    const logsAfter = await t.db
      .knex('access_logs')
      .where({ subject_type: 'messageRecipient', action: 'list' })
      .count({ n: '*' })
      .first();
    expect(Number(logsAfter?.n)).toBeGreaterThan(Number(logsBefore?.n));

    // No route writes the history.
    for (const res of [
      await api.update('messages', id, { subject: 'x' }),
      await api.remove('messages', id),
      await api.create('messages', { subject: 'x' }),
      await api.update('message-recipients', 1, { status: 'sent' }),
      await api.remove('message-recipients', 1),
    ]) {
      expect([404, 405]).toContain(res.status);
    }
    expect((await api.getOne('messages', id)).body).toEqual(sent.body.message);
    expect((await api.list('messages', { filter: { body: 'x' } })).status).toBe(400);
  });
});

describe('authorization', () => {
  it('needs the console scope', async () => {
    const body = { to: { type: 'all' }, message: '권한', purpose: 'info' };
    expect((await post('message', body, randomUUID(), null)).status).toBe(401);
    expect((await post('message', body, randomUUID(), memberToken)).status).toBe(403);
    expect((await post('email', body, randomUUID(), memberToken)).status).toBe(403);
    expect((await post('messages/preview', { channel: 'sms', ...body }, null, memberToken)).status).toBe(403);
    expect((await consoleClient(t, memberToken).list('messages')).status).toBe(403);
    expect((await consoleClient(t, memberToken).list('message-recipients')).status).toBe(403);
    expect((await consoleClient(t).getOne('messages', 1)).status).toBe(401);
  });
});
