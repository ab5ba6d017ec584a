import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCOPES, basic, bearer, createUser, useTestApp, type TestUser } from './support/testApp.ts';

/**
 * Issue 19, finding 2: the console's session is never handed to a script. A console login sets an
 * httpOnly cookie sent only to /console; the server writes the session into a console page only when
 * the browser itself loads it as a document (Sec-Fetch-Mode/Dest, which no script can set), console
 * pages cannot be framed and keep their own window (COOP), and logout forgets the cookie.
 */

const INDEX = '<!doctype html><html><head><title>콘솔</title></head><body><div id="root"></div></body></html>';
const NAVIGATION = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none' };

let consoleDir: string;
let staff: TestUser;
let member: TestUser;

const t = useTestApp({
  env: () => {
    consoleDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-console-build-'));
    writeFileSync(path.join(consoleDir, 'index.html'), INDEX);
    return { CONSOLE_DIR: consoleDir };
  },
});
beforeAll(async () => {
  staff = await createUser(t, ADMIN_SCOPES, 'staff');
  member = await createUser(t, ['user'], 'member');
});
afterAll(() => {
  rmSync(consoleDir, { recursive: true, force: true });
});

/** The console cookie a response sets, as `name=value` for the next request, and its attributes. */
function consoleCookie(setCookie: string[] | string | undefined): { pair: string; attributes: string } | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = list.find((c) => c.startsWith('clinic_console='));
  if (!line) return undefined;
  const [pair = '', ...rest] = line.split(';');
  return { pair, attributes: rest.join(';').toLowerCase() };
}

async function consoleLogin(user: TestUser) {
  return t.http
    .post('/api/auth/console/session')
    .set('Accept-Language', 'ko')
    .set('Authorization', basic(user.username, user.password));
}

/** The session a console page carries, parsed from its data block; undefined without one. */
function sessionInPage(html: string): { refreshToken: string; accessToken: string } | undefined {
  const match = /<script type="application\/json" id="console-session">(.*?)<\/script>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as { refreshToken: string; accessToken: string }) : undefined;
}

describe('console login', () => {
  it('gives staff both tokens and an httpOnly cookie for /console only', async () => {
    const res = await consoleLogin(staff);
    expect(res.status).toBe(200);
    expect(res.body.refreshToken).toEqual(expect.any(String));
    expect(res.body.accessToken).toEqual(expect.any(String));
    const cookie = consoleCookie(res.headers['set-cookie']);
    expect(cookie?.pair).toBe(`clinic_console=${res.body.refreshToken as string}`);
    expect(cookie?.attributes).toContain('httponly');
    expect(cookie?.attributes).toContain('path=/console');
    expect(cookie?.attributes).toContain('samesite=lax');
    expect(res.headers['cache-control']).toBe('no-store');
    // The access token works on the console API.
    const list = await t.http.get('/api/console/inbox').set('Authorization', bearer(res.body.accessToken));
    expect(list.status).toBe(200);
  });

  it('refuses a member (403, in the caller language) and sets no cookie', async () => {
    const res = await consoleLogin(member);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('접근 권한이 없습니다.');
    expect(consoleCookie(res.headers['set-cookie'])).toBeUndefined();
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const res = await t.http.post('/api/auth/console/session').set('Authorization', basic(staff.username, 'wrong'));
    expect(res.status).toBe(401);
    expect(consoleCookie(res.headers['set-cookie'])).toBeUndefined();
  });
});

describe('a console page and the session', () => {
  let cookie: string;
  let refreshToken: string;
  beforeAll(async () => {
    const res = await consoleLogin(staff);
    cookie = consoleCookie(res.headers['set-cookie'])!.pair;
    refreshToken = res.body.refreshToken as string;
  });

  it('carries the session when the browser loads it as a document, never stored', async () => {
    const res = await t.http.get('/console/forms/3').set('Cookie', cookie).set(NAVIGATION);
    expect(res.status).toBe(200);
    const given = sessionInPage(res.text);
    expect(given?.refreshToken).toBe(refreshToken);
    const api = await t.http.get('/api/console/inbox').set('Authorization', bearer(given!.accessToken));
    expect(api.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Its own window, never in a frame.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['a script fetch', { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'same-origin' }],
    ['a same-origin fetch', { 'Sec-Fetch-Mode': 'same-origin', 'Sec-Fetch-Dest': 'empty' }],
    ['a frame', { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' }],
    ['an object', { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'object' }],
    ['a request without fetch metadata', {}],
    ['other letter case in the values', { 'Sec-Fetch-Mode': 'Navigate', 'Sec-Fetch-Dest': 'Document' }],
  ])('comes without the session for %s', async (_, headers) => {
    const res = await t.http.get('/console/').set('Cookie', cookie).set(headers);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(sessionInPage(res.text)).toBeUndefined();
    expect(res.text).not.toContain(refreshToken);
  });

  it('comes without the session for a HEAD request or without the cookie', async () => {
    const head = await t.http.head('/console/').set('Cookie', cookie).set(NAVIGATION);
    expect(head.text ?? '').not.toContain(refreshToken);
    const none = await t.http.get('/console/').set(NAVIGATION);
    expect(sessionInPage(none.text)).toBeUndefined();
  });

  it('a cookie that is not a live staff session gives nothing and is dropped', async () => {
    for (const value of ['forged', 'a'.repeat(300), '"><script>alert(1)</script>']) {
      const res = await t.http
        .get('/console/')
        .set('Cookie', `clinic_console=${encodeURIComponent(value)}`)
        .set(NAVIGATION);
      expect(sessionInPage(res.text)).toBeUndefined();
      expect(consoleCookie(res.headers['set-cookie'])?.pair).toBe('clinic_console=');
    }
    // A member's refresh token put into the cookie by hand: still nothing.
    const memberLogin = await t.http
      .get('/api/auth/refreshToken')
      .set('Authorization', basic(member.username, member.password));
    const res = await t.http
      .get('/console/')
      .set('Cookie', `clinic_console=${memberLogin.body.refreshToken as string}`)
      .set(NAVIGATION);
    expect(sessionInPage(res.text)).toBeUndefined();
  });

  it('logout revokes the session, forgets the cookie, and a page no longer carries it', async () => {
    const out = await t.http.delete('/api/auth/refreshToken').set('Authorization', bearer(refreshToken));
    expect(out.status).toBe(204);
    expect(consoleCookie(out.headers['set-cookie'])?.pair).toBe('clinic_console=');
    const res = await t.http.get('/console/').set('Cookie', cookie).set(NAVIGATION);
    expect(sessionInPage(res.text)).toBeUndefined();
    expect(consoleCookie(res.headers['set-cookie'])?.pair).toBe('clinic_console=');
  });
});

it('public pages keep the opener policy that cuts them off from a console window they open', async () => {
  const res = await t.http.get('/cost');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
});
