import { loadConfig } from '../config.js';
import { openDatabase, withStartupTurn } from '../db/index.js';

/**
 * `npm run db:migrate` (latest), `npm run db:migrate -- rollback` (undoes the last migration, one;
 * run it again for the one before), `npm run db:migrate -- status`, `npm run db:migrate -- unlock`
 * (frees Knex's migration lock a crashed run left set; only when nothing is migrating). A rollback
 * that would drop a table holding rows is refused unless MIGRATE_FORCE=1 (db/migrationSource.ts).
 * `latest` takes its turn with copies of the server starting meanwhile (db/startup.ts).
 */
const command = process.argv[2] ?? 'latest';
const config = loadConfig();
const db = openDatabase(config.databaseUrl, config.sqliteFile);
try {
  if (command === 'latest') {
    const applied = await withStartupTurn(
      db,
      { waitMs: config.migrateLockWaitMs, log: (line) => console.log(line) },
      (migrate) => migrate(),
    );
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
  } else if (command === 'unlock') {
    await db.knex.migrate.forceFreeMigrationsLock();
    console.log('the migration lock is free (table knex_migrations_lock)');
  } else if (command === 'rollback') {
    const [, undone] = (await db.knex.migrate.down()) as [number, string[]];
    console.log(undone.length ? `rolled back: ${undone.join(', ')}` : 'nothing to roll back');
  } else if (command === 'status') {
    const [done, pending] = (await db.knex.migrate.list()) as [
      Array<{ name: string }>,
      Array<string | { file?: string; name?: string }>,
    ];
    for (const m of done) console.log(`done     ${m.name}`);
    // Our migration source lists pending migrations by name; Knex's own loader by file.
    for (const m of pending) console.log(`pending  ${typeof m === 'string' ? m : (m.file ?? m.name)}`);
  } else {
    console.error('usage: npm run db:migrate -- [latest|rollback|status|unlock]');
    process.exitCode = 2;
  }
} catch (err) {
  // A refused rollback (or a failed migration) says why in one line; nothing was changed by it.
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await db.knex.destroy();
}
