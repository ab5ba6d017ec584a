import { beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import type { Test } from 'supertest';
import * as staffRolesMigration from '../../migrations/20261127000006_staff_roles.ts';
import { DEMO_ADMIN, ensureDemoAdmin } from '../../api/src/seeds/demo.ts';
import { toDbTime } from '../../api/src/db/index.ts';
import {
  ADMIN_SCOPES,
  bearer,
  createUser,
  JWT_SECRET,
  login,
  STAFF_SCOPES,
  useTestApp,
  type TestUser,
} from './support/testApp.ts';

// Issue #19, finding 12: staff roles 관리자 (scope `admin`: staff accounts and roles, the member
// export, the access log) and 직원 (front desk and content), checked on the server; every change of
// a staff account written to the access log; the last 관리자 kept.

/** The 관리자 who acts in these tests, and a 직원. */
let admin: TestUser;
let adminToken: string;
let desk: TestUser;
let deskToken: string;

const EN_ADMIN_ONLY = 'Only an administrator can do this. Please ask the director or an administrator.';
const KO_LAST_ADMIN = '관리자가 한 명은 남아 있어야 합니다. 다른 계정을 먼저 관리자로 지정해 주세요.';
const STAFF_PASSWORD = 'Staff-pass-2026!';

const t = useTestApp();
beforeAll(async () => {
  admin = await createUser(t, ADMIN_SCOPES, 'boss');
  adminToken = (await login(t, admin)).accessToken;
  desk = await createUser(t, STAFF_SCOPES, 'desk');
  deskToken = (await login(t, desk)).accessToken;
});

const as = (token: string) => ({
  get: (path: string) => t.http.get(path).set('Authorization', bearer(token)),
  post: (path: string, body: object) => t.http.post(path).set('Authorization', bearer(token)).send(body),
  put: (path: string, body: object) => t.http.put(path).set('Authorization', bearer(token)).send(body),
  delete: (path: string) => t.http.delete(path).set('Authorization', bearer(token)),
});

const staffLog = async (subjectId: number) =>
  (await t.db
    .knex('access_logs')
    .where({ subject_type: 'staff', subject_id: subjectId })
    .orderBy('id', 'asc')
    .select('staff_id', 'staff_username', 'action', 'detail')) as Array<{
    staff_id: number;
    staff_username: string;
    action: string;
    detail: string;
  }>;

const scopesOf = async (id: number) =>
  JSON.parse(((await t.db.knex('users').where({ id }).first('scopes')) as { scopes: string }).scopes) as string[];

let counter = 0;
const newUsername = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

describe('the last 관리자 (while the acting 관리자 is the only one)', () => {
  it('cannot give up the role: 409 with a message saying why', async () => {
    const res = await as(adminToken).put(`/api/console/user/admins/${admin.id}`, { role: 'staff' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(KO_LAST_ADMIN);
    expect(await scopesOf(admin.id)).toContain('admin');
  });
});

describe('a 직원', () => {
  it('is refused every staff-account call (list, read, create, update, delete) with 403', async () => {
    const calls: Array<[string, () => Test]> = [
      ['list', () => as(deskToken).get('/api/console/user/admins')],
      ['read', () => as(deskToken).get(`/api/console/user/admins/${admin.id}`)],
      [
        'getMany',
        () =>
          as(deskToken).get(
            `/api/console/user/admins?filter=${encodeURIComponent(JSON.stringify({ id: [admin.id] }))}`,
          ),
      ],
      [
        'create',
        () =>
          as(deskToken).post('/api/console/user/admins', {
            username: newUsername('sneak'),
            password: STAFF_PASSWORD,
            name: '몰래',
            role: 'admin',
          }),
      ],
      [
        'reset a password',
        () => as(deskToken).put(`/api/console/user/admins/${admin.id}`, { password: 'Taken-over-2026!' }),
      ],
      ['disable', () => as(deskToken).put(`/api/console/user/admins/${admin.id}`, { status: 'disabled' })],
      ['delete', () => as(deskToken).delete(`/api/console/user/admins/${admin.id}`)],
    ];
    for (const [what, call] of calls) {
      const res = await call().set('Accept-Language', 'en');
      expect(res.status, what).toBe(403);
      expect(res.body.message, what).toBe(EN_ADMIN_ONLY);
    }
    expect(await t.db.knex('users').where('username', 'like', 'sneak%').first('id')).toBeUndefined();
  });

  it('is refused the member export and the access log (its list, an entry and its export)', async () => {
    const reason = { reason: '연말 개인정보 점검', filter: {} };
    const calls: Array<[string, () => Test]> = [
      ['member export', () => as(deskToken).post('/api/console/users/export', reason)],
      ['access log', () => as(deskToken).get('/api/console/access-logs')],
      ['access log entry', () => as(deskToken).get('/api/console/access-logs/1')],
      ['access log export', () => as(deskToken).post('/api/console/access-logs/export', reason)],
    ];
    for (const [what, call] of calls) expect((await call()).status, what).toBe(403);
    // None of it was logged as done: the export never ran.
    expect(await t.db.knex('access_logs').where({ staff_id: desk.id, action: 'export' }).first('id')).toBeUndefined();
  });

  it('keeps the front desk and content work: members, consultation requests, notices, staff names', async () => {
    for (const path of ['/api/console/users', '/api/console/forms', '/api/console/center/notifications']) {
      expect((await as(deskToken).get(path)).status, path).toBe(200);
    }
    // Who a request is assigned to: names of staff, nothing about their accounts.
    const names = await as(deskToken).get('/api/console/staff-names');
    expect(names.status).toBe(200);
    const mine = (names.body as Array<Record<string, unknown>>).find((s) => s.id === admin.id);
    expect(mine).toEqual({ id: admin.id, username: admin.username, name: admin.username, status: 'active' });
    expect(names.headers['content-range']).toMatch(/^staff-names 0-\d+\/\d+$/);
  });

  it('cannot give themselves the role: no route takes scopes or a role from them', async () => {
    expect((await as(deskToken).put(`/api/console/user/admins/${desk.id}`, { role: 'admin' })).status).toBe(403);
    // Their own account (the members' route every account has) and their own password ignore such fields.
    await as(deskToken).put('/api/v1/me', { name: '접수 직원', scopes: ['user', 'console', 'admin'], role: 'admin' });
    const changed = await as(deskToken).put('/api/console/password', {
      currentPassword: desk.password,
      newPassword: desk.password,
      newPasswordConfirm: desk.password,
      scopes: ['admin'],
      role: 'admin',
    });
    expect(changed.status).toBe(200);
    expect(await scopesOf(desk.id)).toEqual(['user', 'console']);
    // A password change ends the tokens issued before it: the console refreshes, still a 직원.
    deskToken = (await login(t, desk)).accessToken;
    expect((jwt.decode(deskToken) as { scope: string[] }).scope).toEqual(['user', 'console']);
    expect((await as(deskToken).get('/api/console/user/admins')).status).toBe(403);
  });

  it('gains nothing from a token that claims the scope: the account’s current scopes decide', async () => {
    const session = (await t.db
      .knex('refresh_tokens')
      .where({ user_id: desk.id })
      .whereNull('revoked_at')
      .first('id')) as {
      id: number;
    };
    const forged = jwt.sign({ scope: ['user', 'console', 'admin'], sid: session.id, iatMs: Date.now() }, JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: 600,
      subject: String(desk.id),
      issuer: 'seoul-vein-clinic',
    });
    expect((await as(forged).get('/api/console/user/admins')).status).toBe(403);
  });
});

describe('a 관리자', () => {
  let created: { id: number; username: string };

  it('lists staff accounts with their role', async () => {
    const res = await as(adminToken).get('/api/console/user/admins');
    expect(res.status).toBe(200);
    const rows = res.body as Array<{ id: number; role: string }>;
    expect(rows.find((r) => r.id === admin.id)?.role).toBe('admin');
    expect(rows.find((r) => r.id === desk.id)?.role).toBe('staff');
  });

  it('creates a 직원 by default, and the creation is in the access log', async () => {
    const username = newUsername('nurse');
    const res = await as(adminToken).post('/api/console/user/admins', {
      username,
      password: STAFF_PASSWORD,
      name: '간호사',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.role).toBe('staff');
    created = { id: res.body.id as number, username };
    expect(await scopesOf(created.id)).toEqual(['user', 'console']);
    expect(await staffLog(created.id)).toEqual([
      { staff_id: admin.id, staff_username: admin.username, action: 'create', detail: '역할 직원' },
    ]);
    // The new account opens the console as a 직원.
    const token = (await login(t, { id: created.id, username, password: STAFF_PASSWORD })).accessToken;
    expect((jwt.decode(token) as { scope: string[] }).scope).toEqual(['user', 'console']);
    expect((await as(token).get('/api/console/forms')).status).toBe(200);
    expect((await as(token).get('/api/console/user/admins')).status).toBe(403);
  });

  it('creates a 관리자 when chosen, and refuses a role that does not exist', async () => {
    const username = newUsername('chief');
    const res = await as(adminToken).post('/api/console/user/admins', {
      username,
      password: STAFF_PASSWORD,
      name: '실장',
      role: 'admin',
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('admin');
    expect(await scopesOf(res.body.id as number)).toEqual(['user', 'console', 'admin']);
    expect((await staffLog(res.body.id as number))[0]?.detail).toBe('역할 관리자');

    const bad = await as(adminToken).post('/api/console/user/admins', {
      username: newUsername('owner'),
      password: STAFF_PASSWORD,
      name: '원장',
      role: 'owner',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object)).toEqual(['role']);
    // Scopes are never taken from the request.
    const sneaky = await as(adminToken).post('/api/console/user/admins', {
      username: newUsername('scoped'),
      password: STAFF_PASSWORD,
      name: '범위',
      scopes: ['user', 'console', 'admin'],
    });
    expect(sneaky.status).toBe(201);
    expect(await scopesOf(sneaky.body.id as number)).toEqual(['user', 'console']);
  });

  it('changes a role, which holds from the account’s next request, and logs "역할 직원 → 관리자"', async () => {
    const token = (await login(t, { id: created.id, username: created.username, password: STAFF_PASSWORD }))
      .accessToken;
    const up = await as(adminToken).put(`/api/console/user/admins/${created.id}`, { role: 'admin' });
    expect(up.status).toBe(200);
    expect(up.body.role).toBe('admin');
    // The token was issued while they were 직원; the server reads the account's scopes now.
    expect((await as(token).get('/api/console/user/admins')).status).toBe(200);
    const down = await as(adminToken).put(`/api/console/user/admins/${created.id}`, {
      role: 'staff',
      name: '수간호사',
    });
    expect(down.status).toBe(200);
    expect((await as(token).get('/api/console/user/admins')).status).toBe(403);
    expect((await staffLog(created.id)).slice(1).map((e) => [e.action, e.detail])).toEqual([
      ['update', '역할 직원 → 관리자'],
      ['update', '역할 관리자 → 직원, 이름 변경'],
    ]);
  });

  it("resets another's password: it is logged, and it ends all their sessions", async () => {
    const other = await createUser(t, STAFF_SCOPES, 'reset');
    const session = await login(t, other);
    const res = await as(adminToken).put(`/api/console/user/admins/${other.id}`, { password: 'New-staff-pass-2026!' });
    expect(res.status).toBe(200);
    // Their refresh token no longer gives an access token, and the access token they hold is refused.
    const refreshed = await t.http.get('/api/auth/accessToken').set('Authorization', bearer(session.refreshToken));
    expect(refreshed.status).toBe(401);
    expect((await as(session.accessToken).get('/api/console/forms')).status).toBe(401);
    const row = (await t.db.knex('users').where({ id: other.id }).first('tokens_valid_after')) as {
      tokens_valid_after: string | null;
    };
    expect(row.tokens_valid_after).not.toBeNull();
    expect(await t.db.knex('refresh_tokens').where({ user_id: other.id }).whereNull('revoked_at').first('id')).toBe(
      undefined,
    );
    // The new password works.
    expect((await login(t, { ...other, password: 'New-staff-pass-2026!' })).accessToken).toBeTruthy();
    expect((await staffLog(other.id)).map((e) => [e.staff_id, e.action, e.detail])).toEqual([
      [admin.id, 'update', '비밀번호 재설정(로그인 종료)'],
    ]);
  });

  it('disables an account: logged, sessions ended; a saved form with nothing changed is logged as such', async () => {
    const other = await createUser(t, STAFF_SCOPES, 'leaver');
    const session = await login(t, other);
    expect((await as(adminToken).put(`/api/console/user/admins/${other.id}`, { status: 'disabled' })).status).toBe(200);
    expect((await t.http.get('/api/auth/accessToken').set('Authorization', bearer(session.refreshToken))).status).toBe(
      401,
    );
    expect((await as(adminToken).put(`/api/console/user/admins/${other.id}`, { status: 'disabled' })).status).toBe(200);
    expect((await staffLog(other.id)).map((e) => e.detail)).toEqual(['상태 정상 → 이용 정지', '변경 없음']);
  });

  it('may give up the role once another active 관리자 remains; a disabled one does not count', async () => {
    const second = await createUser(t, ADMIN_SCOPES, 'second');
    // Only active 관리자 count: with the second one disabled, the first is still the last.
    await t.db
      .knex('users')
      .where({ id: second.id })
      .update({ status: 'disabled', updated_at: toDbTime(new Date()) });
    const everyOther = await t.db
      .knex('users')
      .where('scopes', 'like', '%"admin"%')
      .where({ status: 'active' })
      .whereNot({ id: admin.id })
      .select('id');
    await t.db
      .knex('users')
      .whereIn(
        'id',
        everyOther.map((r: { id: number }) => r.id),
      )
      .update({ status: 'disabled' });
    expect((await as(adminToken).put(`/api/console/user/admins/${admin.id}`, { role: 'staff' })).status).toBe(409);

    await t.db.knex('users').where({ id: second.id }).update({ status: 'active' });
    const res = await as(adminToken).put(`/api/console/user/admins/${admin.id}`, { role: 'staff' });
    expect(res.status).toBe(200);
    // From the next request they are a 직원.
    expect((await as(adminToken).get('/api/console/user/admins')).status).toBe(403);
    expect((await staffLog(admin.id)).map((e) => e.detail)).toEqual(['역할 관리자 → 직원']);
    // The remaining 관리자 cannot be disabled or demoted by anyone: nobody else is 관리자.
    const secondToken = (await login(t, second)).accessToken;
    const last = await as(secondToken).put(`/api/console/user/admins/${second.id}`, { role: 'staff' });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(KO_LAST_ADMIN);
  });
});

describe('upgrading: the data migration and the first-run 관리자', () => {
  const fresh = useTestApp();

  const insert = async (username: string, scopes: string[]) => {
    const now = toDbTime(new Date());
    const [id] = await fresh.db.knex('users').insert({
      username,
      password_hash: 'x',
      name: username,
      scopes: JSON.stringify(scopes),
      status: 'active',
      created_at: now,
      updated_at: now,
    });
    return Number(id);
  };
  const scopes = async (id: number) =>
    JSON.parse(((await fresh.db.knex('users').where({ id }).first('scopes')) as { scopes: string }).scopes) as string[];

  it('the demo login is a 관리자', async () => {
    expect(await ensureDemoAdmin(fresh.db.knex, fresh.config)).toEqual(DEMO_ADMIN);
    const row = (await fresh.db.knex('users').where({ username: DEMO_ADMIN.username }).first('scopes')) as {
      scopes: string;
    };
    expect(JSON.parse(row.scopes)).toEqual(['user', 'console', 'admin']);
  });

  it('makes every staff account there was 관리자, members untouched; a re-run or a down promotes nobody', async () => {
    // A database from before the roles: staff held `console` only.
    await fresh.db
      .knex('users')
      .update({ scopes: JSON.stringify(['user', 'console']) })
      .where('scopes', 'like', '%"admin"%');
    const oldStaff = await insert('oldstaff1', ['user', 'console']);
    const member = await insert('oldmember1', ['user']);
    await staffRolesMigration.up(fresh.db.knex);
    expect(await scopes(oldStaff)).toEqual(['user', 'console', 'admin']);
    expect(await scopes(member)).toEqual(['user']);

    // Roles in use: a 직원 made since stays one when the migration runs again (or after a down).
    const desk = await insert('newdesk1', ['user', 'console']);
    await staffRolesMigration.down();
    await staffRolesMigration.up(fresh.db.knex);
    expect(await scopes(desk)).toEqual(['user', 'console']);
    expect(await scopes(oldStaff)).toEqual(['user', 'console', 'admin']);
  });
});
