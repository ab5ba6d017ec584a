import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { Redis } from 'ioredis';
import { normalizeUsername, username as usernameRule } from '@clinic/contract';
import { createApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { toDbTime } from '../../api/src/db/index.ts';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../../api/src/http/rateLimit.ts';
import { upsertAccount } from '../../api/src/modules/auth/index.ts';
import { basic, createUser, JWT_SECRET, login, startTestApp, type TestApp } from './support/testApp.ts';
import {
  bearer,
  certify,
  errorsOf,
  messagesTo,
  newContact,
  newUsername,
  postSignup,
  requestCode,
  seedMemberTerms,
  signupBody,
  type Http,
} from './support/members.ts';

// Issue 11, findings 3, 4, 7 and 9 (sign-up oracle, logout, `exp`): each attack as it was made
// against main, now refused. On SQLite, and on MariaDB with TEST_DATABASE_URL.

let t: TestApp;
const OWNER = { username: 'membera1', password: 'Owner-pass-2026!' };
let ownerId: number;

beforeAll(async () => {
  t = await startTestApp();
  await seedMemberTerms(t);
  ownerId = (await upsertAccount(t.db.knex, { ...OWNER, scopes: ['user'] })).id;
});
afterAll(() => t.close());

/**
 * The same database behind another copy of the server, configured by `env` as the server reads its
 * environment, with counters of its own (in memory unless given).
 */
function appWith(env: Record<string, string>, counters?: CounterStore): Http {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: t.config.dataDir,
    PUBLIC_SITE_DIR: t.config.publicSiteDir,
    CONSOLE_DIR: t.config.consoleDir,
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    ...env,
  });
  return request(createApp({ config, db: t.db, counters: counters ?? new MemoryCounterStore() }).callback());
}

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisStore = () =>
  new RedisCounterStore(
    new Redis(redisUrl, { maxRetriesPerRequest: 1 }),
    `clinic-test:${process.pid}:${randomBytes(4).toString('hex')}:`,
  );

/** A login from the client whose address the one trusted proxy appended (after whatever the client wrote). */
const loginVia = (http: Http, client: string, username: string, password: string, forged = '6.6.6.6') =>
  http
    .get('/api/auth/refreshToken')
    .set('X-Forwarded-For', `${forged}, ${client}`)
    .set('Authorization', basic(username, password));

