import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { createUser, JWT_SECRET, login } from './support/testApp.ts';
import { bearer, certify, newUsername, postSignup, signupBody } from './support/members.ts';
import { appWith, OWNER, t, useOwnerApp } from './support/securityAuth.ts';

// Issue 11, finding 9: the sign-up oracle, logout ending the access token, and tokens that must
// expire. Each attack as it was made against main, now refused.

useOwnerApp();

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
