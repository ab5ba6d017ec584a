import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKETING_OPT_OUT_SMS, type SentMessage } from '@clinic/contract';
import { consoleClient } from './support/content.ts';
import {
  addressesOf,
  lastOutboxId,
  memberToken,
  NEVER,
  outboxAfter,
  people,
  post,
  regular,
  t,
  useStaffMessages,
  vip,
} from './support/staffMessages.ts';

// Staff messaging by SMS to a level, the preview of whom a send reaches, and who may send.

useStaffMessages();

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
