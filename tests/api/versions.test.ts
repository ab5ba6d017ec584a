import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../api/src/db/index.ts';
import { seedDemoContent } from '../../api/src/seeds/demo.ts';
import { LocalStorage } from '../../api/src/services/storage/index.ts';
import { consoleRoutes } from './support/consoleRoutes.ts';
import { uniq } from './support/members.ts';
import { bearer, createUser, login } from './support/testApp.ts';
import { cases } from './support/emptyFieldCases.ts';
import {
  all4,
  api,
  bodyOf,
  memberBody,
  staffUser,
  submitRequest,
  t,
  useEmptyFieldsApp,
  type Body,
} from './support/emptyFields.ts';

// Two staff working at once never silently undo each other's work: every console resource that
// staff update answers its records with a `lockVersion`; a save made on an older version is refused
// (409) in the staff's language, naming who changed the record and what, and changes nothing. Every
// create, update and delete is kept in the record's change history, with old and new values
// (personal fields named only), and the access log's entry says what changed.
// The resources are read from the console router itself: a resource added tomorrow is swept too.

useEmptyFieldsApp();

/** The resources staff update with `PUT <resource>/:id`, as the console names them. */
let resources: string[] = [];
/** A second staff member (관리자), who saves first. */
let other: { token: string; username: string; id: number };
/** Staff B (관리자 too: staff accounts are theirs only), who saves late. */
let tokenB = '';

/** How the console's Edit page sends a record, where it sends less than the record (support/emptyFieldCases). */
const transforms = new Map(cases.filter((c) => c.transform && !c.label).map((c) => [c.resource, c.transform!]));

const put = (resource: string, id: number | string, body: Body, token = other.token, language = 'ko') =>
  t.http
    .put(`/api/console/${resource}/${id}`)
    .set('Authorization', bearer(token))
    .set('Accept-Language', language)
    .send(body);

/** The record as the console's Edit page sends it back: its own transform, with the version. */
const asSent = (resource: string, record: Body): Body => {
  const transform = transforms.get(resource);
  return transform ? { ...transform(record), lockVersion: record.lockVersion } : record;
};

/** Records of the kinds no demo content has: made through the API, or as members leave them. */
async function makeMissingRecords(): Promise<void> {
  const knex = t.db.knex;
  const now = toDbTime(new Date());
  const member = (await bodyOf(api.create('users', memberBody()))).id as number;
  await submitRequest();
  await knex('questions').insert({
    user_id: member,
    category: 'general',
    title: '수술 후 샤워',
    body: '언제부터 샤워해도 되나요?',
    status: 'answered',
    answer: '<p>다음 날부터 가능합니다.</p>',
    created_at: now,
    updated_at: now,
  });
  await knex('member_reviews').insert({
    product: 'clinic',
    user_id: member,
    title: '친절했어요',
    treatment: 'venaseal',
    content: '상담이 자세했습니다.',
    images: '[]',
    created_at: now,
    updated_at: now,
  });
  const post = (await knex('board_posts').first('id')) as { id: number };
  await knex('board_comments').insert({
    post_id: post.id,
    user_id: member,
    body: '감사합니다',
    created_at: now,
    updated_at: now,
  });
  await bodyOf(api.create('review-words', { word: '완치보장', note: '' }));
  await bodyOf(api.create('users/levels', { name: '일반', description: '', position: 1 }));
}

