import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, translate, type SentMessage } from '@clinic/contract';
import { createApp } from '../../api/src/app.ts';
import { readSettings } from '../../api/src/modules/settings/index.ts';
import {
  createMessenger,
  solapiMessage,
  type Messenger,
  type OutgoingMessage,
} from '../../api/src/services/messaging/index.ts';
import { bearer } from './support/members.ts';
import { accessLog, api, member, request_, staff, submit, t, useFrontDesk } from './support/frontDesk.ts';

/**
 * Replies to consultation requests (issue 24): message templates staff manage, a reply by SMS or
 * e-mail to the number or address a request came with (member or not) through the staff messages and
 * the outbox, its placeholders filled in and the patient's values made harmless, 알림톡 through
 * SOLAPI where configured, the request's change history; and the request's member and earlier
 * requests from the same number. On SQLite and MariaDB.
 */

useFrontDesk();

/** What the API handed to the messenger, for the app `recorded` below. */
const handed: OutgoingMessage[] = [];
let recorded: ReturnType<typeof request>;
let clinic: { name: string; phone: string };

beforeAll(async () => {
  const real = createMessenger(t.db.knex, t.config.messaging);
  const recorder: Messenger = {
    send: (m) => {
      handed.push(m);
      return real.send(m);
    },
  };
  recorded = request(createApp({ config: t.config, db: t.db, messenger: recorder, clock: t.clock }).callback());
  const settings = await readSettings(t.db.knex, 'clinic');
  clinic = { name: settings.clinicName.ko, phone: formatPhone(phoneDigits(settings.phone)) };
});

const TEMPLATE = {
  name: '예약 확정 (시험)',
  channel: 'both',
  subject: '[{{clinicName}}] 예약 안내',
  body: '{{name}}님, {{clinicName}}입니다. 예약이 확정되었습니다. 궁금한 점은 {{phone}}로 연락 주세요.',
  kakaoTemplateCode: 'KA01TP_RESERVED',
};

/** A request sent from the public form as the site sends it; answers its id. */
async function sent(fields: Record<string, string>, token?: string): Promise<number> {
  const res = await submit({ ...request_, ...fields }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.form.id as number;
}

const reply = (id: number, body: object, key = randomUUID(), http = t.http) =>
  http
    .post(`/api/console/forms/${id}/reply`)
    .set('Authorization', bearer(staff))
    .set('Idempotency-Key', key)
    .send(body);

describe('message templates', () => {
  it('are created, listed, changed and deleted by staff', async () => {
    const created = await api.create('message-templates', { ...TEMPLATE, name: '임시 템플릿' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: '임시 템플릿', channel: 'both', kakaoTemplateCode: 'KA01TP_RESERVED' });
    const id = created.body.id as number;
    const list = await api.list('message-templates', { filter: { q: '임시' } });
    expect((list.body as Array<{ id: number }>).map((r) => r.id)).toEqual([id]);
    const changed = await api.update('message-templates', id, { channel: 'sms', kakaoTemplateCode: '' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ channel: 'sms', kakaoTemplateCode: '', body: TEMPLATE.body });
    expect((await api.remove('message-templates', id)).status).toBe(200);
    expect((await api.getOne('message-templates', id)).status).toBe(404);
  });

  it('refuse what is wrong with a message on each field, in the staff member’s language', async () => {
    const res = await api
      .create('message-templates', { name: ' ', channel: 'fax', body: '', kakaoTemplateCode: '알림톡 1' })
      .set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['body', 'channel', 'kakaoTemplateCode', 'name']);
    expect(res.body.errors.name).toBe(translate('en', 'required'));
    const long = await api.create('message-templates', { ...TEMPLATE, name: '가'.repeat(61) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors)).toEqual(['name']);
  });

  it('a second template under a name in use is a 409 on the name', async () => {
    expect((await api.create('message-templates', TEMPLATE)).status).toBe(201);
    const again = await api.create('message-templates', TEMPLATE);
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.errors)).toEqual(['name']);
  });
});

