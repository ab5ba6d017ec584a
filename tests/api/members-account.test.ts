import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DOCUMENT_BYTES_MAX } from '@clinic/contract';
import { fromDbTime } from '../../api/src/db/index.ts';
import { LocalStorage, type Storage } from '../../api/src/services/storage/index.ts';
import { purgeExpired } from '../../api/src/modules/members/maintenance.ts';
import { createUser, login, startTestApp, type TestApp } from './support/testApp.ts';
import { consoleClient, exeBytes, filesUnder, jpegWithGps, pdfBytes, pngBytes } from './support/content.ts';
import {
  accessToken,
  accessTokenRequest,
  afterSecond,
  bearer,
  certify,
  dbTime,
  errorsOf,
  freshHttp,
  getMe,
  issuedAt,
  newContact,
  postSignup,
  privateRoot,
  refreshTokenFor,
  seedMemberTerms,
  signUp,
  signupBody,
  startOfSecond,
  type Http,
  type Member,
  uniq,
  type SeededTerms,
} from './support/members.ts';

// A member's own account: /v1/me (read, change, password, withdrawal), institution documents, and
// when tokens stop working (password change, withdrawal, disabling).
let t: TestApp;
let terms: SeededTerms;
let http: Http;

beforeAll(async () => {
  t = await startTestApp({ CODE_MAX_PER_IP: '1000' });
  terms = await seedMemberTerms(t);
});
afterAll(() => t.close());
beforeEach(() => {
  http = freshHttp(t);
});

const KO = {
  loginRequired: '로그인이 필요합니다.',
  tokenExpired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  invalidToken: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
  authProcess: '인증 절차를 진행해 주세요.',
  certificationMismatch: '인증한 연락처와 입력한 연락처가 다릅니다.',
  wrongPassword: '비밀번호가 올바르지 않습니다.',
  noPermission: '접근 권한이 없습니다.',
};

const putMe = (token: string, body: Record<string, unknown>, language = 'ko') =>
  http.put('/api/v1/me').set('Authorization', bearer(token)).set('Accept-Language', language).send(body);

const changePassword = (token: string, currentPassword: string, newPassword: string, confirm = newPassword) =>
  http
    .post('/api/v1/me/password')
    .set('Authorization', bearer(token))
    .send({ currentPassword, newPassword, newPasswordConfirm: confirm });

const upload = (token: string | undefined, userId: number, kind: string, bytes: Buffer, filename: string) => {
  const req = http.post(`/api/v1/users/${userId}/${kind}`);
  if (token) req.set('Authorization', bearer(token));
  return req.attach('file', bytes, { filename, contentType: 'application/octet-stream' });
};

interface DocumentRow {
  id: number;
  kind: string;
  storage_key: string;
  mime: string;
  size: number;
  original_name: string;
}
const documentsOf = async (userId: number) =>
  (await t.db.knex('user_documents').where({ user_id: userId }).orderBy('id')) as DocumentRow[];
const memberFiles = (userId: number) => filesUnder(path.join(privateRoot(t), 'members', String(userId)));

/**
 * A document kept as the upload route keeps it: a file under uploads/private and its row. Written
 * directly because uploads through the route fail today (see the BUG under "institution documents");
 * what is tested with it is how withdrawal removes it.
 */
async function seedDocument(userId: number, kind: string): Promise<void> {
  const bytes = pdfBytes(kind);
  const key = `members/${userId}/${kind.toLowerCase()}-${uniq()}.pdf`;
  const storage: Storage = new LocalStorage(path.join(t.config.dataDir, 'uploads'));
  await storage.put('private', key, bytes, 'application/pdf');
  await t.db.knex('user_documents').insert({
    user_id: userId,
    kind,
    original_name: `${kind}.pdf`,
    storage_key: key,
    mime: 'application/pdf',
    size: bytes.length,
    created_at: dbTime(0),
  });
}

