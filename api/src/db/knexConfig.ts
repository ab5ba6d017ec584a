import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { rerunnableDdl } from './rerunnableDdl.js';

/**
 * The one place that knows how each database is configured. Used by the server, the CLI scripts,
 * the tests and the root knexfile (so `npx knex migrate:latest` sees exactly what the server sees).
 */
// No import.meta here: the root knexfile loads this file through a CommonJS loader too.

/** The embedded database file, `data/clinic.sqlite` under the repository unless DATA_DIR says otherwise. */
export function sqliteFileFor(rootDir: string, dataDir?: string): string {
  return path.join(path.resolve(rootDir, dataDir || 'data'), 'clinic.sqlite');
}

export type Dialect = 'mysql' | 'sqlite';

export function dialectOf(databaseUrl: string | undefined): Dialect {
  if (!databaseUrl) return 'sqlite';
  if (/^(mysql|mariadb):\/\//.test(databaseUrl)) return 'mysql';
  throw new Error(`DATABASE_URL must start with mysql:// or mariadb:// (got ${databaseUrl.split(':')[0]}:)`);
}

/** The connection pool of MySQL/MariaDB (SQLite has one connection). */
export interface PoolOptions {
  /** Connections at most (DB_POOL_MAX): each copy of the server may hold this many at once. */
  max: number;
  /** How long a query waits for a free connection before it fails (a 503 then), ms. */
  acquireTimeoutMs: number;
}

export const DEFAULT_POOL: PoolOptions = { max: 10, acquireTimeoutMs: 10_000 };

export function knexConfig(
  databaseUrl: string | undefined,
  sqliteFile: string,
  rootDir: string,
  pool: PoolOptions = DEFAULT_POOL,
): Knex.Config {
  const migrations: Knex.MigratorConfig = {
    directory: path.join(rootDir, 'migrations'),
    tableName: 'knex_migrations',
    loadExtensions: ['.ts'],
    // No transaction around a whole batch: each migration is one of its own (migrationSource.ts).
    disableTransactions: true,
  };
  if (dialectOf(databaseUrl) === 'mysql') {
    const url = new URL(databaseUrl!.replace(/^mariadb:/, 'mysql:'));
    return {
      client: 'mysql2',
      connection: {
        host: url.hostname,
        port: Number(url.port || 3306),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.replace(/^\//, ''),
        charset: 'utf8mb4',
        // Timestamps are stored as UTC strings and handed over as strings: no driver time zone magic.
        timezone: 'Z',
        dateStrings: true,
        supportBigNumbers: true,
      },
      pool: {
        min: 0,
        max: pool.max,
        // A migration stopped half-way completes when run again (rerunnableDdl.ts).
        afterCreate(conn: Parameters<typeof rerunnableDdl>[0], done: (err: Error | null, conn: unknown) => void) {
          done(null, rerunnableDdl(conn));
        },
      },
      // A database that does not answer is a 503 within seconds, not a request hanging for a minute.
      acquireConnectionTimeout: pool.acquireTimeoutMs,
      // Errors name the SQL with its placeholders, never the bound values (personal data in logs).
      compileSqlOnError: false,
      migrations,
    };
  }
  mkdirSync(path.dirname(sqliteFile), { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename: sqliteFile },
    useNullAsDefault: true,
    compileSqlOnError: false,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { pragma: (sql: string) => unknown }, done: (err: Error | null, conn: unknown) => void) {
        conn.pragma('foreign_keys = ON');
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
    migrations,
  };
}
