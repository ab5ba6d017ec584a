import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { translate, type MessageRecipient, type SentMessage } from '@clinic/contract';
import { REPLAY_POLL_MS, REPLAY_WAIT_MS } from '../../api/src/modules/messaging/store.ts';
import {
  addressesOf,
  api,
  lastOutboxId,
  outboxAfter,
  people,
  post,
  t,
  useStaffMessages,
  type Intercept,
} from './support/staffMessages.ts';

// Staff messaging: a retried request never sends twice, and each recipient's delivery status is kept.

let intercept: Intercept | undefined;
useStaffMessages(() => intercept);

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
    const holds: Array<ReturnType<typeof held>> = [];
    try {
      // A short send: the repeat waits and answers the first result.
      const short = held();
      holds.push(short);
      intercept = short.intercept;
      const key = randomUUID();
      const before = await lastOutboxId();
      const first = post('message', body, key).then((r) => r);
      await short.sending;
      // The repeat finds the batch still sending and waits on the app's clock.
      const waiting = t.clock.nextSleep();
      const repeated = post('message', body, key).then((r) => r);
      await waiting;
      short.release();
      expect((await first).status).toBe(201);
      // Its next look finds the batch done.
      t.clock.advance(REPLAY_POLL_MS);
      const repeat = await repeated;
      expect(repeat.status).toBe(200);
      expect(repeat.body.message).toEqual((await first).body.message);
      expect(repeat.body.message.status).toBe('done');
      expect(await outboxAfter(before)).toHaveLength(3);

      // A send that outlasts the wait: 409 while it is under way, the result once it is done.
      const long = held();
      holds.push(long);
      intercept = long.intercept;
      const longKey = randomUUID();
      const single = { ...body, to: { type: 'member', userId: people.kim!.id } };
      const slow = post('message', single, longKey).then((r) => r);
      await long.sending;
      const waitingLong = t.clock.nextSleep();
      const busyAnswer = post('message', single, longKey).then((r) => r);
      await waitingLong;
      // The repeat's whole wait passes while the first still sends.
      t.clock.advance(REPLAY_WAIT_MS);
      const busy = await busyAnswer;
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe(translate('en', 'messageInProgress'));
      long.release();
      expect((await slow).status).toBe(201);
      const done = await post('message', single, longKey);
      expect(done.status).toBe(200);
      expect(done.body.message.id).toBe((await slow).body.message.id);
    } finally {
      intercept = undefined;
      for (const hold of holds) hold.release();
    }
  });
});

/**
 * Sends that are held until the test lets them go: `sending` resolves when the first one begins (the
 * batch is stored by then), `release` lets every one of them go on as usual.
 */
function held() {
  let began!: () => void;
  let release!: () => void;
  const sending = new Promise<void>((resolve) => (began = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const intercept: Intercept = async () => {
    began();
    await released;
    return undefined;
  };
  return { sending, release, intercept };
}

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
