import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A migration that stopped half-way on MySQL/MariaDB completes when it is run again.
 *
 * There every schema statement commits at once (DDL is not transactional), so a migration that fails
 * at its third statement leaves the first two done and unrecorded; run again, it would fail at its
 * first ("Duplicate column name"). Each schema statement on its own is atomic, though: an
 * `ALTER TABLE … ADD a, ADD b` either happened whole or not at all. So while a migration runs (the
 * migration source marks it with `migrationRunning`), a schema statement that the server refuses
 * because its effect is already there (the table, column, index or foreign key exists; the one to
 * drop is gone) counts as done: it is logged and the migration goes on. Nothing else is touched:
 * data statements, other errors, and every statement outside a migration behave as before.
 *
 * (SQLite needs none of this: there a migration's schema and data changes are one transaction.)
 */

/** The migration being run (its file name), for the statements it makes. */
export const migrationRunning = new AsyncLocalStorage<string>();

/** MySQL/MariaDB errors that mean "what this schema statement does is already so". */
const ALREADY_DONE: Record<number, string> = {
  1050: 'the table exists',
  1051: 'the table is gone',
  1060: 'the column exists',
  1061: 'the index exists',
  1068: 'the primary key exists',
  1091: 'the column or index is gone',
  1826: 'the foreign key exists',
};

/** A schema statement (what may be skipped), as Knex writes them. */
const SCHEMA_STATEMENT = /^\s*(create|alter|drop|rename)\s+(table|index|unique\s+index)\b/i;

interface DriverError {
  errno?: number;
  message?: string;
}

/** Whether `err` from `sql` means the statement's effect is already there; why, if so. */
export function alreadyDone(sql: string, err: DriverError): string | undefined {
  if (!SCHEMA_STATEMENT.test(sql) || err.errno === undefined) return undefined;
  // MariaDB names an existing foreign key as InnoDB's "duplicate key" (errno 121) on the table.
  if (err.errno === 1005 && /errno: 121\b/.test(err.message ?? '')) return 'the foreign key exists';
  return ALREADY_DONE[err.errno];
}

type QueryCallback = (err: DriverError | null, rows?: unknown, fields?: unknown) => void;

interface QueryingConnection {
  query: (options: unknown, values?: unknown, callback?: unknown) => unknown;
}

/** What each skipped statement is reported to (the server's and the CLI's console). */
export type SkipLog = (line: string) => void;

/**
 * Wraps a mysql2 connection's `query` (as the pool creates it): inside a running migration, a schema
 * statement refused as already done calls back as done, with a log line naming the migration.
 */
export function rerunnableDdl<C extends QueryingConnection>(conn: C, log: SkipLog = console.log): C {
  const query = conn.query.bind(conn);
  conn.query = (options: unknown, values?: unknown, callback?: unknown) => {
    const migration = migrationRunning.getStore();
    const cb = (typeof values === 'function' ? values : callback) as QueryCallback | undefined;
    if (migration === undefined || typeof cb !== 'function') return query(options, values, callback);
    const sql = typeof options === 'string' ? options : String((options as { sql?: string }).sql ?? '');
    const guarded: QueryCallback = (err, rows, fields) => {
      const why = err ? alreadyDone(sql, err) : undefined;
      if (!why) return cb(err, rows, fields);
      log(`[db] ${migration}: ${why} (done by an earlier run that stopped), skipped: ${sql.slice(0, 160)}`);
      cb(null, { affectedRows: 0, warningStatus: 0 }, undefined);
    };
    return typeof values === 'function' ? query(options, guarded) : query(options, values, guarded);
  };
  return conn;
}
