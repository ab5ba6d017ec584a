/**
 * What the sections that seed a MariaDB database of their own share (statistics, console-search):
 * a connection that writes fast, a table of numbers to INSERT … SELECT from, and a staff token
 * taken through the real login routes.
 */
import knexFactory, { type Knex } from 'knex';
import { upsertAccount } from '../../api/src/modules/auth/index.ts';

/**
 * Runs `seed` on a connection of its own with foreign key and unique checks off (the bench data is
 * consistent by construction), then closes it.
 */
export async function withSeeder(databaseUrl: string, seed: (knex: Knex) => Promise<void>): Promise<void> {
  const seeder = knexFactory({
    client: 'mysql2',
    connection: databaseUrl,
    pool: {
      min: 1,
      max: 1,
      afterCreate(
        conn: { query: (sql: string, cb: (err: Error | null) => void) => void },
        done: (err: Error | null, conn: unknown) => void,
      ) {
        conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0', (err) => done(err, conn));
      },
    },
  });
  try {
    await seed(seeder);
  } finally {
    await seeder.destroy();
  }
}

/** `bench_seq (n)` holding 0 … 10^digits − 1, to INSERT … SELECT rows from; `dropNumbers` removes it. */
export async function createNumbers(knex: Knex, digits: number): Promise<void> {
  await knex.raw('CREATE TABLE bench_digits (d INT NOT NULL PRIMARY KEY)');
  await knex.raw('INSERT INTO bench_digits VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9)');
  await knex.raw('CREATE TABLE bench_seq (n INT NOT NULL PRIMARY KEY)');
  const places = Array.from({ length: digits }, (_, i) => i);
  await knex.raw(
    `INSERT INTO bench_seq (n) SELECT ${places.map((i) => `d${i}.d * ${10 ** i}`).join(' + ')}
     FROM ${places.map((i) => `bench_digits d${i}`).join(', ')}`,
  );
}

export async function dropNumbers(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE bench_seq, bench_digits');
}

/** A staff account `benchstaff1` on `knex`, logged in through the app at `origin`: its access token. */
export async function staffToken(knex: Knex, origin: string): Promise<string> {
  const password = 'Bench-pass-2026!';
  await upsertAccount(knex, { username: 'benchstaff1', password, scopes: ['user', 'console'] });
  const basic = 'Basic ' + Buffer.from(`benchstaff1:${password}`).toString('base64');
  const { refreshToken } = (await (
    await fetch(`${origin}/api/auth/refreshToken`, { headers: { authorization: basic } })
  ).json()) as { refreshToken: string };
  const { accessToken } = (await (
    await fetch(`${origin}/api/auth/accessToken`, { headers: { authorization: `Bearer ${refreshToken}` } })
  ).json()) as { accessToken: string };
  return accessToken;
}
