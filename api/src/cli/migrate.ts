import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';

/** `npm run db:migrate` (latest), `npm run db:migrate -- rollback`, `npm run db:migrate -- status`. */
const command = process.argv[2] ?? 'latest';
const config = loadConfig();
const db = openDatabase(config.databaseUrl, config.sqliteFile);
try {
  if (command === 'latest') {
    const [, applied] = (await db.knex.migrate.latest()) as [number, string[]];
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
  } else if (command === 'rollback') {
    const [, undone] = (await db.knex.migrate.rollback()) as [number, string[]];
    console.log(undone.length ? `rolled back: ${undone.join(', ')}` : 'nothing to roll back');
  } else if (command === 'status') {
    const [done, pending] = (await db.knex.migrate.list()) as [Array<{ name: string }>, Array<{ file: string }>];
    for (const m of done) console.log(`done     ${m.name}`);
    for (const m of pending) console.log(`pending  ${m.file}`);
  } else {
    console.error('usage: npm run db:migrate -- [latest|rollback|status]');
    process.exitCode = 2;
  }
} finally {
  await db.knex.destroy();
}
