import { beforeAll, describe, expect, it } from 'vitest';
import { translate, type InboxCounts, type MemberHistory } from '@clinic/contract';
import { settingsBody } from './support/content.ts';
import { bearer } from './support/members.ts';
import {
  accessLog,
  api,
  eventually,
  freshHttp,
  member,
  request_,
  staffUser,
  submit,
  t,
  useFrontDesk,
} from './support/frontDesk.ts';

/**
 * The console as the clinic's front desk (API): phone numbers kept as digits and found however they
 * are typed, what waits for staff counted and notified, notes and an assignee on requests, a
 * member's history and staff note, exports with a reason in the access log. On SQLite and MariaDB.
 */

useFrontDesk();

describe('phone numbers', () => {
  let formId: number;

  it('are kept as digits', async () => {
    const res = await submit(request_);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    formId = res.body.form.id as number;
    expect((await t.db.knex('forms').where({ id: formId }).first('phone')).phone).toBe('01043218765');
  });

  it('find requests, members and messages with or without hyphens or spaces, or by the last four digits', async () => {
    for (const q of ['010-4321-8765', '01043218765', '010 4321 8765', '+82 10-4321-8765', '8765', '4321-8765']) {
      const forms = (await api.list('forms', { filter: { q } })).body as Array<{ id: number }>;
      expect(
        forms.map((f) => f.id),
        q,
      ).toContain(formId);
      const members = (await api.list('users', { filter: { q } })).body as Array<{ id: number }>;
      expect(
        members.map((m) => m.id),
        q,
      ).toEqual([member.id]);
    }
  });

  it('a term that is no phone number still searches names and never matches every row', async () => {
    expect(((await api.list('users', { filter: { q: '정맥순' } })).body as unknown[]).length).toBe(1);
    expect(((await api.list('users', { filter: { q: 'nobody-at-all' } })).body as unknown[]).length).toBe(0);
  });
});

describe('what waits for staff', () => {
  it('is counted live: requests at 신규, questions waiting, reviews pending', async () => {
    const before = (await api.raw('get', 'inbox')).body as InboxCounts;
    expect(before).toEqual({
      formsNew: expect.any(Number),
      questionsWaiting: expect.any(Number),
      reviewsPending: expect.any(Number),
      newest: {
        form: expect.any(Number),
        question: expect.any(Number),
        review: expect.any(Number),
        member: expect.any(Number),
      },
    });
    const sent = await submit(request_);
    expect(sent.status).toBe(201);
    const after = (await api.raw('get', 'inbox')).body as InboxCounts;
    expect(after.formsNew).toBe(before.formsNew + 1);
    // The newest request's number: the console's alert links to it.
    expect(after.newest.form).toBe(sent.body.form.id);
    expect((await freshHttp().get('/api/console/inbox')).status).toBe(401);
  });

  it('is told to the staff recipients in settings, without the patient’s details; never shown publicly', async () => {
    const settings = settingsBody({
      onReview: true,
      staffNotifyEmails: ['desk@example-clinic.kr'],
      staffNotifyPhones: ['01099990000'],
    });
    const put = await api.update('setting', 'clinic', settings);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      staffNotifyEmails: ['desk@example-clinic.kr'],
      staffNotifyPhones: ['01099990000'],
    });
    const shown = await freshHttp().get('/api/v1/clinic/settings');
    expect(JSON.stringify(shown.body)).not.toMatch(/staffNotify|desk@example|01099990000/);

    const sent = await submit(request_);
    const id = sent.body.form.id as number;
    const told = async () =>
      (await t.db
        .knex('outbox')
        .whereIn('recipient', ['desk@example-clinic.kr', '01099990000'])
        .orderBy('id')) as Array<{
        channel: string;
        recipient: string;
        subject: string;
        body: string;
      }>;
    const messages = await eventually(told, (rows) => rows.length >= 2);
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'desk@example-clinic.kr'],
      ['sms', '01099990000'],
    ]);
    for (const m of messages) {
      expect(m.body).toContain(`${id}번`);
      // …and the record's page in the console.
      expect(m.body).toContain(`/console/forms/${id}`);
      for (const personal of ['정맥순', '4321', '종아리']) expect(m.body).not.toContain(personal);
    }
    // The outbox finds the SMS by the number typed with hyphens.
    const found = (await api.list('outbox', { filter: { q: '010-9999-0000' } })).body as Array<{ to: string }>;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => m.to === '01099990000')).toBe(true);

    // A question and a review awaiting approval are told the same way.
    const asked = await freshHttp()
      .post('/api/v1/center/questions')
      .set('Authorization', bearer(member.accessToken))
      .field('category', 'treatment')
      .field('title', '압박스타킹')
      .field('body', '언제까지 신어야 하나요?');
    expect(asked.status).toBe(201);
    const reviewed = await freshHttp()
      .post('/api/v1/clinic/reviews2')
      .set('Authorization', bearer(member.accessToken))
      .field('title', '상담 후기')
      .field('content', '설명을 자세히 들었습니다.')
      .field('treatment', 'venaseal');
    expect(reviewed.status).toBe(201);
    const all = await eventually(told, (rows) => rows.length >= 6);
    expect(all.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`1:1 문의 (${asked.body.question.id}번)`),
        expect.stringContaining(`후기 (${reviewed.body.review.id}번)`),
      ]),
    );
  });

  it('settings refuse a bad recipient, in the caller’s language', async () => {
    const res = await api
      .update('setting', 'clinic', settingsBody({ staffNotifyEmails: ['not-an-address'], staffNotifyPhones: ['12'] }))
      .set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'staffNotifyEmails.0': translate('en', 'email'),
      'staffNotifyPhones.0': translate('en', 'phoneAreaCode'),
    });
  });
});

