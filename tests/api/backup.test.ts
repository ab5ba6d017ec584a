import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../api/src/db/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/mariadb.ts';
import { jpegWithGps } from './support/content.ts';
import { api, t, useStaffApp } from './support/staffApp.ts';
import { createUser, serverProcessEnv, startTestApp, type TestApp } from './support/testApp.ts';

/**
 * `npm run db:backup` takes a running installation (the test app keeps serving and writing), and
 * `npm run db:restore` puts it into a fresh place: a new DATA_DIR, and on MariaDB a new empty
 * database. The site started there serves the same notices, members and uploaded pictures; a second
 * restore into the now occupied place is refused. On SQLite and on MariaDB (TEST_DATABASE_URL).
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** Runs one of the repository's CLI scripts as `npm run` would, in the environment `env`. */
async function cli(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

useStaffApp();
const folders: string[] = [];
const tmp = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
let restored: TestApp | undefined;
let restoredDatabase: TestDatabase | undefined;

afterAll(async () => {
  await restored?.close();
  await restoredDatabase?.drop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** What a visitor and staff see of the installation behind `app`. */
async function served(app: TestApp, picture: string) {
  const notices = await app.http.get('/api/v1/center/notifications?perPage=50');
  expect(notices.status).toBe(200);
  const members = (await app.db.knex('users').orderBy('id').select('id', 'username', 'email', 'phone')) as unknown[];
  const file = await app.http.get(picture).buffer(true);
  expect(file.status, picture).toBe(200);
  return { notices: notices.body as unknown, members, picture: file.body as Buffer };
}

describe('backup and restore', () => {
  // Three command-line runs (each starts Node and TypeScript) and a second app: a minute on a busy machine.
  it(
    'backs up a running installation and restores it into a fresh place that serves the same',
    { timeout: 180_000 },
    async () => {
      const now = toDbTime(new Date(Date.now() - 60_000));
      await t.db.knex('notices').insert({
        title: '백업 확인 공지',
        body: '<p>백업 뒤에도 이 공지가 보여야 합니다.</p>',
        pinned: false,
        published: true,
        published_at: now,
        views: 0,
        created_at: now,
        updated_at: now,
      });
      await createUser(t, ['user'], 'backup');
      const upload = await api.upload('setting/clinic/ogImage', await jpegWithGps(800, 420), 'og.jpg', 'image/jpeg');
      expect(upload.status).toBe(200);
      const picture = (upload.body.ogImage as { src: string }).src;
      const before = await served(t, picture);
      expect(JSON.stringify(before.notices)).toContain('백업 확인 공지');

      // The backup, while the app runs: from its environment, as a DBA's shell would have it.
      const backups = tmp('clinic-backups-');
      const dest = path.join(backups, 'one');
      const backedUp = await cli('api/src/cli/backup.ts', [dest], serverProcessEnv(t));
      expect(backedUp.out).toMatch(/backed up .* into /);
      expect(backedUp.code).toBe(0);
      const manifest = JSON.parse(readFileSync(path.join(dest, 'backup.json'), 'utf8')) as Record<string, unknown>;
      expect(manifest).toMatchObject({ dialect: t.config.databaseUrl ? 'mysql' : 'sqlite', files: { uploads: true } });

      // The app goes on: what happens after the backup is not in it.
      await createUser(t, ['user'], 'afterbackup');

      // A fresh place: a new data folder and, on MariaDB, a new empty database.
      const dataDir = tmp('clinic-restored-');
      restoredDatabase = process.env.TEST_DATABASE_URL
        ? await createTestDatabase(process.env.TEST_DATABASE_URL, 'clinic_restored')
        : undefined;
      const place = { ...serverProcessEnv(t), DATA_DIR: dataDir, DATABASE_URL: restoredDatabase?.url ?? '' };
      const restoring = await cli('api/src/cli/restore.ts', [dest], place);
      expect(restoring.out).toMatch(/restored the backup of /);
      expect(restoring.code).toBe(0);

      restored = await startTestApp({ DATA_DIR: dataDir, DATABASE_URL: restoredDatabase?.url ?? '' });
      const after = await served(restored, picture);
      expect(after.notices).toEqual(before.notices);
      expect(after.members).toEqual(before.members);
      expect(after.picture.equals(before.picture)).toBe(true);

      // Restoring again into the place now in use is refused, naming what is there; nothing changes.
      const again = await cli('api/src/cli/restore.ts', [dest], place);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/refused: .*(has tables|exists)/);
      expect(await restored.db.knex('users').count({ n: '*' }).first()).toMatchObject({
        n: before.members.length,
      });
    },
  );
});