describe('GET /v1/me', () => {
  it('needs a login', async () => {
    const res = await http.get('/api/v1/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: KO.loginRequired });
    const forged = await getMe(http, 'not.a.jwt');
    expect(forged.status).toBe(401);
  });

  it('answers the member’s own record, never cached', async () => {
    const member = await signUp(t, http, { name: '이정맥', birthDate: '1979-11-30' });
    const res = await getMe(http, member.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.me).toMatchObject({
      id: member.id,
      username: member.username,
      name: '이정맥',
      email: member.email,
      phone: member.phone,
      birthDate: '1979-11-30',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
  });
});

describe('PUT /v1/me', () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUp(t, freshHttp(t));
  });

  it('changes the name within the rules', async () => {
    const res = await putMe(member.accessToken, { name: '  박회원  ' });
    expect(res.status).toBe(200);
    expect(res.body.me.name).toBe('박회원');
    expect(errorsOf(await putMe(member.accessToken, { name: ' ' }))).toEqual({ name: '필수 입력 항목입니다.' });
    expect(errorsOf(await putMe(member.accessToken, { name: 'x'.repeat(101) }, 'en'))).toEqual({
      name: 'Must not exceed 100 characters.',
    });
  });

  it('a new e-mail needs a certification token (purpose contact) for that very address', async () => {
    const { email } = newContact();
    const none = await putMe(member.accessToken, { email }, 'en');
    expect(none.status).toBe(400);
    expect(errorsOf(none)).toEqual({ email: 'Please proceed with the authentication process.' });

    const forOther = await certify(t, http, 'email', newContact().email, 'contact');
    const mismatch = await putMe(member.accessToken, { email, certificationToken: forOther });
    expect(mismatch.status).toBe(400);
    expect(errorsOf(mismatch)).toEqual({ email: KO.certificationMismatch });

    const signupToken = await certify(t, http, 'email', email, 'signup');
    const wrongPurpose = await putMe(member.accessToken, { email, certificationToken: signupToken });
    expect(wrongPurpose.status).toBe(400);
    expect(wrongPurpose.body).toEqual({ message: KO.authProcess });

    const bad = await putMe(member.accessToken, { email: 'not-an-email' });
    expect(errorsOf(bad)).toEqual({ email: '올바른 이메일 주소를 입력해 주세요.' });

    expect((await getMe(http, member.accessToken)).body.me.email).toBe(member.email);
    const token = await certify(t, http, 'email', email, 'contact');
    const ok = await putMe(member.accessToken, { email: email.toUpperCase(), certificationToken: token });
    expect(ok.status).toBe(200);
    expect(ok.body.me.email).toBe(email);
    expect((await getMe(http, member.accessToken)).body.me.email).toBe(email);
    member.email = email;
  });

  it('the same e-mail again needs no token', async () => {
    const res = await putMe(member.accessToken, { email: member.email, name: '박회원' });
    expect(res.status).toBe(200);
  });

  it('a new phone needs an SMS token for that number, and digits of a Korean number', async () => {
    const { phone } = newContact();
    const none = await putMe(member.accessToken, { phone });
    expect(errorsOf(none)).toEqual({ phone: KO.authProcess });
    const invalid = await putMe(member.accessToken, { phone: '0101' });
    expect(errorsOf(invalid)).toEqual({ phone: '휴대폰 번호는 하이픈(-) 없이 숫자만 입력해 주세요.' });
    const byMail = await certify(t, http, 'email', member.email, 'contact');
    expect(errorsOf(await putMe(member.accessToken, { phone, certificationToken: byMail }))).toEqual({
      phone: KO.certificationMismatch,
    });
    const token = await certify(t, http, 'sms', phone, 'contact');
    const ok = await putMe(member.accessToken, { phone, certificationToken: token });
    expect(ok.status).toBe(200);
    expect(ok.body.me.phone).toBe(phone);
    member.phone = phone;
  });

  it('one token cannot change both e-mail and phone', async () => {
    const next = newContact();
    const token = await certify(t, http, 'email', next.email, 'contact');
    const res = await putMe(member.accessToken, { email: next.email, phone: next.phone, certificationToken: token });
    expect(res.status).toBe(400);
    const me = (await getMe(http, member.accessToken)).body.me;
    expect(me).toMatchObject({ email: member.email, phone: member.phone });
  });

  it('a change of the marketing choice is recorded as a consent with the version in force', async () => {
    const marketingRows = () =>
      t.db
        .knex('user_consents')
        .where({ user_id: member.id, term_code: 'marketing-consent' })
        .orderBy('id')
        .select('term_version', 'agreed');
    const before = (await marketingRows()).length;
    const on = await putMe(member.accessToken, { marketing: true });
    expect(on.status).toBe(200);
    expect(on.body.me.marketing).toBe(true);
    const same = await putMe(member.accessToken, { marketing: true });
    expect(same.status).toBe(200);
    const off = await putMe(member.accessToken, { marketing: false });
    expect(off.body.me.marketing).toBe(false);
    const rows = (await marketingRows()).slice(before);
    expect(rows.map((r) => ({ version: r.term_version as string, agreed: Boolean(r.agreed) }))).toEqual([
      { version: terms['marketing-consent'], agreed: true },
      { version: terms['marketing-consent'], agreed: false },
    ]);
    const invalid = await putMe(member.accessToken, { marketing: 'yes' });
    expect(invalid.status).toBe(400);
  });

  // Regression: PUT /v1/me (api/src/modules/members/routes.ts) skips the phone rule for an international
  // member (`current.kind !== 'FOREIGN'`) instead of applying `internationalPhone()` (6–15 digits)
  // as sign-up does, so a proven but invalid number such as 12345 is stored. Fix: check
  // `(current.kind === 'FOREIGN' ? internationalPhone() : phone()).safeParse(newPhone)`.
  it('an international member’s new phone follows the international rule', async () => {
    const foreign = await signUp(t, http, { kind: 'FOREIGN', phone: '12025550123' });
    const phone = '12345';
    const token = await certify(t, http, 'sms', phone, 'contact');
    const res = await putMe(foreign.accessToken, { phone, certificationToken: token });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual({ phone: '휴대폰 번호는 하이픈(-) 없이 숫자만 입력해 주세요.' });
  });
});

