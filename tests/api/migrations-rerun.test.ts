import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrateLatest, openDatabase, type Database } from '../../api/src/db/index.ts';
import { createTestDatabase, serverConnection, type TestDatabase } from '../support/mariadb.ts';

/**
 * A migration that fails half-way on MariaDB completes when it is run again (issue 23). There each
 * schema statement commits at once, so a failure leaves what came before it; the next run must not
 * trip over it. The failure is a real one a DBA meets: the migrating account lacks a right (ALTER),
 * so the first migration creates its table (CREATE) and fails at the table's first index. Run again
 * with the right, every migration completes and the schema is the one a clean run makes, statement
 * for statement. (On SQLite a migration's schema and data changes are one transaction: nothing is
 * left half-way, and there is nothing to test.)
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a migration stopped half-way on MariaDB', () => {
  const opened: Array<{ destroy: () => Promise<void> }> = [];
  let database: TestDatabase | undefined;
  const account = `clinic_rerun_${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('hex');

  const root = () => {
    const knex = serverConnection(serverUrl!);
    opened.push(knex);
    return knex;
  };
  const open = (url: string): Database => {
    const db = openDatabase(url, '');
    opened.push(db.knex);
    return db;
  };
  /** Every table's definition, without the next AUTO_INCREMENT value (rows differ in number). */
  const schemaOf = async (knex: Knex, schema: string): Promise<Record<string, string>> => {
    const [tables] = (await knex.raw(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' ORDER BY 1",
      [schema],
    )) as [Array<{ name: string }>];
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const [[row]] = (await knex.raw('SHOW CREATE TABLE ??.??', [schema, name])) as [
        Array<{ 'Create Table': string }>,
      ];
      out[name] = row!['Create Table'].replace(/ AUTO_INCREMENT=\d+/, '');
    }
    return out;
  };

  afterAll(async () => {
    const admin = root();
    await admin.raw('DROP USER IF EXISTS ??@?', [account, '%']);
    await database?.drop();
    for (const conn of opened) await conn.destroy();
  });

  // Every migration twice over on MariaDB: many seconds on a busy machine.
  it('completes when run again, and the schema is what a clean run makes', { timeout: 180_000 }, async () => {
    database = await createTestDatabase(serverUrl!, 'clinic_rerun');
    const admin = root();
    await admin.raw('CREATE USER ??@? IDENTIFIED BY ?', [account, '%', password]);
    // Everything a migration needs but ALTER: tables are created, their indexes and keys are not.
    await admin.raw('GRANT SELECT, INSERT, UPDATE, DELETE, CREATE, DROP, INDEX, REFERENCES ON ??.* TO ??@?', [
      database.name,
      account,
      '%',
    ]);
    const limited = new URL(database.url);
    limited.username = account;
    limited.password = password;

    const first = open(limited.toString());
    await expect(migrateLatest(first)).rejects.toThrow(/ALTER command denied/);
    // Half-way: the first migration's table is there, its index is not, and it is not recorded.
    expect(await first.knex.schema.hasTable('users')).toBe(true);
    const [done] = (await first.knex.migrate.list()) as [unknown[], unknown[]];
    expect(done).toEqual([]);
    await first.knex.destroy();

    const second = open(database.url);
    const applied = await migrateLatest(second);
    const [all] = (await second.knex.migrate.list()) as [Array<{ name: string }>, unknown[]];
    expect(applied.length).toBeGreaterThan(30);
    expect(all.map((m) => m.name)).toEqual(applied);
    expect(await schemaOf(second.knex, database.name)).toEqual(await schemaOf(second.knex, inject('mariadbTemplate')));
    // Still knex's lock is free for the next run.
    const [[lock]] = (await second.knex.raw('SELECT is_locked FROM knex_migrations_lock')) as [
      Array<{ is_locked: number }>,
    ];
    expect(lock!.is_locked).toBe(0);
  });
});