const elapsed = async <T>(run: () => PromiseLike<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

describe('finding 3: X-Forwarded-For is believed only as far as TRUST_PROXY_HOPS', () => {
  it('behind one proxy, logins with a forged, varying left-most address are still limited per address', async () => {
    const http = appWith({ NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', LOGIN_MAX_PER_IP: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // A new username each time, so only the per-address limit can stop it.
      const res = await loginVia(http, '203.0.113.9', `guess${i}x1`, 'Wrong-pass-1!', `10.0.${i}.${i + 1}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The limit is the client's (what the proxy saw), not everyone's.
    expect((await loginVia(http, '203.0.113.10', 'guess9x1', 'Wrong-pass-1!')).status).toBe(401);
  });

  it('behind one proxy, verification codes to many phones with a forged left-most address are still limited', async () => {
    const http = appWith({ TRUST_PROXY_HOPS: '1', CODE_MAX_PER_IP: '3' });
    const phones = Array.from({ length: 5 }, () => newContact().phone);
    const statuses: number[] = [];
    for (const [i, phone] of phones.entries()) {
      const res = await requestCode(http, { channel: 'sms', target: phone }).set(
        'X-Forwarded-For',
        `192.0.2.${i + 1}, 203.0.113.20`,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const sent = await Promise.all(phones.map(async (p) => (await messagesTo(t, p)).length));
    expect(sent).toEqual([1, 1, 1, 0, 0]);
  });

  it('with TRUST_PROXY_HOPS=0 (the default, production too) the header is ignored entirely', async () => {
    const http = appWith({ NODE_ENV: 'production', LOGIN_MAX_PER_IP: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await loginVia(http, `198.51.100.${i + 1}`, `nobody${i}x1`, 'Wrong-pass-1!', `10.1.${i}.1`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('the session record and the access log keep the address so derived', async () => {
    const staff = await createUser(t, ['user', 'console'], 'proxystaff');
    const behind = appWith({ TRUST_PROXY_HOPS: '1' });
    const res = await loginVia(behind, '203.0.113.77', staff.username, staff.password);
    expect(res.status).toBe(200);
    const session = (await t.db
      .knex('refresh_tokens')
      .where({ user_id: staff.id })
      .orderBy('id', 'desc')
      .first('id', 'ip')) as { id: number; ip: string };
    expect(session.ip).toBe('203.0.113.77');
    const access = await behind
      .get('/api/auth/accessToken')
      .set('Authorization', bearer(res.body.refreshToken as string));
    const list = await behind
      .get('/api/console/users')
      .set('X-Forwarded-For', '6.6.6.6, 203.0.113.78')
      .set('Authorization', bearer(access.body.accessToken as string));
    expect(list.status).toBe(200);
    const logged = (await t.db.knex('access_logs').where({ staff_id: staff.id }).orderBy('id', 'desc').first('ip')) as {
      ip: string;
    };
    expect(logged.ip).toBe('203.0.113.78');

    // Without a trusted proxy the forged header is not what gets recorded.
    const direct = appWith({ NODE_ENV: 'production' });
    expect((await loginVia(direct, '203.0.113.79', staff.username, staff.password)).status).toBe(200);
    const last = (await t.db.knex('refresh_tokens').where({ user_id: staff.id }).orderBy('id', 'desc').first('ip')) as {
      ip: string;
    };
    expect(last.ip).not.toMatch(/203\.0\.113|6\.6\.6\.6/);
    expect(last.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('TRUST_PROXY_HOPS must be a whole number from 0', () => {
    expect(() => appWith({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => appWith({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

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
      .set('Authorization', `Bearer ${accessToken}`);
    expect(res.status).toBe(200);
    expect((res.body as Array<{ id: number }>).map((u) => u.id)).toContain(ownerId);
  });

  it('staff accounts (console and upsertAccount, which admin:create uses) keep the normalised name too', async () => {
    const staff = await createUser(t, ['user', 'console'], 'normstaff');
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
  let m: TestApp;
  beforeAll(async () => {
    m = await startTestApp();
  });
  afterAll(() => m.close());

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

describe('finding 7: failed logins elsewhere do not lock the owner out', () => {
  for (const [storeName, makeStore] of [
    ['memory', () => new MemoryCounterStore()],
    ['redis', redisStore],
  ] as const) {
    it(`11 wrong passwords for admin from address A; the right one from B is 200, A stays 429 (${storeName} counters)`, async () => {
      const admin = { username: `admin${storeName}1`, password: 'Admin-pass-2026!' };
      await upsertAccount(t.db.knex, { ...admin, scopes: ['user', 'console'] });
      const store = makeStore();
      try {
        // Defaults: 10 wrong passwords per (username, address), 30 tries per address.
        const http = appWith({ TRUST_PROXY_HOPS: '1' }, store);
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) {
          statuses.push((await loginVia(http, '203.0.113.40', admin.username, `Wrong-${i}-pass!`)).status);
        }
        expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
        const owner = await loginVia(http, '198.51.100.40', admin.username, admin.password);
        expect(owner.status).toBe(200);
        expect(owner.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const attacker = await loginVia(http, '203.0.113.40', admin.username, admin.password);
        expect(attacker.status).toBe(429);
        expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
        // The owner's success does not clear the attacker's address.
        expect((await loginVia(http, '203.0.113.40', admin.username, admin.password)).status).toBe(429);
      } finally {
        await store.close();
      }
    });
  }

  it('counts wrong passwords, not logins: an owner logging in often is never stopped', async () => {
    const user = await createUser(t, ['user'], 'often');
    const http = appWith({ TRUST_PROXY_HOPS: '1', LOGIN_MAX_PER_USERNAME: '3', LOGIN_MAX_PER_IP: '100' });
    for (let i = 0; i < 6; i++) {
      expect((await loginVia(http, '203.0.113.50', user.username, user.password)).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect((await loginVia(http, '203.0.113.50', user.username, 'Wrong-pass-1!')).status).toBe(401);
    }
    expect((await loginVia(http, '203.0.113.50', user.username, user.password)).status).toBe(429);
  });

  it('past the loose ceiling an address that failed gets no further try, a fresh one does, and each login waits longer', async () => {
    const user = await createUser(t, ['user', 'console'], 'wide');
    const http = appWith({
      TRUST_PROXY_HOPS: '1',
      LOGIN_MAX_PER_USERNAME: '2',
      LOGIN_MAX_FAILURES_PER_USERNAME: '5',
      LOGIN_DELAY_STEP_MS: '150',
      LOGIN_DELAY_MAX_MS: '450',
    });
    const wrong = (client: string) => elapsed(() => loginVia(http, client, user.username, 'Wrong-pass-1!'));
    // Failures across all addresses: 0, 1 -> no wait (one person mistyping).
    expect((await wrong('203.0.113.61'))[0].status).toBe(401);
    expect((await wrong('203.0.113.61'))[0].status).toBe(401);
    expect((await wrong('203.0.113.61'))[0].status).toBe(429);
    expect((await wrong('203.0.113.62'))[0].status).toBe(401);
    // 3 failures so far: one beyond the per-address limit, so this login waits one step.
    const [third, thirdMs] = await wrong('203.0.113.62');
    expect(third.status).toBe(401);
    expect(thirdMs).toBeGreaterThanOrEqual(150);
    const [fourth, fourthMs] = await wrong('203.0.113.63');
    expect(fourth.status).toBe(401);
    expect(fourthMs).toBeGreaterThanOrEqual(300);
    // 5 failures: the ceiling. An address that failed once may not try again, the right password neither.
    expect((await loginVia(http, '203.0.113.63', user.username, user.password)).status).toBe(429);
    // A fresh address, the owner's: let through, after the longest wait.
    const [owner, ownerMs] = await elapsed(() => loginVia(http, '198.51.100.64', user.username, user.password));
    expect(owner.status).toBe(200);
    expect(ownerMs).toBeGreaterThanOrEqual(450);
  });

  it('the per-address limit over all usernames still holds', async () => {
    const http = appWith({ TRUST_PROXY_HOPS: '1', LOGIN_MAX_PER_IP: '4' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await loginVia(http, '203.0.113.70', OWNER.username, OWNER.password)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  for (const [storeName, make] of [
    ['memory', () => new MemoryCounterStore()],
    ['redis', redisStore],
  ] as const) {
    it(`peek reads a count without adding to it (${storeName})`, async () => {
      const store = make();
      try {
        const key = `peek:${randomBytes(4).toString('hex')}`;
        expect((await store.peek(key)).count).toBe(0);
        await store.hit(key, 60_000);
        await store.hit(key, 60_000);
        const seen = await store.peek(key);
        expect(seen.count).toBe(2);
        expect(seen.resetAt).toBeGreaterThan(Date.now());
        expect(seen.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
        expect((await store.peek(key)).count).toBe(2);
        expect((await store.hit(key, 60_000)).count).toBe(3);
        await store.reset(key);
        expect((await store.peek(key)).count).toBe(0);
      } finally {
        await store.close();
      }
    });
  }
});

describe('finding 9: sign-up checks the certification before the username', () => {
  it('a bogus token gets the same answer whether or not the username exists', async () => {
    const http = appWith({});
    const existing = await postSignup(http, signupBody({ username: OWNER.username }), 'en');
    const spelled = await postSignup(http, signupBody({ username: 'MEMBERA1' }), 'en');
    const fresh = await postSignup(http, signupBody({ username: newUsername() }), 'en');
    expect(fresh.status).toBe(400);
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toEqual(fresh.body);
    expect(spelled.body).toEqual(fresh.body);
  });

  it('with a real token a taken username is 409 and the token stays usable for another name', async () => {
    const http = appWith({});
    const body = signupBody({ username: OWNER.username });
    body.certificationToken = await certify(t, http, 'email', String(body.email));
    expect((await postSignup(http, body)).status).toBe(409);
    expect((await postSignup(http, { ...body, username: newUsername() })).status).toBe(201);
  });
});

describe('finding 9: logout ends the access token too', () => {
  it("a member's access token is refused once its session is logged out; another session is not", async () => {
    const member = await createUser(t, ['user'], 'logout');
    const one = await login(t, member);
    const other = await login(t, member);
    expect((await t.http.get('/api/v1/me').set('Authorization', bearer(one.accessToken))).status).toBe(200);
    const out = await t.http.delete('/api/auth/refreshToken').set('Authorization', bearer(one.refreshToken));
    expect(out.status).toBe(204);
    const after = await t.http.get('/api/v1/me').set('Authorization', bearer(one.accessToken));
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.' });
    expect((await t.http.get('/api/v1/me').set('Authorization', bearer(other.accessToken))).status).toBe(200);
  });

  it("a staff member's access token no longer opens the console after logout", async () => {
    const staff = await createUser(t, ['user', 'console'], 'logoutstaff');
    const { refreshToken, accessToken } = await login(t, staff);
    expect((await t.http.get('/api/console/users').set('Authorization', bearer(accessToken))).status).toBe(200);
    await t.http.delete('/api/auth/refreshToken').set('Authorization', bearer(refreshToken));
    expect((await t.http.get('/api/console/users').set('Authorization', bearer(accessToken))).status).toBe(401);
  });
});

describe('finding 9: an access token must expire', () => {
  const sign = (claims: Record<string, unknown>, userId: number, expiresIn?: number) =>
    jwt.sign(claims, JWT_SECRET, {
      algorithm: 'HS256',
      subject: String(userId),
      issuer: 'seoul-vein-clinic',
      ...(expiresIn === undefined ? {} : { expiresIn }),
    });

  it('a well-signed token without exp is refused (the same with exp is accepted)', async () => {
    const staff = await createUser(t, ['user', 'console'], 'noexp');
    const { refreshToken } = await login(t, staff);
    const session = (await t.db
      .knex('refresh_tokens')
      .where({ user_id: staff.id })
      .whereNull('revoked_at')
      .first('id')) as { id: number };
    expect(refreshToken).toBeTruthy();
    const claims = { scope: ['user', 'console'], sid: session.id };
    const forever = sign(claims, staff.id);
    expect(jwt.decode(forever)).not.toHaveProperty('exp');
    const res = await t.http.get('/api/console/users').set('Authorization', bearer(forever));
    expect(res.status).toBe(401);
    expect((await t.http.get('/api/v1/me').set('Authorization', bearer(forever))).status).toBe(401);
    const control = sign(claims, staff.id, 600);
    expect((await t.http.get('/api/console/users').set('Authorization', bearer(control))).status).toBe(200);
  });

  it('a token that names no session (so logout could not end it) is refused', async () => {
    const staff = await createUser(t, ['user', 'console'], 'nosid');
    const noSession = sign({ scope: ['user', 'console'] }, staff.id, 600);
    expect((await t.http.get('/api/console/users').set('Authorization', bearer(noSession))).status).toBe(401);
    const unknown = sign({ scope: ['user', 'console'], sid: 999_999 }, staff.id, 600);
    expect((await t.http.get('/api/console/users').set('Authorization', bearer(unknown))).status).toBe(401);
    // A live session, but another account's.
    const member = await createUser(t, ['user'], 'sidowner');
    await login(t, member);
    const theirs = (await t.db.knex('refresh_tokens').where({ user_id: member.id }).first('id')) as { id: number };
    const borrowed = sign({ scope: ['user', 'console'], sid: theirs.id }, staff.id, 600);
    expect((await t.http.get('/api/console/users').set('Authorization', bearer(borrowed))).status).toBe(401);
  });
});
