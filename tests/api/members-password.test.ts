import { beforeAll, describe, expect, it } from 'vitest';
import { fromDbTime } from '../../api/src/db/index.ts';
import { createUser, login } from './support/testApp.ts';
import { consoleClient, pdfBytes } from './support/content.ts';
import {
  accessToken,
  accessTokenRequest,
  afterSecond,
  errorsOf,
  freshHttp,
  getMe,
  issuedAt,
  refreshTokenFor,
  signUp,
  startOfSecond,
  type Member,
} from './support/members.ts';
import { http, t, useMemberApp } from './support/memberApp.ts';
import { changePassword, KO, upload } from './support/account.ts';

// A member's password change, and when the tokens of a disabled account stop working.

useMemberApp();

describe('password change', () => {
  const NEW = 'Changed-pass-77#';
  let member: Member;
  let otherSession: { refreshToken: string; accessToken: string };

  beforeAll(async () => {
    const h = freshHttp(t);
    member = await signUp(t, h);
    const refresh = await refreshTokenFor(h, member.username, member.password);
    otherSession = { refreshToken: refresh.body.refreshToken, accessToken: '' };
    otherSession.accessToken = await accessToken(h, otherSession.refreshToken);
  });

  it('needs a login, the current password and a new one within the rules, confirmed', async () => {
    expect((await http.post('/api/v1/me/password').send({})).status).toBe(401);
    const wrong = await changePassword(member.accessToken, 'Not-my-pass-1!', NEW);
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong)).toEqual({ currentPassword: KO.wrongPassword });
    const weak = await changePassword(member.accessToken, member.password, 'password1');
    expect(errorsOf(weak)).toEqual({ newPassword: '비밀번호는 영문, 숫자, 특수문자를 포함해 8자 이상이어야 합니다.' });
    const mismatch = await changePassword(member.accessToken, member.password, NEW, NEW + 'x');
    expect(errorsOf(mismatch)).toEqual({ newPasswordConfirm: '비밀번호가 서로 다릅니다. 다시 입력해 주세요.' });
    // None of these changed anything.
    expect((await refreshTokenFor(http, member.username, member.password)).status).toBe(200);
  });

  it('ends every other session; this one refreshes and goes on', async () => {
    afterSecond(t, Math.max(issuedAt(member.accessToken), issuedAt(otherSession.accessToken)));
    const res = await changePassword(member.accessToken, member.password, NEW);
    expect(res.status).toBe(200);

    // The old password no longer logs in; the new one does.
    expect((await refreshTokenFor(http, member.username, member.password)).status).toBe(401);
    expect((await refreshTokenFor(http, member.username, NEW)).status).toBe(200);

    // The other session: its refresh token and its access token are refused.
    const otherRefresh = await accessTokenRequest(http, otherSession.refreshToken);
    expect(otherRefresh.status).toBe(401);
    expect(otherRefresh.body).toEqual({ message: KO.invalidToken });
    const otherAccess = await getMe(http, otherSession.accessToken);
    expect(otherAccess.status).toBe(401);

    // This session: its access token predates the change, its refresh token still works.
    const own = await getMe(http, member.accessToken);
    expect(own.status).toBe(401);
    expect(own.body).toEqual({ message: KO.tokenExpired });
    const renewed = await accessToken(http, member.refreshToken);
    expect((await getMe(http, renewed)).status).toBe(200);
    const revoked = (await t.db
      .knex('refresh_tokens')
      .where({ user_id: member.id })
      .whereNull('revoked_at')
      .select('id')) as unknown[];
    // The sign-up session and the login with the new password just above.
    expect(revoked).toHaveLength(2);
  });

  // Regression: tokens_valid_after is kept to the millisecond, but an access token's `iat` is whole
  // seconds and checkAccount (api/src/http/auth.ts) refuses only `iat < floor(validAfter)`: a
  // token issued earlier in the same second as the password change keeps working for its whole
  // life (15 minutes), and so would a stolen one. Fix: carry the issue time in milliseconds (a
  // claim such as `iatMs`, or a per-account token generation number) and refuse tokens issued
  // before tokens_valid_after; the session that changed the password then refreshes as it does now.
  it('an access token issued in the same second as the change is refused as well', async () => {
    const member2 = await signUp(t, http);
    // The app's clock stands at the start of a second while the token is issued, and has moved on
    // 300 ms (the same second) when the password is changed.
    startOfSecond(t);
    t.clock.freeze();
    try {
      const token = await accessToken(http, member2.refreshToken);
      t.clock.advance(300);
      expect((await changePassword(token, member2.password, 'Round-0-pass!')).status).toBe(200);
      const row = (await t.db.knex('users').where({ id: member2.id }).first('tokens_valid_after')) as {
        tokens_valid_after: string;
      };
      const changedAt = Date.parse(fromDbTime(row.tokens_valid_after)!);
      expect(Math.floor(changedAt / 1000)).toBe(issuedAt(token));
      expect((await getMe(http, token)).status).toBe(401);
    } finally {
      t.clock.thaw();
    }
  });
});

describe('a disabled account', () => {
  it('disabled by staff in the console: its tokens are refused and it cannot log in', async () => {
    const member = await signUp(t, http);
    const staff = await createUser(t, ['user', 'console'], 'staff');
    const api = consoleClient(t, (await login(t, staff)).accessToken);
    const res = await api.update('users', member.id, { status: 'disabled' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const access = await getMe(http, member.accessToken);
    expect(access.status).toBe(401);
    expect(access.body).toEqual({ message: KO.invalidToken });
    expect((await accessTokenRequest(http, member.refreshToken)).status).toBe(401);
    const loginRes = await refreshTokenFor(http, member.username, member.password).set('Accept-Language', 'en');
    expect(loginRes.status).toBe(403);
    expect(loginRes.body).toEqual({ message: 'This account cannot be used. Please contact the clinic.' });
    const doc = await upload(member.accessToken, member.id, 'businessRegistration', pdfBytes(), 'a.pdf');
    expect(doc.status).toBe(401);
  });

  it('the status alone is enough: live sessions of a disabled account are refused', async () => {
    const member = await signUp(t, http);
    await t.db.knex('users').where({ id: member.id }).update({ status: 'disabled' });
    expect((await getMe(http, member.accessToken)).status).toBe(401);
    expect((await accessTokenRequest(http, member.refreshToken)).status).toBe(401);
    await t.db.knex('users').where({ id: member.id }).update({ status: 'active' });
    expect((await getMe(http, member.accessToken)).status).toBe(200);
  });
});
