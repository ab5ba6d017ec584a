import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';

/** A database made for one test (file) on a MySQL/MariaDB server, and how to drop it. */
export interface TestDatabase {
  name: string;
  /** The server's URL with the database as its path: what the app takes as `DATABASE_URL`. */
  url: string;
  /** Drops the database (whatever is in it) and closes the connection that made it. */
  drop: () => Promise<void>;
}

/**
 * One connection to the MySQL/MariaDB server at `serverUrl` (its path ignored), as the URL's account
 * unless `as` names another, on `database` when given: what the test support and the tests that
 * need a session of their own (another account, a lock) open. The caller destroys it.
 */
export function serverConnection(
  serverUrl: string,
  options: { database?: string; as?: { user: string; password: string }; multipleStatements?: boolean } = {},
): Knex {
  const base = new URL(serverUrl);
  return knexFactory({
    client: 'mysql2',
    connection: {
      host: base.hostname,
      port: Number(base.port || 3306),
      user: options.as?.user ?? (decodeURIComponent(base.username) || 'root'),
      password: options.as?.password ?? decodeURIComponent(base.password),
      ...(options.database ? { database: options.database } : {}),
      charset: 'utf8mb4',
      ...(options.multipleStatements ? { multipleStatements: true } : {}),
    },
    pool: { min: 0, max: 1 },
  });
}

/**
 * The one way the tests make a MySQL/MariaDB database: an empty utf8mb4 database named
 * `<prefix>_<pid>_<random>` on the server at `serverUrl` (`mysql://root@127.0.0.1:3306`; a path in
 * it is ignored). The API tests' app uses it when TEST_DATABASE_URL is set, the e2e test that runs
 * two copies of the server and `npm run bench` use it too. With `exact`, the database is named
 * `prefix` itself, and one left behind by a killed run is dropped first.
 */
export async function createTestDatabase(
  serverUrl: string,
  prefix = 'clinic_test',
  { exact = false }: { exact?: boolean } = {},
): Promise<TestDatabase> {
  const name = exact ? prefix : `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = serverConnection(serverUrl);
  try {
    if (exact) await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  } catch (err) {
    await admin.destroy();
    throw err;
  }
  const base = new URL(serverUrl);
  base.pathname = '/' + name;
  return {
    name,
    url: base.toString(),
    drop: async () => {
      try {
        await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      } finally {
        await admin.destroy();
      }
    },
  };
}

/**
 * Copies every table of the database `template` (its definition with indexes and foreign keys, and
 * its rows: the migration history and what the data migrations wrote) into the empty database
 * `target` on the same server. What the API tests on MariaDB start from instead of running every
 * migration again for each test app (seconds each, the bulk of that leg). Foreign keys are checked
 * by neither the copy's order nor its rows (they held in the template).
 */
export async function copyDatabase(serverUrl: string, template: string, target: string): Promise<void> {
  const conn = serverConnection(serverUrl, { database: target, multipleStatements: true });
  try {
    const [tables] = (await conn.raw(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
      [template],
    )) as [Array<{ name: string }>];
    const creates = await Promise.all(
      tables.map(async ({ name }) => {
        const [[row]] = (await conn.raw('SHOW CREATE TABLE ??.??', [template, name])) as [
          Array<{ 'Create Table': string }>,
        ];
        return row!['Create Table'];
      }),
    );
    // Generated columns are computed again, not copied.
    const [columns] = (await conn.raw(
      "SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = ? AND extra NOT LIKE '%GENERATED%' ORDER BY ordinal_position",
      [template],
    )) as [Array<{ t: string; c: string }>];
    const copies = tables.map(({ name }) => {
      const cols = columns.filter((col) => col.t === name).map((col) => col.c);
      return conn
        .raw(
          `INSERT INTO ?? (${cols.map(() => '??').join(', ')}) SELECT ${cols.map(() => '??').join(', ')} FROM ??.??`,
          [name, ...cols, ...cols, template, name],
        )
        .toQuery();
    });
    await conn.raw(['SET FOREIGN_KEY_CHECKS = 0', ...creates, ...copies, 'SET FOREIGN_KEY_CHECKS = 1'].join(';\n'));
  } finally {
    await conn.destroy();
  }
}