describe('institution documents', () => {
  let member: Member;
  let other: Member;
  beforeAll(async () => {
    const h = freshHttp(t);
    member = await signUp(t, h, { kind: 'COMPANY', name: '주식회사 다리건강' });
    other = await signUp(t, h);
  });

  // Regression: every successful upload answers 500. The route names the file
  // `members/<id>/${kind}-<hex>.<ext>` and the kinds are camelCase (businessRegistration), but
  // LocalStorage (api/src/services/storage/index.ts) accepts only lower-case keys
  // (/^[a-z0-9][a-z0-9/_.-]{0,200}$/) and throws "unsafe storage key". Fix: build the key from a
  // lower-case form of the kind (`business-registration`, or `kind.toLowerCase()`) in
  // api/src/modules/members/routes.ts; the key rule can stay as it is.
  it('a PDF business registration is stored privately, byte for byte', async () => {
    const pdf = pdfBytes('business registration');
    const res = await upload(member.accessToken, member.id, 'businessRegistration', pdf, '사업자등록증.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      document: { id: expect.any(Number), kind: 'businessRegistration', name: '사업자등록증.pdf' },
    });
    const [row] = await documentsOf(member.id);
    expect(row).toMatchObject({ kind: 'businessRegistration', mime: 'application/pdf', size: pdf.length });
    expect(row!.storage_key).toMatch(new RegExp(`^members/${member.id}/[^/]+\\.pdf$`));
    expect(readFileSync(path.join(privateRoot(t), row!.storage_key)).equals(pdf)).toBe(true);
    expect(filesUnder(path.join(t.config.dataDir, 'uploads', 'public'))).toEqual([]);
    // It is not served as a public upload.
    expect((await http.get(`/uploads/${row!.storage_key}`)).status).toBe(404);
    const me = (await getMe(http, member.accessToken)).body.me;
    expect(me.documents).toEqual([
      { id: row!.id, kind: 'businessRegistration', name: '사업자등록증.pdf', createdAt: expect.stringMatching(/Z$/) },
    ]);
  });

  // Regression: the same 500 as above (camelCase storage key).
  it('JPEG, PNG and a PDF of 10 MB exactly are accepted by content, whatever the name says', async () => {
    const member2 = await signUp(t, http, { kind: 'COMPANY' });
    const jpeg = await jpegWithGps(200, 100);
    const res = await upload(member2.accessToken, member2.id, 'employmentCertificate', jpeg, 'scan.pdf');
    expect(res.status).toBe(201);
    const png = await pngBytes(40, 30);
    expect((await upload(member2.accessToken, member2.id, 'businessRegistration', png, 'scan.png')).status).toBe(201);
    const exact = Buffer.concat([pdfBytes(), Buffer.alloc(DOCUMENT_BYTES_MAX - pdfBytes().length, 0x20)]);
    const ok = await upload(member2.accessToken, member2.id, 'employmentCertificate', exact, 'exact.pdf');
    expect(ok.status).toBe(201);
    expect((await documentsOf(member2.id)).map((d) => d.mime).sort()).toEqual(['application/pdf', 'image/png']);
  });

  // Regression: the same 500 as above (camelCase storage key).
  it('a second upload of a kind replaces the first, whose file is deleted', async () => {
    const member3 = await signUp(t, http, { kind: 'COMPANY' });
    const up = (kind: string, bytes: Buffer, name: string) =>
      upload(member3.accessToken, member3.id, kind, bytes, name);
    expect((await up('businessRegistration', pdfBytes('first'), 'first.pdf')).status).toBe(201);
    expect((await up('employmentCertificate', pdfBytes('other'), 'other.pdf')).status).toBe(201);
    const old = (await documentsOf(member3.id)).find((d) => d.kind === 'businessRegistration')!;
    expect(existsSync(path.join(privateRoot(t), old.storage_key))).toBe(true);
    const res = await up('businessRegistration', await pngBytes(64, 48), '새 등록증.png');
    expect(res.status).toBe(201);
    const after = await documentsOf(member3.id);
    expect(after.map((d) => d.kind).sort()).toEqual(['businessRegistration', 'employmentCertificate']);
    const replaced = after.find((d) => d.kind === 'businessRegistration')!;
    expect(replaced).toMatchObject({ id: res.body.document.id, mime: 'image/png', original_name: '새 등록증.png' });
    expect(existsSync(path.join(privateRoot(t), old.storage_key))).toBe(false);
    expect(memberFiles(member3.id)).toHaveLength(2);
    expect((await getMe(http, member3.accessToken)).body.me.documents).toHaveLength(2);
  });

  it('only the member themself: another member is refused with 403, no login with 401', async () => {
    const before = memberFiles(member.id);
    const pdf = pdfBytes();
    const res = await upload(other.accessToken, member.id, 'businessRegistration', pdf, 'x.pdf');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: KO.noPermission });
    const anonymous = await upload(undefined, member.id, 'businessRegistration', pdf, 'x.pdf');
    expect(anonymous.status).toBe(401);
    expect(memberFiles(member.id)).toEqual(before);
    expect(await documentsOf(other.id)).toEqual([]);
  });

  it.each([
    ['an executable', () => exeBytes(), 'doc.pdf'],
    ['plain text', () => Buffer.from('Business registration: 123-45-67890\n'), 'doc.pdf'],
    [
      'a WebP image',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      'doc.webp',
    ],
  ])('%s is refused with 415 and nothing is kept', async (_label, make, filename) => {
    const before = memberFiles(member.id);
    const rows = (await documentsOf(member.id)).length;
    const res = await upload(member.accessToken, member.id, 'employmentCertificate', await make(), filename);
    expect(res.status).toBe(415);
    expect(memberFiles(member.id)).toEqual(before);
    expect(await documentsOf(member.id)).toHaveLength(rows);
  });

  // Regression: a refused document is answered with `fileType` ("JPG, PNG, WebP, PDF 파일만 올릴 수
  // 있습니다."), but documents take no WebP (DOCUMENT_TYPES in api/src/modules/members/routes.ts).
  // Fix: a `documentType` message ("JPG, PNG, PDF 파일만 올릴 수 있습니다." in ko/en/cn/jp) passed
  // to `sniff(file.buffer, DOCUMENT_TYPES, 'documentType')`.
  it('the 415 names the types a document may have', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const res = await upload(member.accessToken, member.id, 'employmentCertificate', webp, 'doc.webp');
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/PDF/);
    expect(res.body.message).not.toMatch(/WebP/);
  });

  it('over 10 MB is 413 and nothing is kept', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(DOCUMENT_BYTES_MAX + 1 - pdfBytes().length, 0x20)]);
    const before = memberFiles(member.id);
    const rows = await documentsOf(member.id);
    const res = await upload(member.accessToken, member.id, 'employmentCertificate', big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: '파일은 10MB 이하만 올릴 수 있습니다.' });
    expect(memberFiles(member.id)).toEqual(before);
    expect(await documentsOf(member.id)).toEqual(rows);
  });

  it('an unknown kind is 404; no file is 400', async () => {
    const unknown = await upload(member.accessToken, member.id, 'passport', pdfBytes(), 'p.pdf');
    expect(unknown.status).toBe(404);
    const empty = await http
      .post(`/api/v1/users/${member.id}/businessRegistration`)
      .set('Authorization', bearer(member.accessToken))
      .field('note', 'no file');
    expect(empty.status).toBe(400);
    expect(errorsOf(empty)).toEqual({ file: '필수 입력 항목입니다.' });
  });
});