describe('a consultation request at the desk', () => {
  let id: number;
  beforeAll(async () => {
    id = (await submit(request_)).body.form.id as number;
  });

  it('lists with a preview of the message, the number of files and the newest note', async () => {
    const [row] = (await api.list('forms', { filter: { id } })).body as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      id,
      preview: expect.stringMatching(/^오래 서 있으면/),
      fileCount: 0,
      memo: '',
      assigneeId: null,
    });
    expect(String(row!.preview).length).toBeLessThanOrEqual(60);
  });

  it('keeps every note with who wrote it and when, newest first; memo adds one as before', async () => {
    const first = await api.raw('post', `forms/${id}/notes`).send({ body: '3월 5일 오후 전화 예정' });
    expect(first.status).toBe(201);
    const second = await api.update('forms', id, { status: 'in_progress', memo: '통화함: 다음 주 내원' });
    expect(second.status).toBe(200);
    // The same text again adds nothing.
    await api.update('forms', id, { status: 'in_progress', memo: '통화함: 다음 주 내원' });
    const detail = (await api.getOne('forms', id)).body as {
      notes: Array<{ body: string; staff: string }>;
      memo: string;
    };
    expect(detail.notes.map((n) => [n.body, n.staff])).toEqual([
      ['통화함: 다음 주 내원', staffUser.username],
      ['3월 5일 오후 전화 예정', staffUser.username],
    ]);
    expect(detail.memo).toBe('통화함: 다음 주 내원');
    expect((await api.raw('post', `forms/${id}/notes`).send({ body: ' ' })).status).toBe(400);
  });

  it('is assigned to a staff member, never to a member', async () => {
    expect((await api.update('forms', id, { assigneeId: staffUser.id })).body.assigneeId).toBe(staffUser.id);
    const refused = await api.update('forms', id, { assigneeId: member.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('assigneeId');
    expect(((await api.list('forms', { filter: { assigneeId: staffUser.id } })).body as unknown[]).length).toBe(1);
    expect((await api.update('forms', id, { assigneeId: null })).body.assigneeId).toBeNull();
  });
});

