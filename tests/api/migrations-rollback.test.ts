import { afterEach, describe, expect, it } from 'vitest';
import { FORCE_ENV } from '../../api/src/db/migrationSource.ts';
import { createUser, useTestApp } from './support/testApp.ts';

/**
 * A rollback cannot wipe the clinic (issue 23): `npm run db:migrate -- rollback` undoes one
 * migration, the last, and a migration's `down()` that would drop a table holding rows is refused,
 * naming the table and its rows, unless MIGRATE_FORCE=1. On SQLite and on MariaDB.
 */

const t = useTestApp();

const applied = async () => ((await t.db.knex.migrate.list()) as [Array<{ name: string }>, unknown[]])[0];
const rows = async (table: string) =>
  Number(((await t.db.knex(table).count({ n: '*' })) as Array<{ n: number | string }>)[0]!.n);

afterEach(() => {
  delete process.env[FORCE_ENV];
});

describe('rolling back', () => {
  it('undoes the last migration only: the members and every other table stay', async () => {
    await createUser(t, ['user'], 'rollback');
    const members = await rows('users');
    const before = await applied();
    const [, undone] = (await t.db.knex.migrate.down()) as [number, string[]];
    expect(undone).toEqual([before.at(-1)!.name]);
    expect((await applied()).map((m) => m.name)).toEqual(before.slice(0, -1).map((m) => m.name));
    expect(await rows('users')).toBe(members);
    // And up again, as it was.
    await t.db.knex.migrate.latest();
    expect((await applied()).map((m) => m.name)).toEqual(before.map((m) => m.name));
  });

  it('refuses a down() that would drop a table holding rows, and loses nothing; forced, it drops it', async () => {
    const name = '20261128000005_treatments.ts';
    const treatments = await rows('treatments');
    expect(treatments).toBeGreaterThan(0);
    await expect(t.db.knex.migrate.down({ name })).rejects.toThrow(
      new RegExp(`would drop table "treatments", which holds ${treatments} rows.*${FORCE_ENV}=1`),
    );
    expect(await rows('treatments')).toBe(treatments);
    expect((await applied()).map((m) => m.name)).toContain(name);

    process.env[FORCE_ENV] = '1';
    await t.db.knex.migrate.down({ name });
    expect(await t.db.knex.schema.hasTable('treatments')).toBe(false);
    await t.db.knex.migrate.up({ name });
    expect(await t.db.knex.schema.hasTable('treatments')).toBe(true);
  });
});
