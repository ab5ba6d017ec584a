import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import request from 'supertest';
import { createApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase } from '../../api/src/db/index.ts';
import { describeForLog } from '../../api/src/http/errors.ts';
import { upsertAccount } from '../../api/src/modules/auth/index.ts';
import { bearer, createUser, JWT_SECRET, login, useTestApp, type TestApp } from './support/testApp.ts';
import { request as httpRequest } from 'node:http';

/**
 * The edge of the API as an attacker meets it: bodies that cannot be read, bodies of the wrong
 * kind, bytes that are not UTF-8, a database that does not answer, and what the log keeps.
 */
let staff: string;

const t = useTestApp();
beforeAll(async () => {
  staff = (await login(t, await createUser(t, ['user', 'console'], 'staff'))).accessToken;
});

const NOTICES = '/api/console/center/notifications';

/** Bytes sent as they are (supertest would serialise a Buffer as JSON under a JSON content type). */
async function rawPost(
  target: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: { message?: string; title?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      t.url + target,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const notice = {
  title: '주차 안내',
  body: '<p>주차는 건물 지하에 할 수 있습니다.</p>',
  pinned: false,
  published: true,
};
const noticeCount = async () => Number((await t.db.knex('notices').count({ n: '*' }))[0]?.n ?? 0);

describe('a body that cannot be read', () => {
  it('is a 400 in the caller language when it claims gzip but is not (anonymously, on any write)', async () => {
    for (const target of ['/api/v1/users/certify', '/api/v1/users', '/api/auth/refreshToken']) {
      const res = await t.http
        .post(target)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .set('Accept-Language', 'en')
        .send('{"this is": "not gzip"}');
      expect([400, 404, 405], target).toContain(res.status);
      if (target !== '/api/auth/refreshToken') {
        expect(res.status, target).toBe(400);
        expect(res.body.message).toBe(
          'The request body could not be read. Please check its compression and its character encoding (UTF-8).',
        );
      }
    }
  });

  it('is a 400 for a gzip stream cut short, and a real gzip body is read', async () => {
    const whole = gzipSync(JSON.stringify(notice));
    const headers = {
      Authorization: bearer(staff),
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    };
    const cut = await rawPost(NOTICES, headers, whole.subarray(0, whole.length - 8));
    expect(cut.status).toBe(400);
    const ok = await rawPost(NOTICES, headers, whole);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.title).toBe('주차 안내');
  });

  it('refuses bytes that are not UTF-8 with 400 and stores nothing', async () => {
    const before = await noticeCount();
    const json = Buffer.from(JSON.stringify({ ...notice, title: 'TITLE' }));
    const at = json.indexOf('TITLE');
    const broken = Buffer.concat([json.subarray(0, at), Buffer.from([0xea, 0xb0]), json.subarray(at + 5)]);
    const res = await rawPost(
      NOTICES,
      { Authorization: bearer(staff), 'Content-Type': 'application/json; charset=utf-8' },
      broken,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('요청 본문을 읽을 수 없습니다. 압축이나 문자 인코딩(UTF-8)을 확인해 주세요.');
    expect(await noticeCount()).toBe(before);
  });

  it('refuses a query whose escapes are not UTF-8', async () => {
    const res = await t.http
      .get(`${NOTICES}?filter=${encodeURIComponent('{"q":"')}%EA%B0`)
      .set('Authorization', bearer(staff));
    expect(res.status).toBe(400);
  });

  it('still takes Korean text, written out or escaped', async () => {
    const res = await t.http
      .post(NOTICES)
      .set('Authorization', bearer(staff))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...notice, title: 'TITLE' }).replace('TITLE', '\\uc9c4\\ub8cc 안내'));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('진료 안내');
  });
});

describe('JSON endpoints take JSON only', () => {
  it('answers 415 to a form-urlencoded body and stores nothing', async () => {
    const before = await noticeCount();
    const res = await t.http
      .post(NOTICES)
      .set('Authorization', bearer(staff))
      .type('form')
      .send({ title: 'form', body: 'x', pinned: 'false', published: 'true' });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('요청 본문은 JSON 형식(Content-Type: application/json)으로 보내 주세요.');
    expect(await noticeCount()).toBe(before);
  });

  it('answers 415 to text/plain and to a body without a type, anonymously too', async () => {
    const text = await t.http
      .post('/api/v1/users/certify')
      .set('Content-Type', 'text/plain')
      .send('{"phone":"01012345678"}');
    expect(text.status).toBe(415);
    const none = await rawPost('/api/v1/users/certify', {}, Buffer.from('{}'));
    expect(none.status).toBe(415);
  });

  it('lets a DELETE without a body through whatever its type says (ra-data-simple-rest sends text/plain)', async () => {
    const created = await t.http.post(NOTICES).set('Authorization', bearer(staff)).send(notice);
    const res = await t.http
      .delete(`${NOTICES}/${created.body.id}`)
      .set('Authorization', bearer(staff))
      .set('Content-Type', 'text/plain');
    expect(res.status).toBe(200);
  });
});

describe('a database that does not answer', () => {
  let dataDir: string;
  let down: TestApp['http'];
  let closeDown: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-down-'));
    // A real MySQL client pointed at a port where no server listens: every connection is refused.
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'mysql://root@127.0.0.1:1/clinic',
      PUBLIC_SITE_DIR: path.join(dataDir, 'none'),
      CONSOLE_DIR: path.join(dataDir, 'none'),
    });
    const db = openDatabase(config.databaseUrl, config.sqliteFile);
    down = request(createApp({ config, db }).callback());
    closeDown = async () => {
      await db.knex.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => closeDown());

  it('answers reads and writes with 503 and Retry-After, in the caller language, without internals', async () => {
    const read = await down.get('/api/v1/clinic/settings').set('Accept-Language', 'en');
    expect(read.status).toBe(503);
    expect(Number(read.headers['retry-after'])).toBeGreaterThan(0);
    expect(read.body).toEqual({ message: expect.any(String) });
    expect(JSON.stringify(read.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/i);
    const write = await down
      .post('/api/v1/users/certify')
      .send({ channel: 'sms', target: '01012345678', purpose: 'signup' });
    expect(write.status).toBe(503);
    expect(write.headers['retry-after']).toBeTruthy();
    const login = await down
      .get('/api/auth/refreshToken')
      .set('Authorization', 'Basic ' + Buffer.from('a:b').toString('base64'));
    expect(login.status).toBe(503);
  });
});

describe('the log', () => {
  it('keeps no bound value of a failed query, on either database', async () => {
    const secret = `kim${Date.now()}`;
    await upsertAccount(t.db.knex, { username: secret, password: 'Test-pass-1234!', scopes: ['user'] });
    const row = await t.db.knex('users').where({ username: secret }).first();
    let caught: Error | undefined;
    try {
      await t.db.knex('users').insert({ ...row, id: undefined, email: `${secret}@example.com` });
    } catch (err) {
      caught = err as Error;
    }
    expect(caught, 'the duplicate username is refused by the database').toBeDefined();
    const logged = describeForLog(caught!);
    expect(logged).toMatch(/insert into/i);
    expect(logged).not.toContain(secret);
  });
});