describe('a reply to a request from someone who is not a member', () => {
  let formId: number;
  let templateId: number;
  let message: SentMessage;

  beforeAll(async () => {
    formId = await sent({ name: '김하늘', phone: '01055556666' });
    const list = await api.list('message-templates', { filter: { q: '(시험)' } });
    templateId = (list.body as Array<{ id: number }>)[0]!.id;
  });

  it('goes by SMS with the template, its placeholders filled in, into 발송 기록 and the outbox', async () => {
    const res = await reply(formId, { channel: 'sms', templateId, body: TEMPLATE.body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    message = res.body.message as SentMessage;
    const text = `김하늘님, ${clinic.name}입니다. 예약이 확정되었습니다. 궁금한 점은 ${clinic.phone}로 연락 주세요.`;
    expect(message).toMatchObject({
      channel: 'sms',
      purpose: 'info',
      audience: { type: 'request', formId },
      body: text,
      recipients: 1,
      stored: 1,
      status: 'done',
    });
    const outbox = await api.list('outbox', { filter: { q: '01055556666' } });
    expect(outbox.body).toEqual([expect.objectContaining({ channel: 'sms', to: '01055556666', body: text })]);
    const history = await api.list('messages', { sort: ['id', 'DESC'], range: [0, 0] });
    expect((history.body as SentMessage[])[0]!.id).toBe(message.id);
    const recipients = await api.list('message-recipients', { filter: { messageId: message.id } });
    expect(recipients.body).toEqual([
      expect.objectContaining({ userId: null, name: '김하늘', address: '01055556666', status: 'stored' }),
    ]);
  });

  it('is in the request’s change history and the access log', async () => {
    const rows = await t.db.knex('change_history').where({ resource: 'forms', record_id: String(formId) });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'reply' });
    expect(JSON.parse(rows[0].changes as string)).toEqual([
      // What staff wrote, placeholders unfilled: no copy of the patient's name.
      { field: 'reply.sms', new: TEMPLATE.body.trim().slice(0, 100) },
    ]);
    const log = await accessLog();
    expect(log).toContainEqual(
      expect.objectContaining({
        subject_type: 'form',
        subject_id: formId,
        action: 'create',
        detail: `reply message ${message.id} sms`,
      }),
    );
  });

  it('is sent once per Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await reply(formId, { channel: 'sms', body: '확인 문자입니다.' }, key);
    const again = await reply(formId, { channel: 'sms', body: '확인 문자입니다.' }, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect(await t.db.knex('outbox').where({ body: '확인 문자입니다.' })).toHaveLength(1);
    const other = await reply(formId, { channel: 'sms', body: '다른 내용' }, key);
    expect(other.status).toBe(409);
  });

  it('by e-mail needs an address, and says so on the channel', async () => {
    const res = await reply(formId, { channel: 'email', subject: '안내', body: '안녕하세요.' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ channel: translate('ko', 'replyNoEmail') });
    const none = await reply(formId, { channel: 'sms', body: '' }).set('Accept-Language', 'en');
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.errors)).toEqual(['body']);
    expect((await reply(999_999, { channel: 'sms', body: '안녕하세요.' })).status).toBe(404);
    expect((await reply(formId, { channel: 'sms', templateId: 999_999, body: '안녕하세요.' })).status).toBe(400);
  });

  it('goes by e-mail to the address the request came with, the text as escaped HTML', async () => {
    const id = await sent({ name: '이바다', phone: '01055557777', email: 'sea@example.com' });
    const res = await reply(id, {
      channel: 'email',
      templateId,
      subject: TEMPLATE.subject,
      body: '{{name}}님, <b>안녕하세요</b>.\n\n{{clinicName}} 드림',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await t.db.knex('outbox').where({ recipient: 'sea@example.com' }).first();
    expect(row).toMatchObject({ channel: 'email', subject: `[${clinic.name}] 예약 안내` });
    expect(row.body).toBe(`이바다님, <b>안녕하세요</b>.\n\n${clinic.name} 드림`);
    expect(res.body.message.body).toContain('&lt;b&gt;');
  });

  it('fills in a name as typed but harmless: one line, no link, no markup, no placeholder', async () => {
    const id = await sent({ name: 'http://evil.com {{phone}}', phone: '01055558888' });
    const res = await reply(id, { channel: 'sms', body: '{{name}}님 안녕하세요.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const text = res.body.message.body as string;
    expect(text).not.toContain('://');
    expect(text).not.toContain('evil.com');
    expect(text).not.toContain('{{');
    expect(text).not.toContain(clinic.phone);
  });
});

describe('KakaoTalk 알림톡', () => {
  let formId: number;
  let templateId: number;
  beforeAll(async () => {
    formId = await sent({ name: '박구름', phone: '01055559999' });
    const list = await api.list('message-templates', { filter: { q: '(시험)' } });
    templateId = (list.body as Array<{ id: number }>)[0]!.id;
  });

  it('a template with a 알림톡 code, its text unchanged, goes with that template and its variables', async () => {
    const res = await reply(formId, { channel: 'sms', templateId, body: TEMPLATE.body }, randomUUID(), recorded);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(handed.at(-1)).toMatchObject({
      channel: 'sms',
      to: '01055559999',
      kakao: {
        templateId: 'KA01TP_RESERVED',
        variables: { '#{name}': '박구름', '#{clinicName}': clinic.name, '#{phone}': clinic.phone },
      },
    });
  });

  it('an edited text goes as a plain SMS', async () => {
    const body = `${TEMPLATE.body} 주차는 건물 지하를 이용해 주세요.`;
    const res = await reply(formId, { channel: 'sms', templateId, body }, randomUUID(), recorded);
    expect(res.status).toBe(201);
    expect(handed.at(-1)).not.toHaveProperty('kakao');
  });

  it('SOLAPI is asked for 알림톡 with SMS fallback only where a KakaoTalk channel is configured', () => {
    const message: OutgoingMessage = {
      channel: 'sms',
      to: '01055559999',
      subject: '',
      text: '박구름님, 예약이 확정되었습니다.',
      kakao: { templateId: 'KA01TP_RESERVED', variables: { '#{name}': '박구름' } },
    };
    expect(solapiMessage(message, '0200000000', 'KA01PF_CLINIC')).toEqual({
      to: '01055559999',
      from: '0200000000',
      text: message.text,
      kakaoOptions: {
        pfId: 'KA01PF_CLINIC',
        templateId: 'KA01TP_RESERVED',
        variables: { '#{name}': '박구름' },
        disableSms: false,
      },
    });
    expect(solapiMessage(message, '0200000000')).not.toHaveProperty('kakaoOptions');
  });
});

describe('the request’s member and earlier requests', () => {
  it('a request from a member’s phone names the member and lists the earlier requests from that number', async () => {
    const first = await sent({ phone: member.phone });
    const second = await sent({ phone: member.phone, name: '정맥순' });
    const res = await api.getOne('forms', second);
    expect(res.status).toBe(200);
    expect(res.body.member).toEqual({ id: member.id, name: '정맥순', verified: false });
    const earlier = (res.body.earlier as Array<{ id: number; status: string }>).map((f) => f.id);
    expect(earlier).toContain(first);
    expect(earlier).not.toContain(second);
    expect(res.body.earlier[0]).toMatchObject({ id: first, status: 'new' });
    // The first one lists nothing sent after it.
    expect(((await api.getOne('forms', first)).body.earlier as Array<{ id: number }>).map((f) => f.id)).not.toContain(
      second,
    );
  });

  it('a request sent logged in is the member’s own; one from an unknown number names nobody', async () => {
    const own = await sent({ phone: '01055550000' }, member.accessToken);
    expect((await api.getOne('forms', own)).body.member).toEqual({ id: member.id, name: '정맥순', verified: true });
    const stranger = await sent({ phone: '01055550001' });
    const res = await api.getOne('forms', stranger);
    expect(res.body.member).toBeNull();
    expect(res.body.earlier).toEqual([]);
  });
});
