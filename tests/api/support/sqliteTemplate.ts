import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateLatest, openDatabase } from '../../../api/src/db/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file with every migration applied, which each test app copies ('' on MySQL/MariaDB). */
    sqliteTemplate: string;
  }
}

/**
 * Vitest global setup: on SQLite the migrations run once a run, into a file each test app starts from
 * a copy of (`startTestApp`), instead of once an app (a tenth of a second or more each).
 * The app still runs `migrateLatest` on its copy, which finds nothing to do. Removed at the end.
 */
export default async function sqliteTemplate(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('sqliteTemplate', '');
    return undefined;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-migrated-'));
  const file = path.join(dir, 'clinic.sqlite');
  const db = openDatabase(undefined, file);
  try {
    await migrateLatest(db);
  } finally {
    // Closing the last connection folds the write-ahead log into the file: the file alone is whole.
    await db.knex.destroy();
  }
  if (existsSync(`${file}-wal`)) throw new Error(`the migrated SQLite file still has a write-ahead log: ${file}-wal`);
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
