import type { TestProject } from 'vitest/node';
import { migrateLatest, openDatabase } from '../../../api/src/db/index.ts';
import { createTestDatabase } from '../../support/mariadb.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A MySQL/MariaDB database with every migration applied, which each test app copies ('' on SQLite). */
    mariadbTemplate: string;
  }
}

/**
 * Vitest global setup, the MariaDB twin of sqliteTemplate.ts: with TEST_DATABASE_URL the migrations
 * run once a run, into a database each test app's own database is copied from (`copyDatabase`), instead
 * of once an app (ten seconds and more each on a busy two-core machine). The app still runs
 * `migrateLatest` on its copy, which finds nothing to do. Dropped at the end.
 */
export default async function mariadbTemplate(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('mariadbTemplate', '');
    return undefined;
  }
  const template = await createTestDatabase(serverUrl, 'clinic_template');
  const db = openDatabase(template.url, '');
  try {
    await migrateLatest(db);
  } catch (err) {
    await template.drop();
    throw err;
  } finally {
    await db.knex.destroy();
  }
  project.provide('mariadbTemplate', template.name);
  return () => template.drop();
}