describe('tokens: refused after tokens_valid_after moves; a refresh gives one that works', () => {
  it('401 → refresh → retry', async () => {
    const member = await signUp(t, http);
    expect((await getMe(http, member.accessToken)).status).toBe(200);
    await afterSecond(issuedAt(member.accessToken));
    await t.db
      .knex('users')
      .where({ id: member.id })
      .update({ tokens_valid_after: dbTime(0) });
    const refused = await getMe(http, member.accessToken, 'en');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Your login has expired. Please log in again.' });
    const renewed = await accessToken(http, member.refreshToken);
    const retried = await getMe(http, renewed);
    expect(retried.status).toBe(200);
    expect(retried.body.me.id).toBe(member.id);
  });
});

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
    await afterSecond(Math.max(issuedAt(member.accessToken), issuedAt(otherSession.accessToken)));
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
    let current = member2.password;
    for (let round = 0; round < 3; round += 1) {
      await startOfSecond();
      const token = await accessToken(http, member2.refreshToken);
      const next = `Round-${round}-pass!`;
      expect((await changePassword(token, current, next)).status).toBe(200);
      current = next;
      const row = (await t.db.knex('users').where({ id: member2.id }).first('tokens_valid_after')) as {
        tokens_valid_after: string;
      };
      const changedAt = Date.parse(fromDbTime(row.tokens_valid_after)!);
      if (Math.floor(changedAt / 1000) !== issuedAt(token)) continue; // crossed a second: try again
      expect((await getMe(http, token)).status).toBe(401);
      return;
    }
    throw new Error('could not issue a token and change the password within one second');
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
    await purgeExpired(t.db.knex);
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
