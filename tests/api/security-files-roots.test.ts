import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp.ts';

// Issue 11, finding 9. Files outside a web root (/console, the public site, /uploads) are answered
// exactly like missing ones: no existence oracle.

describe('finding 9: no existence oracle outside a web root', () => {
  let web: string;
  let port: number;
  const files = useTestApp({
    env: () => {
      // web/console (the console build), web/site (the public site), and a secret beside them.
      web = mkdtempSync(path.join(os.tmpdir(), 'clinic-web-'));
      mkdirSync(path.join(web, 'console', 'assets'), { recursive: true });
      mkdirSync(path.join(web, 'site'), { recursive: true });
      writeFileSync(path.join(web, 'console', 'index.html'), '<!doctype html><title>console</title>');
      writeFileSync(path.join(web, 'console', 'assets', 'app.js'), 'console.log(1);');
      writeFileSync(path.join(web, 'site', 'index.html'), '<!doctype html><title>home</title>');
      writeFileSync(path.join(web, 'site', 'robots.txt'), 'User-agent: *');
      writeFileSync(path.join(web, 'site', '404.html'), '<!doctype html><title>없는 페이지</title>');
      writeFileSync(path.join(web, 'secret.json'), '{"secret":true}');
      return { CONSOLE_DIR: path.join(web, 'console'), PUBLIC_SITE_DIR: path.join(web, 'site') };
    },
  });

  /** A GET with the path sent exactly as written (no client normalises `..` away). */
  const raw = (rawPath: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** Each forbidden path is answered exactly as the missing one beside it. */
  async function expectSameAsMissing(pairs: Array<[forbidden: string, missing: string]>) {
    for (const [forbidden, missing] of pairs) {
      const a = await raw(forbidden);
      const b = await raw(missing);
      expect(a.status, forbidden).toBe(404);
      expect({ status: a.status, type: a.type, body: a.body }, forbidden).toEqual({
        status: b.status,
        type: b.type,
        body: b.body,
      });
    }
  }

  beforeAll(async () => {
    mkdirSync(path.join(files.config.dataDir, 'uploads', 'public', 'x'), { recursive: true });
    mkdirSync(path.join(files.config.dataDir, 'uploads', 'private', 'forms'), { recursive: true });
    writeFileSync(path.join(files.config.dataDir, 'uploads', 'public', 'x', 'a.webp'), 'webp');
    writeFileSync(path.join(files.config.dataDir, 'uploads', 'private', 'forms', 'secret.pdf'), '%PDF-1.4 secret');
    port = Number(new URL(files.url).port);
  });
  afterAll(async () => {
    rmSync(web, { recursive: true, force: true });
  });

  it('the files inside each root are served (the 404s below are not a broken server)', async () => {
    expect((await raw('/console/assets/app.js')).status).toBe(200);
    expect((await raw('/console/members')).body).toContain('<title>console</title>');
    expect((await raw('/robots.txt')).status).toBe(200);
    expect((await raw('/uploads/x/a.webp')).status).toBe(200);
  });

  it('/console: a file outside the build answers as a missing one, in every spelling', async () => {
    await expectSameAsMissing([
      ['/console/../secret.json', '/console/../nothing.json'],
      ['/console/assets/../../secret.json', '/console/assets/../../nothing.json'],
      ['/console/..%2fsecret.json', '/console/..%2fnothing.json'],
      ['/console/%2e%2e/secret.json', '/console/%2e%2e/nothing.json'],
      ['/console/%2E%2E%2Fsecret.json', '/console/%2E%2E%2Fnothing.json'],
      ['/console/..%5csecret.json', '/console/..%5cnothing.json'],
      ['/console/../../../../../../etc/passwd.txt', '/console/../../../../../../etc/nothing.txt'],
      ['/console/secret.json', '/console/nothing.json'],
    ]);
  });

  it('the public site: the same', async () => {
    await expectSameAsMissing([
      ['/../secret.json', '/../nothing.json'],
      ['/..%2fsecret.json', '/..%2fnothing.json'],
      ['/%2e%2e/secret.json', '/%2e%2e/nothing.json'],
      ['/en/..%2f..%2fsecret.json', '/en/..%2f..%2fnothing.json'],
      ['/..%2f..%2fsite', '/nothing-here'],
    ]);
  });

  it('/uploads: a private file (or anything outside) answers as a missing one', async () => {
    await expectSameAsMissing([
      ['/uploads/../private/forms/secret.pdf', '/uploads/../private/forms/nothing.pdf'],
      ['/uploads/..%2fprivate/forms/secret.pdf', '/uploads/..%2fprivate/forms/nothing.pdf'],
      ['/uploads/%2e%2e%2fprivate%2fforms%2fsecret.pdf', '/uploads/%2e%2e%2fprivate%2fforms%2fnothing.pdf'],
      ['/uploads/x/..%2f..%2fprivate/forms/secret.pdf', '/uploads/x/..%2f..%2fprivate/forms/nothing.pdf'],
      ['/uploads/..%5cprivate%5cforms%5csecret.pdf', '/uploads/..%5cprivate%5cforms%5cnothing.pdf'],
      ['/uploads/%E0%A4%A', '/uploads/x/nothing.webp'],
      ['/uploads/x', '/uploads/nothing'],
    ]);
    for (const p of ['/uploads/../private/forms/secret.pdf', '/uploads/..%2fprivate/forms/secret.pdf'])
      expect((await raw(p)).body).not.toContain('secret');
  });
});
