import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRouter, editorRouter, type AppDeps } from '../../api/src/app.ts';
import { MemoryCounterStore } from '../../api/src/http/rateLimit.ts';
import { ResponseCache } from '../../api/src/http/cache.ts';
import { LocalStorage } from '../../api/src/services/storage/index.ts';
import { createMessenger } from '../../api/src/services/messaging/index.ts';
import { createUser, login, startTestApp, type TestApp } from './support/testApp.ts';

/**
 * Every route under /api/console and /api/editor (staff only, outside /console), read from the
 * routers themselves (so a route added tomorrow is walked too): anonymous → 401, a member's token
 * → 403, staff → neither.
 */
let t: TestApp;
let member: string;
let staff: string;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await startTestApp();
  member = (await login(t, await createUser(t, ['user'], 'member'))).accessToken;
  staff = (await login(t, await createUser(t, ['user', 'console'], 'staff'))).accessToken;
  const deps: AppDeps = {
    config: t.config,
    db: t.db,
    counters: new MemoryCounterStore(),
    storage: new LocalStorage(t.config.dataDir),
    cache: new ResponseCache(),
    messenger: createMessenger(t.db.knex, t.config.messaging),
  };
  const seen = new Set<string>();
  routes = [];
  for (const layer of [...consoleRouter(deps).stack, ...editorRouter(deps).stack]) {
    for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
      const path = String(layer.path)
        .replace(':product', 'clinic')
        .replace(/:index\b/, '0')
        .replace(/:[A-Za-z]+/g, '1');
      const key = `${method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, path: '/api' + path });
    }
  }
});
afterAll(() => t.close());

const call = (method: string, path: string, token?: string) => {
  const req = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
  if (token) req.set('Authorization', `Bearer ${token}`);
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
      'POST /api/editor',
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
});
