import { beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { consoleRoutes } from './support/consoleRoutes.ts';
import { ADMIN_SCOPES, bearer, createUser, login, STAFF_SCOPES, useTestApp } from './support/testApp.ts';

/**
 * Every route under /api/console and /api/editor (staff only, outside /console), read from the
 * routers themselves (so a route added tomorrow is walked too): anonymous → 401, a member's token
 * → 403, staff → neither.
 */
let member: string;
let staff: string;
/** A 직원 (front desk and content): refused the routes only 관리자 may use. */
let deskStaff: string;
let routes: Array<{ method: string; path: string }>;

const t = useTestApp();
beforeAll(async () => {
  member = (await login(t, await createUser(t, ['user'], 'member'))).accessToken;
  // A 관리자: every route lets them through (직원 are refused the admin-only ones, see below).
  staff = (await login(t, await createUser(t, ADMIN_SCOPES, 'staff'))).accessToken;
  deskStaff = (await login(t, await createUser(t, STAFF_SCOPES, 'desk'))).accessToken;
  routes = consoleRoutes(t);
});

/** What only 관리자 may use: staff accounts, the member export, the access log and its export. */
const ADMIN_ONLY = /^\/api\/console\/(user\/admins|users\/export|access-logs)(\/|$)/;
const adminOnly = () => routes.filter((r) => ADMIN_ONLY.test(r.path));

const call = (method: string, path: string, token?: string) => {
  const req = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
  if (token) req.set('Authorization', bearer(token));
  return method === 'GET' || method === 'DELETE' ? req : req.send({});
};

describe('every console route', () => {
  it('is found by walking the router (a broad sample of the console is there)', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(60);
    for (const expected of [
      'GET /api/console/users',
      'GET /api/console/users/1/documents/1',
      'GET /api/console/access-logs',
      'PUT /api/console/password',
      'GET /api/console/center/notifications',
      'POST /api/console/clinic/reviews/1/images/0',
      'POST /api/console/clinic/doctors/1/photo',
      'DELETE /api/console/clinic/doctors/1',
      'PUT /api/console/clinic/videos/1',
      'POST /api/console/clinic/videos/1/thumbnail',
      'DELETE /api/console/clinic/photos/1/image',
      'POST /api/editor',
      'POST /api/console/forms/1/reply',
      'PUT /api/console/message-templates/1',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('answers 401 without a token', async () => {
    for (const r of routes) expect((await call(r.method, r.path)).status, `${r.method} ${r.path}`).toBe(401);
  });

  it("answers 403 for a member's token", async () => {
    for (const r of routes) expect((await call(r.method, r.path, member)).status, `${r.method} ${r.path}`).toBe(403);
  });

  it('lets staff through (whatever the route then answers)', async () => {
    for (const r of routes) {
      const status = (await call(r.method, r.path, staff)).status;
      expect([401, 403], `${r.method} ${r.path} answered ${status}`).not.toContain(status);
      expect(status, `${r.method} ${r.path}`).toBeLessThan(500);
    }
  });

  it('finds the routes only 관리자 may use (staff accounts, member export, access log)', () => {
    const paths = adminOnly().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/console/user/admins',
      'GET /api/console/user/admins/1',
      'POST /api/console/user/admins',
      'PUT /api/console/user/admins/1',
      'POST /api/console/users/export',
      'GET /api/console/access-logs',
      'GET /api/console/access-logs/1',
      'POST /api/console/access-logs/export',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it("answers 403 for a 직원's token on those, in the caller's language", async () => {
    for (const r of adminOnly()) {
      const res = await call(r.method, r.path, deskStaff).set('Accept-Language', 'en');
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
      expect(res.body.message, `${r.method} ${r.path}`).toBe(
        'Only an administrator can do this. Please ask the director or an administrator.',
      );
    }
  });

  it('lets a 직원 through every other route (whatever the route then answers)', async () => {
    for (const r of routes.filter((route) => !ADMIN_ONLY.test(route.path))) {
      const status = (await call(r.method, r.path, deskStaff)).status;
      expect([401, 403], `${r.method} ${r.path} answered ${status}`).not.toContain(status);
      expect(status, `${r.method} ${r.path}`).toBeLessThan(500);
    }
  });
});

/**
 * The same routes written as an attacker writes them. None may reach a handler without the scope:
 * anonymous → 401 or 404; and since the API matches one spelling only, even a 관리자 gets 404
 * (nothing is served under a second name). That last check covers every other token: a spelling no
 * handler answers for the most trusted caller answers nothing for a member or a 직원 either (whether a
 * handler matches never depends on who asks), so those are not walked again for every spelling; the
 * member's and 직원's refusals are walked on the real spellings above.
 */
const spellings: Array<[string, (path: string) => string]> = [
  ['upper case', (p) => p.toUpperCase()],
  [
    'capitalised area',
    (p) => p.replace(/^\/api\/(console|editor)/, (_m, area: string) => `/api/${area.toUpperCase()}`),
  ],
  [
    'mixed case',
    (p) =>
      p.replace(/^\/api\/(console|editor)/, (_m, area: string) => `/Api/${area[0]!.toUpperCase()}${area.slice(1)}`),
  ],
  [
    'percent-encoded letter',
    (p) => p.replace(/^\/api\/(c|e)/, (_m, c: string) => `/api/%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  ],
  [
    'percent-encoded capital',
    (p) => p.replace(/^\/api\/(c|e)/, (_m, c: string) => `/api/%${c.toUpperCase().charCodeAt(0).toString(16)}`),
  ],
  ['doubled slash after /api', (p) => p.replace(/^\/api\//, '/api//')],
  ['leading doubled slash', (p) => '/' + p],
  ['doubled last slash', (p) => p.replace(/\/([^/]*)$/, '//$1')],
  ['trailing dot on the area', (p) => p.replace(/^(\/api\/\w+)/, '$1.')],
  ['encoded slash', (p) => p.replace(/^\/api\//, '/api%2F')],
];

describe.each(spellings)('every console route spelled with %s', (_name, spell) => {
  const variants = () => routes.map((r) => ({ ...r, path: spell(r.path) }));

  it('changes the spelling of every route', () => {
    for (const r of routes) expect(spell(r.path), r.path).not.toBe(r.path);
  });

  it('is refused anonymously', async () => {
    for (const r of variants())
      expect([401, 404], `${r.method} ${r.path}`).toContain((await call(r.method, r.path)).status);
  });

  it('serves nothing under that name, even to staff', async () => {
    for (const r of variants()) expect((await call(r.method, r.path, staff)).status, `${r.method} ${r.path}`).toBe(404);
  });
});

/** A raw request: HTTP clients built on URL turn `\\` into `/` before sending; an attacker's does not. */
async function rawGet(path: string, token?: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(t.url, { path, headers: token ? { Authorization: bearer(token) } : {} }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the attack of the report', () => {
  it('cannot reach a console route through backslashes', async () => {
    for (const path of ['/api\\console/users', '/api/console\\users', '\\api/console/users']) {
      // Node's own parser refuses a path that does not start with a slash (400).
      expect([400, 401, 404], path).toContain(await rawGet(path));
      expect([400, 404], path).toContain(await rawGet(path, staff));
    }
  });

  it('cannot create a staff account through /api/CONSOLE', async () => {
    const res = await t.http
      .post('/api/CONSOLE/user/admins')
      .send({ username: 'evilstaff1', password: 'Evil-Passw0rd!', name: 'evil' });
    expect(res.status).toBe(401);
    expect(await t.db.knex('users').where({ username: 'evilstaff1' }).first()).toBeUndefined();
  });

  it('cannot list members or upload through other spellings', async () => {
    expect((await t.http.get('/api/CONSOLE/users')).status).toBe(401);
    expect((await t.http.get('/api/Console/users').set('Authorization', bearer(member))).status).toBe(403);
    expect((await t.http.post('/api/Editor')).status).toBe(401);
    expect((await t.http.post('/api/%45ditor')).status).toBe(404);
  });

  it('answers other spellings of the whole API as the API does: a JSON 404, not a page', async () => {
    for (const path of [
      '/API/health',
      '/Api/v1/clinic/settings',
      '/api/AUTH/refreshToken',
      '//api/health',
      '/%61pi/health',
    ]) {
      const res = await t.http.get(path).set('Accept-Language', 'en');
      expect(res.status, path).toBe(404);
      expect(res.type, path).toBe('application/json');
      expect(res.body.message, path).toBe('The requested item was not found.');
    }
  });
});
