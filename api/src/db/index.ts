import knexFactory, { type Knex } from 'knex';
import { dialectOf, knexConfig, type Dialect, type PoolOptions } from './knexConfig.js';
import { ROOT_DIR } from '../config.js';
import { FileMigrationSource } from './migrationSource.js';

export type { Knex };
export { dialectOf, type Dialect };
export * from './values.js';
export * from './json.js';
export * from './dialect.js';
export * from './queries.js';
export * from './tables.js';
export * from './probe.js';
export * from './startup.js';
export * from './timeLimit.js';

/** The database: opening it, migrating it, and (re-exported) every helper that knows its dialects. */

export interface Database {
  knex: Knex;
  dialect: Dialect;
}

/** Opens the database: MySQL/MariaDB when a URL is given, else the SQLite file (created if absent). */
export function openDatabase(databaseUrl: string | undefined, sqliteFile: string, pool?: PoolOptions): Database {
  const dialect = dialectOf(databaseUrl);
  const config = knexConfig(databaseUrl, sqliteFile, ROOT_DIR, pool);
  // Knex falls back to its own loader when any file-system option is left in.
  const { directory, loadExtensions: _unused, ...migrations } = config.migrations ?? {};
  config.migrations = { ...migrations, migrationSource: new FileMigrationSource(String(directory)) };
  return { knex: knexFactory(config), dialect };
}

export async function migrateLatest(db: Database): Promise<string[]> {
  const [, applied] = (await db.knex.migrate.latest()) as [number, string[]];
  return applied;
}
