import type { Knex } from 'knex';
import type { Dialect } from './knexConfig.js';

type Database = { knex: Knex; dialect: Dialect };

/**
 * Copies of the server started together, and a DBA's `npm run db:migrate` beside them, take turns.
 *
 * On MySQL/MariaDB the turn is a named lock of the server (`GET_LOCK`), held on a connection of its
 * own while the holder migrates and adds the demo content; the others wait for it (saying so every
 * few seconds, for at most `waitMs`) and then find nothing left to do. The server frees a named lock
 * when its connection goes, so a copy that crashes leaves no lock behind (unlike Knex's own lock
 * row, which stays set). Knex's row is still taken while migrating; one left set by a crash is
 * waited on the same way and named in the error (`npm run db:migrate -- unlock`).
 *
 * On SQLite, one server owns its file: Knex's lock row is waited on the same way, and there is no
 * named lock.
 */

/** What `withStartupTurn` is told. */
export interface StartupTurnOptions {
  /** How long to wait for another copy's turn before giving up (an error saying what to do). */
  waitMs: number;
  /** Where "waiting for…" lines go. */
  log: (line: string) => void;
  /** How often a waiting copy says it still waits, and asks again (ms). */
  pollMs?: number;
}

/** Thrown when the turn did not come within `waitMs`. */
export class StartupLockTimeout extends Error {}

/** Knex's "Migration table is already locked" (its error class is not exported). */
const knexLocked = (err: unknown): boolean => err instanceof Error && err.name === 'MigrationLocked';

/** The named lock's name: one per database on the server (names are server-wide, 64 characters at most). */
async function lockName(knex: Knex): Promise<string> {
  const [[row]] = (await knex.raw('SELECT DATABASE() AS db')) as [Array<{ db: string | null }>];
  return `clinic-startup:${row?.db ?? ''}`.slice(0, 64);
}

/**
 * Runs `work` (migrating, seeding) as the only copy doing so on this database; waits for its turn as
 * described above. `work` gets a `migrate` that waits for Knex's lock row too.
 */
export async function withStartupTurn<T>(
  db: Database,
  options: StartupTurnOptions,
  work: (migrate: () => Promise<string[]>) => Promise<T>,
): Promise<T> {
  const { waitMs, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const deadline = Date.now() + waitMs;
  const secondsLeft = () => Math.max(0, Math.round((deadline - Date.now()) / 1000));

  const migrate = async (): Promise<string[]> => {
    for (;;) {
      try {
        const [, applied] = (await db.knex.migrate.latest()) as [number, string[]];
        return applied;
      } catch (err) {
        if (!knexLocked(err)) throw err;
        if (Date.now() >= deadline)
          throw new StartupLockTimeout(
            `the migration lock (table knex_migrations_lock) is still taken after ${Math.round(waitMs / 1000)} s. ` +
              'If no copy and no DBA is migrating now (a crashed run left it), free it with `npm run db:migrate -- unlock`.',
          );
        log(`[db] another run is migrating this database; waiting (at most ${secondsLeft()} s more)`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, deadline - Date.now()))));
      }
    }
  };

  if (db.dialect !== 'mysql') return work(migrate);

  // A connection of its own holds the named lock for the whole turn (the pool's others migrate).
  const conn = (await db.knex.client.acquireConnection()) as unknown;
  const onConn = (sql: string, bindings: readonly Knex.RawBinding[]) =>
    db.knex
      .raw(sql, bindings)
      .connection(conn as never)
      .then((result: unknown) => (result as [Array<{ got: number | null }>])[0][0]?.got ?? null);
  try {
    const name = await lockName(db.knex);
    for (;;) {
      const waitSeconds = Math.max(0, Math.min(Math.ceil(pollMs / 1000), secondsLeft()));
      if ((await onConn('SELECT GET_LOCK(?, ?) AS got', [name, waitSeconds])) === 1) break;
      if (Date.now() >= deadline)
        throw new StartupLockTimeout(
          `another copy of the server (or \`npm run db:migrate\`) has been migrating or seeding this database for more than ${Math.round(waitMs / 1000)} s; ` +
            'start this copy again once it is done (MIGRATE_LOCK_WAIT_MS waits longer).',
        );
      log(`[db] another copy is migrating or seeding this database; waiting (at most ${secondsLeft()} s more)`);
    }
    try {
      return await work(migrate);
    } finally {
      await onConn('SELECT RELEASE_LOCK(?) AS got', [name]);
    }
  } finally {
    await db.knex.client.releaseConnection(conn);
  }
}

/** Migrations not applied yet, by name. */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const [, pending] = (await knex.migrate.list()) as [unknown[], Array<string | { file?: string; name?: string }>];
  return pending.map((m) => (typeof m === 'string' ? m : (m.file ?? m.name ?? '')));
}
