import { beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { basic, bearer, createUser, JWT_SECRET, login, useTestApp, type TestUser } from './support/testApp.ts';

let staff: TestUser;
let member: TestUser;

const t = useTestApp();
beforeAll(async () => {
  staff = await createUser(t, ['user', 'console'], 'staff');
  member = await createUser(t, ['user'], 'member');
});

const CONSOLE_URL = '/api/console/center/notifications';

describe('refresh token (Basic login)', () => {
  it('issues an opaque refresh token for the right password and stores only its hash', async () => {
    const res = await t.http.get('/api/auth/refreshToken').set('Authorization', basic(staff.username, staff.password));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.knex('refresh_tokens').where({ user_id: staff.id }).select('token_hash');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((r) => r.token_hash)).not.toContain(res.body.refreshToken);
  });

  it('refuses a wrong password and an unknown user with the same translated 401', async () => {
    const wrong = await t.http
      .get('/api/auth/refreshToken')
      .set('Authorization', basic(staff.username, 'Wrong-pass-1!'));
    const unknown = await t.http
      .get('/api/auth/refreshToken')
      .set('Authorization', basic('nobody123', 'Wrong-pass-1!'));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: '아이디 또는 비밀번호가 올바르지 않습니다.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['www-authenticate']).toBeUndefined();
    const en = await t.http
      .get('/api/auth/refreshToken')
      .set('Accept-Language', 'en-US,en;q=0.9')
      .set('Authorization', basic(staff.username, 'nope'));
    expect(en.body.message).toBe('The username or password is incorrect.');
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await t.http.get('/api/auth/refreshToken')).status).toBe(401);
    expect((await t.http.get('/api/auth/refreshToken').set('Authorization', 'Basic !!!')).status).toBe(401);
    expect(
      (
        await t.http
          .get('/api/auth/refreshToken')
          .set('Authorization', 'Basic ' + Buffer.from('nocolon').toString('base64'))
      ).status,
    ).toBe(401);
  });

  it('accepts a password containing a colon and Korean characters', async () => {
    const user = await createUser(t, ['user'], 'colon');
    const password = '비밀:번호-123!';
    await t.db.knex('users').where({ id: user.id }).delete();
    const { upsertAccount } = await import('../../api/src/modules/auth/index.ts');
    await upsertAccount(t.db.knex, { username: user.username, password, scopes: ['user'] });
    const res = await t.http.get('/api/auth/refreshToken').set('Authorization', basic(user.username, password));
    expect(res.status).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const user = await createUser(t, ['user'], 'disabled');
    await t.db.knex('users').where({ id: user.id }).update({ status: 'disabled' });
    const res = await t.http.get('/api/auth/refreshToken').set('Authorization', basic(user.username, user.password));
    expect(res.status).toBe(403);
  });
});

describe('access token', () => {
  it('is an HS256 JWT with sub and a scope list, and opens the console for staff', async () => {
    const { accessToken } = await login(t, staff);
    const decoded = jwt.decode(accessToken, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload.sub).toBe(String(staff.id));
    expect(payload.scope).toEqual(['user', 'console']);
    expect(payload.exp! - payload.iat!).toBe(t.config.accessTokenTtlSeconds);
    const res = await t.http.get(CONSOLE_URL).set('Authorization', bearer(accessToken));
    expect(res.status).toBe(200);
  });

  it('is refused for an unknown, a revoked or an access token given as refresh token', async () => {
    const { refreshToken, accessToken } = await login(t, staff);
    expect((await t.http.get('/api/auth/accessToken').set('Authorization', bearer('made-up-token'))).status).toBe(401);
    expect((await t.http.get('/api/auth/accessToken').set('Authorization', bearer(accessToken))).status).toBe(401);
    expect((await t.http.get('/api/auth/accessToken')).status).toBe(401);

    const logout = await t.http.delete('/api/auth/refreshToken').set('Authorization', bearer(refreshToken));
    expect(logout.status).toBe(204);
    const after = await t.http.get('/api/auth/accessToken').set('Authorization', bearer(refreshToken));
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.');
  });

  it('is refused once the refresh token has expired', async () => {
    const { refreshToken } = await login(t, member);
    await t.db.knex('refresh_tokens').where({ user_id: member.id }).update({ expires_at: '2000-01-01 00:00:00.000' });
    expect((await t.http.get('/api/auth/accessToken').set('Authorization', bearer(refreshToken))).status).toBe(401);
  });
});

describe('console authorization', () => {
  it('answers 401 without a token', async () => {
    const res = await t.http.get(CONSOLE_URL);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: '로그인이 필요합니다.' });
  });

  it("answers 403 for a member's token, with the message in the caller's language", async () => {
    const { accessToken } = await login(t, member);
    const res = await t.http.get(CONSOLE_URL).set('Authorization', bearer(accessToken)).set('Accept-Language', 'ja');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'アクセス権限がありません。' });
    const post = await t.http
      .post(CONSOLE_URL)
      .set('Authorization', bearer(accessToken))
      .send({ title: 'x', body: 'y' });
    expect(post.status).toBe(403);
    expect(await t.db.knex('notices').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('answers 401 for an expired token', async () => {
    const expired = jwt.sign({ scope: ['user', 'console'] }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: String(staff.id),
      issuer: 'seoul-vein-clinic',
      expiresIn: -10,
    });
    const res = await t.http.get(CONSOLE_URL).set('Authorization', bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('로그인이 만료되었습니다. 다시 로그인해 주세요.');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = jwt.sign({ scope: ['user', 'console'] }, 'another-secret-another-secret-another-secret', {
      algorithm: 'HS256',
      subject: String(staff.id),
      issuer: 'seoul-vein-clinic',
      expiresIn: 600,
    });
    expect((await t.http.get(CONSOLE_URL).set('Authorization', bearer(forged))).status).toBe(401);
  });

  it('answers 401 for an unsigned token (alg: none)', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(staff.id), scope: ['user', 'console'], iss: 'seoul-vein-clinic', iat: now, exp: now + 600 })}.`;
    expect((await t.http.get(CONSOLE_URL).set('Authorization', bearer(unsigned))).status).toBe(401);
  });

  it('answers 401 for a token signed with another algorithm (HS512) and for garbage', async () => {
    const other = jwt.sign({ scope: ['console'] }, JWT_SECRET, {
      algorithm: 'HS512',
      subject: String(staff.id),
      issuer: 'seoul-vein-clinic',
    });
    expect((await t.http.get(CONSOLE_URL).set('Authorization', bearer(other))).status).toBe(401);
    expect((await t.http.get(CONSOLE_URL).set('Authorization', bearer('not.a.jwt'))).status).toBe(401);
    expect((await t.http.get(CONSOLE_URL).set('Authorization', 'Basic abc')).status).toBe(401);
  });

  it('answers 401 for a well-signed token whose claims are malformed', async () => {
    const bad = jwt.sign({ scope: 'console' }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: 'x',
      issuer: 'seoul-vein-clinic',
    });
    expect((await t.http.get(CONSOLE_URL).set('Authorization', bearer(bad))).status).toBe(401);
  });
});
