import { describe, expect, it } from 'vitest';
import { normalizeUsername, username as usernameRule } from '@clinic/contract';
import { toDbTime } from '../../api/src/db/index.ts';
import { upsertAccount } from '../../api/src/modules/auth/index.ts';
import { ADMIN_SCOPES, basic, createUser, login, useTestApp } from './support/testApp.ts';
import { bearer, certify, errorsOf, newUsername, postSignup, signupBody, type Http } from './support/members.ts';
import { appWith, loginVia, OWNER, ownerId, t, useOwnerApp } from './support/securityAuth.ts';

// Issue 11, finding 4: usernames are compared in one spelling, and the migration that brought them
// to it. On SQLite, and on MariaDB with TEST_DATABASE_URL.

useOwnerApp();

describe('finding 4: usernames are compared in one spelling', () => {
  const tryLogin = (http: Http, username: string, password: string) =>
    http.get('/api/auth/refreshToken').set('Authorization', basic(username, password));

  it('the contract normalises (NFKC, lower case, trimmed) and refuses what normalises to something invalid', () => {
    expect(normalizeUsername(' ＭｅｍｂｅｒＡ１ ')).toBe('membera1');
    expect(normalizeUsername('ｍembera1')).toBe('membera1');
    expect(normalizeUsername('MÉMBERA1')).toBe('mémbera1');
    expect(usernameRule().parse('ｍｅｍｂｅｒａ１')).toBe('membera1');
    expect(usernameRule().safeParse('mémbera1').success).toBe(false);
    expect(usernameRule().safeParse('ｍｅｍ１').success).toBe(false);
    expect(usernameRule().safeParse('　').error?.issues[0]?.message).toBe('required');
  });

  it('accented spellings do not log in as membera1, with its right password (MariaDB matched them before)', async () => {
    const http = appWith({});
    for (const spelling of ['mémbera1', 'MÉMBERA1', 'membéra1']) {
      const res = await tryLogin(http, spelling, OWNER.password);
      expect(res.status, spelling).toBe(401);
    }
    expect((await tryLogin(http, 'membera1', OWNER.password)).status).toBe(200);
  });

  it('the database itself compares byte for byte', async () => {
    // (utf8mb4_bin, in MySQL and MariaDB alike, still pads: 'membera1 ' equals 'membera1'; the API trims.)
    for (const spelling of ['MEMBERA1', 'Membera1', 'mémbera1', 'ｍembera1', 'ｍｅｍｂｅｒａ１']) {
      expect(await t.db.knex('users').where({ username: spelling }).first('id'), spelling).toBeUndefined();
    }
    expect(await t.db.knex('users').where({ username: 'membera1' }).first('id')).toEqual({ id: ownerId });
  });

  it('MEMBERA1 and fullwidth ｍｅｍｂｅｒａ１ are membera1: one account and one limit counter', async () => {
    const http = appWith({ TRUST_PROXY_HOPS: '1', LOGIN_MAX_PER_USERNAME: '3' });
    // Three wrong passwords from one address, each under another spelling.
    for (const spelling of ['membera1', 'MEMBERA1', 'ｍｅｍｂｅｒａ１']) {
      expect((await loginVia(http, '203.0.113.30', spelling, 'Wrong-pass-1!')).status, spelling).toBe(401);
    }
    // That address is now stopped under every spelling, the right password too.
    for (const spelling of ['membera1', 'MEMBERA1', 'ｍｅｍｂｅｒａ１', ' ｍembera1 ']) {
      expect((await loginVia(http, '203.0.113.30', spelling, OWNER.password)).status, spelling).toBe(429);
    }
    // An accented spelling is no way round it: it is another (unknown) name, and never the account.
    expect((await loginVia(http, '203.0.113.30', 'mémbera1', OWNER.password)).status).toBe(401);
    // Another address logs in under a fullwidth spelling, as the one account.
    const ok = await loginVia(http, '203.0.113.31', 'ＭＥＭＢＥＲＡ１', OWNER.password);
    expect(ok.status).toBe(200);
    const session = (await t.db.knex('refresh_tokens').orderBy('id', 'desc').first('user_id')) as { user_id: number };
    expect(session.user_id).toBe(ownerId);
  });

  it('sign-up with a spelling that normalises to an existing username is 409; the stored name is normalised', async () => {
    const http = appWith({});
    for (const spelling of ['MEMBERA1', 'ｍｅｍｂｅｒａ１', 'ｍembera1', ' MemberA1 ']) {
      const body = signupBody({ username: spelling });
      body.certificationToken = await certify(t, http, 'email', String(body.email));
      const res = await postSignup(http, body, 'en');
      expect(res.status, spelling).toBe(409);
      expect(res.body).toEqual({ message: 'This username is taken or cannot be used.' });
    }
    const accented = signupBody({ username: 'mémbera1' });
    accented.certificationToken = await certify(t, http, 'email', String(accented.email));
    const refused = await postSignup(http, accented);
    expect(refused.status).toBe(400);
    expect(Object.keys(errorsOf(refused))).toEqual(['username']);

    const fresh = `Ｎｅｗ${newUsername('Wide')}`;
    const body = signupBody({ username: fresh });
    body.certificationToken = await certify(t, http, 'email', String(body.email));
    const created = await postSignup(http, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.user.username).toBe(normalizeUsername(fresh));
    const row = (await t.db.knex('users').where({ id: created.body.user.id }).first('username')) as {
      username: string;
    };
    expect(row.username).toBe(normalizeUsername(fresh));
    expect(row.username).toMatch(/^newwide[0-9a-f]{8}7$/);
  });

  it('staff search still finds a username typed in capitals (the column compares byte for byte, a search does not)', async () => {
    const staff = await createUser(t, ['user', 'console'], 'searchstaff');
    const { accessToken } = await login(t, staff);
    const res = await t.http
      .get(`/api/console/users?filter=${encodeURIComponent(JSON.stringify({ q: 'MEMBERA' }))}`)
      .set('Authorization', bearer(accessToken));
    expect(res.status).toBe(200);
    expect((res.body as Array<{ id: number }>).map((u) => u.id)).toContain(ownerId);
  });

  it('staff accounts (console and upsertAccount, which admin:create uses) keep the normalised name too', async () => {
    // A 관리자: only they create staff accounts.
    const staff = await createUser(t, ADMIN_SCOPES, 'normstaff');
    const { accessToken } = await login(t, staff);
    const http = appWith({});
    const taken = await http
      .post('/api/console/user/admins')
      .set('Authorization', bearer(accessToken))
      .send({ username: 'ＭＥＭＢＥＲＡ１', password: 'Staff-pass-2026!', name: '직원' });
    expect(taken.status).toBe(409);
    const made = await http
      .post('/api/console/user/admins')
      .set('Authorization', bearer(accessToken))
      .send({ username: 'Ｎｕｒｓｅ０１', password: 'Staff-pass-2026!', name: '간호사' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.username).toBe('nurse01');
    expect((await tryLogin(http, 'NURSE01', 'Staff-pass-2026!')).status).toBe(200);

    const upserted = await upsertAccount(t.db.knex, {
      username: ' ＤｏｃＴｏｒ０１ ',
      password: 'Doctor-pass-2026!',
      scopes: ['user', 'console'],
    });
    expect(upserted.created).toBe(true);
    expect(await t.db.knex('users').where({ id: upserted.id }).first('username')).toEqual({ username: 'doctor01' });
    const again = await upsertAccount(t.db.knex, {
      username: 'DOCTOR01',
      password: 'Doctor-pass-2027!',
      scopes: ['user'],
    });
    expect(again).toEqual({ id: upserted.id, created: false });
  });
});

describe('finding 4: the migration to one spelling', () => {
  const m = useTestApp();

  const SCHEMA = '20261123000001_usernames_binary_collation.ts';
  const DATA = '20261123000002_usernames_normalised.ts';

  const collation = async (): Promise<Record<string, unknown> | undefined> => {
    if (m.db.dialect !== 'mysql') return undefined;
    const [rows] = (await m.db.knex.raw(
      `SELECT COLLATION_NAME AS collation_name, IS_NULLABLE AS nullable, CHARACTER_MAXIMUM_LENGTH AS length
         FROM information_schema.COLUMNS
        WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'users' AND COLUMN_NAME = 'username'`,
    )) as [Array<Record<string, unknown>>];
    const [index] = (await m.db.knex.raw(`SHOW INDEX FROM users WHERE Column_name = 'username'`)) as [
      Array<{ Non_unique: number | string }>,
    ];
    return { ...rows[0], length: Number(rows[0]?.length), unique: index.some((i) => Number(i.Non_unique) === 0) };
  };

  it('stops with the accounts that would share a name, then rewrites every username, and runs back and forth', async () => {
    const knex = m.db.knex;
    await knex.migrate.down({ name: DATA });
    await knex.migrate.down({ name: SCHEMA });
    if (m.db.dialect === 'mysql')
      expect(await collation()).toEqual({
        collation_name: 'utf8mb4_unicode_ci',
        nullable: 'NO',
        length: 30,
        unique: true,
      });

    const now = toDbTime(new Date());
    const add = async (username: string) => {
      const [id] = await knex('users').insert({
        username,
        password_hash: 'x',
        name: 'n',
        scopes: '["user"]',
        status: 'active',
        created_at: now,
        updated_at: now,
      });
      return Number(id);
    };
    const mixed = await add('MixedCase1');
    const clashA = await add('Clash1x');
    const clashB = await add(' clash1x');
    const wide = await add('ｗｉｄｅ１ｘ');
    await knex('withdrawals').insert({ username: 'Gone1x', kind: 'PERSON', withdrawn_at: now, reusable_after: now });

    await expect(knex.migrate.latest()).rejects.toThrow(`"clash1x" <- id ${clashA} "Clash1x", id ${clashB} " clash1x"`);
    // Nothing changed, so the DBA can rename and run it again.
    expect(await knex('users').where({ id: mixed }).first('username')).toEqual({ username: 'MixedCase1' });
    if (m.db.dialect === 'mysql') expect((await collation())?.collation_name).toBe('utf8mb4_unicode_ci');

    await knex('users').where({ id: clashB }).update({ username: 'clash2x' });
    await knex.migrate.latest();
    const names = async () =>
      Object.fromEntries(
        (
          (await knex('users').whereIn('id', [mixed, clashA, clashB, wide]).select('id', 'username')) as Array<{
            id: number;
            username: string;
          }>
        ).map((r) => [r.id, r.username]),
      );
    const expected = { [mixed]: 'mixedcase1', [clashA]: 'clash1x', [clashB]: 'clash2x', [wide]: 'wide1x' };
    expect(await names()).toEqual(expected);
    expect(await knex('withdrawals').whereNotNull('username').pluck('username')).toEqual(['gone1x']);
    if (m.db.dialect === 'mysql')
      expect(await collation()).toEqual({ collation_name: 'utf8mb4_bin', nullable: 'NO', length: 30, unique: true });
    expect(await knex('users').where({ username: 'MIXEDCASE1' }).first('id')).toBeUndefined();

    // Back and forth again: the names stay normalised, the collation follows.
    await knex.migrate.down({ name: DATA });
    await knex.migrate.down({ name: SCHEMA });
    if (m.db.dialect === 'mysql') expect((await collation())?.collation_name).toBe('utf8mb4_unicode_ci');
    await knex.migrate.latest();
    expect(await names()).toEqual(expected);
    if (m.db.dialect === 'mysql') expect((await collation())?.collation_name).toBe('utf8mb4_bin');
  });
});
