import { beforeAll, describe, expect, it } from 'vitest';
import { fromDbTime } from '../../api/src/db/index.ts';
import { purgeExpired } from '../../api/src/modules/members/maintenance.ts';
import {
  accessTokenRequest,
  bearer,
  certify,
  dbTime,
  errorsOf,
  freshHttp,
  getMe,
  postSignup,
  refreshTokenFor,
  signUp,
  signupBody,
  type Member,
} from './support/members.ts';
import { http, t, useMemberApp } from './support/memberApp.ts';
import { documentsOf, KO, memberFiles, seedDocument } from './support/account.ts';
import { openStorage } from '../../api/src/services/storage/open.ts';

// A member's withdrawal: what is erased and kept, and when the username may be taken again.

useMemberApp();

describe('withdrawal', () => {
  let member: Member;
  beforeAll(async () => {
    const h = freshHttp(t);
    member = await signUp(t, h, {
      kind: 'COMPANY',
      username: `Leaving${Date.now() % 100_000}`,
      name: '주식회사 떠남',
      birthDate: '1970-01-01',
      agreements: { 'terms-of-use': true, 'privacy-consent': true, 'marketing-consent': true },
    });
    for (const kind of ['businessRegistration', 'employmentCertificate']) await seedDocument(member.id, kind);
    expect(memberFiles(member.id)).toHaveLength(2);
    // A 1:1 question with a file, and a staff message sent to the member.
    const knex = t.db.knex;
    const [questionId] = await knex('questions').insert({
      user_id: member.id,
      category: 'other',
      title: '수술 뒤 샤워',
      body: '언제부터 할 수 있나요?',
      status: 'waiting',
      created_at: dbTime(0),
      updated_at: dbTime(0),
    });
    await knex('question_files').insert({
      question_id: questionId,
      original_name: 'photo.png',
      storage_key: `questions/${questionId}/none.png`,
      mime: 'image/png',
      size: 1,
      created_at: dbTime(0),
    });
    const [messageId] = await knex('staff_messages').insert({
      channel: 'email',
      purpose: 'info',
      audience: '{"type":"all"}',
      subject: '진료 안내',
      body: '<p>안내</p>',
      status: 'done',
      idempotency_key: `withdrawal-${member.id}`,
      request_hash: 'x',
      created_at: dbTime(0),
    });
    await knex('staff_message_recipients').insert({
      message_id: messageId,
      user_id: member.id,
      name: '주식회사 떠남',
      address: member.email,
      status: 'stored',
      created_at: dbTime(0),
    });
    expect((await getMe(h, member.accessToken)).body.me.documents).toHaveLength(2);
  });

  const withdraw = (token: string, body: Record<string, unknown>) =>
    http.post('/api/v1/me/withdraw').set('Authorization', bearer(token)).send(body);

  it('needs the password', async () => {
    const missing = await withdraw(member.accessToken, {});
    expect(errorsOf(missing)).toEqual({ password: '필수 입력 항목입니다.' });
    const wrong = await withdraw(member.accessToken, { password: 'Not-it-123!' });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong)).toEqual({ password: KO.wrongPassword });
    expect((await getMe(http, member.accessToken)).body.me.name).toBe('주식회사 떠남');
  });

  it('erases every personal field and document, keeps a withdrawal record', async () => {
    const started = Date.now();
    const res = await withdraw(member.accessToken, { password: member.password, reason: '이사했습니다' });
    expect(res.status).toBe(200);

    const row = (await t.db.knex('users').where({ id: member.id }).first()) as Record<string, unknown>;
    expect(row).toMatchObject({ name: '', email: null, phone: null, birth_date: null, status: 'withdrawn' });
    expect(Boolean(row.marketing)).toBe(false);
    expect(String(row.username).toLowerCase()).not.toBe(member.username.toLowerCase());
    expect(row.password_hash).not.toMatch(/^\$argon2/);
    expect(JSON.stringify(row)).not.toContain(member.email);
    expect(await documentsOf(member.id)).toEqual([]);
    expect(memberFiles(member.id)).toEqual([]);
    expect(await t.db.knex('questions').where({ user_id: member.id })).toEqual([]);
    const recipients = (await t.db.knex('staff_message_recipients').where({ user_id: member.id })) as Array<
      Record<string, unknown>
    >;
    expect(recipients).toHaveLength(1);
    expect(recipients[0]).toMatchObject({ name: '', address: '' });

    const records = (await t.db.knex('withdrawals').where({ user_id: member.id })) as Array<Record<string, unknown>>;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ username: member.username, kind: 'COMPANY', reason: '이사했습니다' });
    const reusable = Date.parse(fromDbTime(records[0]!.reusable_after as string)!);
    const thirtyDays = 30 * 86_400_000;
    expect(reusable).toBeGreaterThanOrEqual(started + thirtyDays - 1000);
    expect(reusable).toBeLessThanOrEqual(Date.now() + thirtyDays + 1000);
  });

  it('every token is refused and the old login fails', async () => {
    expect((await getMe(http, member.accessToken)).status).toBe(401);
    expect((await accessTokenRequest(http, member.refreshToken)).status).toBe(401);
    expect((await refreshTokenFor(http, member.username, member.password)).status).toBe(401);
    const live = await t.db.knex('refresh_tokens').where({ user_id: member.id }).whereNull('revoked_at');
    expect(live).toEqual([]);
  });

  it('the username stays taken for 30 days, in any case', async () => {
    for (const username of [member.username, member.username.toUpperCase()]) {
      const body = signupBody({ username });
      body.certificationToken = await certify(t, http, 'email', String(body.email));
      const res = await postSignup(http, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: '이미 사용 중이거나 사용할 수 없는 아이디입니다.' });
    }
  });

  it('after 30 days it may be taken again, by a new account; the withdrawal record stays', async () => {
    await t.db
      .knex('withdrawals')
      .where({ user_id: member.id })
      .update({ reusable_after: dbTime(-1000) });
    const next = await signUp(t, http, { username: member.username });
    expect(next.id).not.toBe(member.id);
    const me = (await getMe(http, next.accessToken)).body.me;
    expect(me).toMatchObject({ username: member.username, documents: [], name: '김회원' });
    // The daily clean-up then forgets the old name; the record of the withdrawal stays.
    await purgeExpired(t.db.knex, { storage: openStorage(t.config), requestRetentionDays: 365 });
    const records = (await t.db.knex('withdrawals').where({ user_id: member.id })) as Array<Record<string, unknown>>;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ username: null, kind: 'COMPANY', reason: '이사했습니다' });
  });
});

describe('sign-up after a withdrawal 29 days ago', () => {
  it('is still refused for that username', async () => {
    const member = await signUp(t, http);
    const res = await http
      .post('/api/v1/me/withdraw')
      .set('Authorization', bearer(member.accessToken))
      .send({ password: member.password });
    expect(res.status).toBe(200);
    // As if it happened 29 days ago: one more day to wait.
    await t.db
      .knex('withdrawals')
      .where({ user_id: member.id })
      .update({ withdrawn_at: dbTime(-29 * 86_400_000), reusable_after: dbTime(86_400_000) });
    const body = signupBody({ username: member.username });
    body.certificationToken = await certify(t, http, 'email', String(body.email));
    const again = await postSignup(http, body);
    expect(again.status).toBe(409);
  });
});
