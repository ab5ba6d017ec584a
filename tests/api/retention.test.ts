import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../api/src/db/index.ts';
import { purgeExpired } from '../../api/src/modules/members/index.ts';
import { openStorage } from '../../api/src/services/storage/open.ts';
import { filesUnder } from './support/content.ts';
import { freshHttp, pdf, privateRoot, stored, submit, useForms, valid } from './support/forms.ts';
import { api, t } from './support/staffApp.ts';
import { bearer, createUser, login } from './support/testApp.ts';

/**
 * Consultation requests are kept only as long as the privacy policy says (issue 23): a request with
 * its notes and files is erased by the daily clean-up once it is older than REQUEST_RETENTION_DAYS
 * (365 by default, the policy's 1 year), and a member's own requests go with the member's withdrawal.
 * What staff searched for (a phone number, a name, an e-mail) is masked in the access log.
 */

useForms();

const requestIds = async () =>
  ((await t.db.knex('forms').orderBy('id').select('id')) as Array<{ id: number }>).map((r) => Number(r.id));

describe('keeping consultation requests', () => {
  it('erases a request older than the retention period, with its notes and files, and keeps a newer one', async () => {
    const before = await stored();
    const old = await submit(freshHttp(), valid, [[pdf, 'old.pdf', 'application/pdf']]);
    expect(old.status).toBe(201);
    const recent = await submit(freshHttp(), { ...valid, name: '김최근' }, [[pdf, 'new.pdf', 'application/pdf']]);
    expect(recent.status).toBe(201);
    const [oldId, recentId] = (await requestIds()).slice(-2) as [number, number];
    await t.db.knex('form_notes').insert({
      form_id: oldId,
      staff_username: 'staff',
      body: '전화 드림',
      created_at: toDbTime(new Date()),
    });
    const day = 86_400_000;
    const now = new Date();
    await t.db
      .knex('forms')
      .where({ id: oldId })
      .update({ created_at: toDbTime(new Date(now.getTime() - 366 * day)) });
    await t.db
      .knex('forms')
      .where({ id: recentId })
      .update({ created_at: toDbTime(new Date(now.getTime() - 364 * day)) });
    expect((await stored()).privateFiles).toHaveLength(before.privateFiles.length + 2);

    const done = await purgeExpired(t.db.knex, { storage: openStorage(t.config), requestRetentionDays: 365, now });
    expect(done.requests).toBe(1);
    expect(await requestIds()).not.toContain(oldId);
    expect(await requestIds()).toContain(recentId);
    expect(await t.db.knex('form_notes').where({ form_id: oldId })).toEqual([]);
    expect(await t.db.knex('form_files').where({ form_id: oldId })).toEqual([]);
    const after = await stored();
    expect(after.privateFiles).toHaveLength(before.privateFiles.length + 1);
    expect((await api.getOne('forms', oldId)).status).toBe(404);
  });

  it('erases the requests a member sent while logged in when the member withdraws', async () => {
    const member = await createUser(t, ['user'], 'asker');
    const { accessToken } = await login(t, member);
    const http = freshHttp();
    let req = http.post('/api/v1/forms').set('Authorization', bearer(accessToken));
    for (const [name, value] of Object.entries({ ...valid, name: '탈퇴예정' })) req = req.field(name, value);
    const sent = await req.attach('files', pdf, { filename: 'mine.pdf', contentType: 'application/pdf' });
    expect(sent.status).toBe(201);
    const id = (await requestIds()).at(-1)!;
    expect(await t.db.knex('forms').where({ id }).first('user_id')).toEqual({ user_id: member.id });
    const files = filesUnder(privateRoot).length;

    const withdrawn = await http
      .post('/api/v1/me/withdraw')
      .set('Authorization', bearer(accessToken))
      .send({ password: member.password, reason: '' });
    expect(withdrawn.status).toBe(200);
    expect(await requestIds()).not.toContain(id);
    expect(filesUnder(privateRoot)).toHaveLength(files - 1);
  });
});

describe('the access log of a search', () => {
  it('says what kind of search it was, not whose phone, name or e-mail', async () => {
    const last = Number(((await t.db.knex('access_logs').max({ id: 'id' }).first()) as { id: number | null }).id ?? 0);
    for (const q of ['010-1234-5678', '홍길동', 'hong@example.com'])
      expect((await api.list('forms', { filter: { q, status: 'new' } })).status).toBe(200);
    const details = (
      (await t.db.knex('access_logs').where('id', '>', last).where({ action: 'list' }).orderBy('id')) as Array<{
        detail: string;
      }>
    ).map((r) => r.detail);
    expect(details).toEqual([
      '{"q":"010******78","status":"new"}',
      '{"q":"홍**","status":"new"}',
      '{"q":"h***@example.com","status":"new"}',
    ]);
  });
});