beforeAll(async () => {
  await seedDemoContent(t.db.knex, new LocalStorage(path.join(t.config.dataDir, 'uploads')));
  await makeMissingRecords();
  const user = await createUser(t, ['user', 'console', 'admin'], 'second');
  other = { token: (await login(t, user)).accessToken, username: user.username, id: user.id };
  tokenB = (await login(t, await createUser(t, ['user', 'console', 'admin'], 'late'))).accessToken;
  resources = consoleRoutes(t)
    .filter((r) => r.method === 'PUT' && /\/:(id|product)$/.test(r.pattern))
    // A page's text has versions of its own (drafts, publishing): tests/api/pages-texts.test.ts.
    .filter((r) => !r.pattern.startsWith('/console/page-texts/'))
    .map((r) =>
      r.pattern
        .replace(/^\/console\//, '')
        .replace(/\/:(id|product)$/, '')
        .replace(':product', 'clinic'),
    );
}, 180_000);

/** The first record of a resource (the settings record is `clinic`). */
async function firstRecord(resource: string): Promise<Body> {
  if (resource === 'setting') return bodyOf(api.getOne('setting', 'clinic'), 200);
  const list = await t.http
    .get(`/api/console/${resource}`)
    .query({ range: '[0,0]' })
    .set('Authorization', bearer(other.token));
  expect(list.status, `${resource}: ${JSON.stringify(list.body)}`).toBe(200);
  const [row] = list.body as Body[];
  if (row) return getOne(resource, row.id as number);
  // No demo content of this kind: made as its create form makes one (support/emptyFieldCases).
  const made = cases.find((c) => c.resource === resource && !c.label && !c.make);
  expect(made, `${resource} has a record to edit`).toBeDefined();
  return getOne(resource, (await bodyOf(api.create(resource, made!.body()))).id as number);
}

/** The record as the console's Edit page opens it (as 관리자: staff accounts are theirs only). */
async function getOne(resource: string, id: number | string): Promise<Body> {
  const res = await t.http.get(`/api/console/${resource}/${id}`).set('Authorization', bearer(other.token));
  expect(res.status, `${resource}/${id}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as Body;
}

describe('a save made on an older version', () => {
  it('is swept on every console resource staff update (read from the router)', () => {
    for (const expected of ['forms', 'users', 'center/notifications', 'clinic/fees', 'setting', 'center/faqs'])
      expect(resources).toContain(expected);
    expect(resources.length).toBeGreaterThan(20);
  });

  it('is refused (409) on every resource, names who changed it, and changes nothing', async () => {
    for (const resource of resources) {
      const opened = await firstRecord(resource);
      expect(typeof opened.lockVersion, `${resource} answers its version`).toBe('number');
      // Staff A saves first (the console sends the whole form with the version it was opened at).
      const first = await put(resource, opened.id as number, asSent(resource, opened));
      expect(first.status, `${resource}: ${JSON.stringify(first.body)}`).toBe(200);
      expect(first.body.lockVersion, resource).toBe((opened.lockVersion as number) + 1);
      // Staff B, on the page opened before, saves too: refused.
      const late = await put(resource, opened.id as number, asSent(resource, opened), tokenB);
      expect(late.status, `${resource}: ${JSON.stringify(late.body)}`).toBe(409);
      expect(late.body.code, resource).toBe('changedMeanwhile');
      expect(late.body.message, resource).toContain(other.username);
      expect(late.body.conflict.version, resource).toBe(first.body.lockVersion);
      // Nothing changed.
      const after = await getOne(resource, opened.id as number);
      expect(after, resource).toEqual(first.body);
    }
  }, 120_000);

  it("says so in the staff member's language", async () => {
    const opened = await firstRecord('clinic/fees');
    await bodyOf(put('clinic/fees', opened.id as number, opened), 200);
    const late = await put('clinic/fees', opened.id as number, opened, tokenB, 'en');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(new RegExp(`^.*${other.username}.* changed this at .*, after you opened it`));
  });

  it('lists what was changed meanwhile, so staff can reapply their own edit on top', async () => {
    const id = await submitRequest();
    const opened = await bodyOf(api.getOne('forms', id), 200);
    await bodyOf(put('forms', id, { status: 'done', lockVersion: opened.lockVersion }), 200);
    // B only adds a note, on the page opened before A saved: refused, told that A set the status.
    const late = await put(
      'forms',
      id,
      { status: opened.status, memo: '다시 연락 드림', lockVersion: opened.lockVersion },
      tokenB,
    );
    expect(late.status).toBe(409);
    expect(late.body.conflict.changes).toEqual([
      expect.objectContaining({
        field: 'status',
        old: opened.status,
        new: 'done',
        by: expect.stringContaining(other.username),
      }),
    ]);
    // Reapplied on the current version, B's note is saved and A's status stays.
    const current = await bodyOf(api.getOne('forms', id), 200);
    const reapplied = await put(
      'forms',
      id,
      { status: current.status, memo: '다시 연락 드림', lockVersion: current.lockVersion },
      tokenB,
    );
    expect(reapplied.status, JSON.stringify(reapplied.body)).toBe(200);
    expect(reapplied.body).toMatchObject({ status: 'done', memo: '다시 연락 드림' });
  });

  it("keeps a member's staff note written meanwhile (the note names the note it replaces)", async () => {
    const member = await firstRecord('users');
    const noteAt = (member.staffNoteAt as string | null) ?? null;
    const note = (token: string, text: string) =>
      t.http
        .put(`/api/console/users/${member.id}/note`)
        .set('Authorization', bearer(token))
        .send({ note: text, noteAt });
    expect((await note(other.token, '오전에 통화함')).status).toBe(200);
    const late = await note(tokenB, '문자 남김');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain(other.username);
    expect((await getOne('users', member.id as number)).staffNote).toBe('오전에 통화함');
    const changes = await t.http.get(`/api/console/users/${member.id}/changes`).set('Authorization', bearer(tokenB));
    expect(changes.body[0].changes).toEqual([
      { field: 'staffNote', old: member.staffNote ?? '', new: '오전에 통화함' },
    ]);
  });

  it('is refused when two saves race on the same version (only one is written)', async () => {
    const opened = await firstRecord('center/faqs');
    const [a, b] = await Promise.all([
      put('center/faqs', opened.id as number, opened),
      put('center/faqs', opened.id as number, opened, tokenB),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});

describe('the change history', () => {
  it("lists each change of a record with old and new values, who and when; a patient's fields are named only", async () => {
    const id = await submitRequest();
    const opened = await bodyOf(api.getOne('forms', id), 200);
    await bodyOf(
      put('forms', id, { status: 'in_progress', assigneeId: staffUser.id, lockVersion: opened.lockVersion }),
      200,
    );
    const res = await t.http.get(`/api/console/forms/${id}/changes`).set('Authorization', bearer(tokenB));
    expect(res.status).toBe(200);
    const [update] = res.body as Array<Body & { changes: Body[] }>;
    expect(update).toMatchObject({ action: 'update', staffUsername: other.username, recordId: String(id) });
    expect(update!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: opened.status, new: 'in_progress' },
        { field: 'assigneeId', old: null, new: staffUser.id },
      ]),
    );
    // A member's record: the name changed is said, the names are not kept.
    const member = await firstRecord('users');
    await bodyOf(put('users', member.id as number, { ...asSent('users', member), name: '새이름' }), 200);
    const memberChanges = await t.http
      .get(`/api/console/users/${member.id}/changes`)
      .set('Authorization', bearer(tokenB));
    expect(memberChanges.body[0].changes).toContainEqual({ field: 'name', personal: true });
    expect(JSON.stringify(memberChanges.body)).not.toContain('새이름');
  });

  it('keeps creates and deletes too, and the settings saves', async () => {
    const created = await bodyOf(
      api.create('center/faq-categories', { code: `c${uniq()}`, name: all4('이력 확인'), position: 0 }),
    );
    await bodyOf(api.remove('center/faq-categories', created.id as number), 200);
    const rows = await t.db
      .knex('change_history')
      .where({ resource: 'faq_categories', record_id: String(created.id) })
      .orderBy('id');
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['create', 'delete']);

    const settings = await firstRecord('setting');
    await bodyOf(put('setting', 'clinic', { ...settings, email: 'desk@clinic.example' }), 200);
    const history = await t.http.get('/api/console/setting/clinic/changes').set('Authorization', bearer(tokenB));
    expect(history.body[0].changes).toContainEqual({ field: 'email', old: settings.email, new: 'desk@clinic.example' });
  });

  it('feeds the access log: an update says what changed; a read names the request and its patient', async () => {
    const id = await submitRequest();
    const opened = await bodyOf(api.getOne('forms', id), 200);
    await bodyOf(put('forms', id, { status: 'done', lockVersion: opened.lockVersion }), 200);
    const entries = await t.db.knex('access_logs').where({ subject_type: 'form', subject_id: id }).orderBy('id');
    const update = entries.find((e: { action: string }) => e.action === 'update') as { detail: string };
    expect(update.detail).toBe(`status: ${String(opened.status)} → done`);
    await getOne('forms', id);
    const log = await t.http
      .get('/api/console/access-logs')
      .query({ filter: JSON.stringify({ subjectType: 'form', subjectId: id, action: 'read' }) })
      .set('Authorization', bearer(other.token));
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({ subjectType: 'form', subjectId: id, subjectName: opened.name });
  });
});