describe("a member's page", () => {
  it('lists their requests (by phone or sent logged in), questions, reviews and messages', async () => {
    const mine = await submit({ ...request_, message: '로그인하고 보낸 신청입니다.' }, member.accessToken);
    expect((await t.db.knex('forms').where({ id: mine.body.form.id }).first('user_id')).user_id).toBe(member.id);
    const res = await api.raw('get', `users/${member.id}/history`);
    expect(res.status).toBe(200);
    const history = res.body as MemberHistory;
    expect(history.forms.map((f) => f.id)).toContain(mine.body.form.id);
    expect(history.totals.forms).toBeGreaterThanOrEqual(4);
    expect(history.questions.map((q) => q.title)).toEqual(['압박스타킹']);
    expect(history.reviews.map((r) => [r.title, r.status])).toEqual([['상담 후기', 'pending']]);
    expect(history.forms[0]!.preview).toBe('로그인하고 보낸 신청입니다.');
    const logged = (await accessLog())[0]!;
    expect(logged).toMatchObject({ action: 'read', subject_type: 'member', subject_id: member.id, detail: 'history' });
    expect((await api.raw('get', `users/${staffUser.id}/history`)).status).toBe(404);
  });

  it('keeps a staff note with who wrote it, never shown to the member', async () => {
    const res = await api.raw('put', `users/${member.id}/note`).send({ note: '오전 통화 선호' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ staffNote: '오전 통화 선호', staffNoteBy: staffUser.username });
    expect((await api.getOne('users', member.id)).body).toMatchObject({ staffNote: '오전 통화 선호' });
    const me = await freshHttp().get('/api/v1/users/me').set('Authorization', bearer(member.accessToken));
    expect(JSON.stringify(me.body)).not.toContain('오전 통화 선호');
    expect((await accessLog()).find((e) => e.detail === 'note')).toMatchObject({
      action: 'update',
      subject_type: 'member',
      subject_id: member.id,
    });
  });
});

describe('exports of personal data', () => {
  it('need a reason, and are logged as an export with the reason and the row count', async () => {
    const refused = await api.raw('post', 'users/export').send({ filter: {} }).set('Accept-Language', 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ reason: translate('en', 'required') });

    const res = await api.raw('post', 'users/export').send({ reason: '연말 개인정보 점검', filter: { q: '8765' } });
    expect(res.status).toBe(200);
    const rows = res.body as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.id)).toEqual([member.id]);
    expect(rows[0]).toMatchObject({ phone: '01043218765', kind: 'PERSON', level: '' });
    expect((await accessLog())[0]).toMatchObject({
      action: 'export',
      subject_type: 'member',
      reason: '연말 개인정보 점검',
      row_count: 1,
    });
  });

  it('of consultation requests the same way', async () => {
    const res = await api.raw('post', 'forms/export').send({ reason: '월간 상담 통계', filter: { status: 'new' } });
    expect(res.status).toBe(200);
    const count = (res.body as unknown[]).length;
    expect(count).toBeGreaterThan(0);
    expect((await accessLog())[0]).toMatchObject({ action: 'export', subject_type: 'form', row_count: count });
  });
});

describe('the access log an auditor reads', () => {
  it('names whose data, and carries the reason and row count of exports', async () => {
    const rows = (await api.list('access-logs', { filter: { subjectType: 'member', subjectId: member.id } }))
      .body as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.subjectName === '정맥순')).toBe(true);
    const exports = (await api.list('access-logs', { filter: { action: 'export', subjectType: 'member' } }))
      .body as Array<Record<string, unknown>>;
    expect(exports[0]).toMatchObject({ reason: '연말 개인정보 점검', rowCount: 1, subjectName: null });
  });

  it('exports as CSV rows with a reason, logged as an export of the access log', async () => {
    expect((await api.raw('post', 'access-logs/export').send({ filter: {} })).status).toBe(400);
    const res = await api
      .raw('post', 'access-logs/export')
      .send({ reason: '분기 감사', filter: { action: 'export' }, sort: ['createdAt', 'DESC'] });
    expect(res.status).toBe(200);
    const rows = res.body as Array<{ action: string; reason: string }>;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.action === 'export')).toBe(true);
    expect((await accessLog())[0]).toMatchObject({
      action: 'export',
      subject_type: 'accessLog',
      reason: '분기 감사',
      row_count: rows.length,
    });
  });
});
