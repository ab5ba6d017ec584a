import { describe, expect, it } from 'vitest';
import { MARKETING_OPT_OUT_EMAIL, translate, type SentMessage } from '@clinic/contract';
import { contentRange } from './support/content.ts';
import {
  addressesOf,
  api,
  handed,
  lastOutboxId,
  NEVER,
  outboxAfter,
  people,
  post,
  t,
  useStaffMessages,
  vip,
} from './support/staffMessages.ts';

// Staff messaging by e-mail: informational messages reach every active member with an address;
// marketing ones only those who gave the optional consent, with "(광고)" and an opt-out paragraph.
// Then the history of what was sent.

useStaffMessages();

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
