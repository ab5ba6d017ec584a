import { loadConfig } from '../config.js';
import { migrateLatest, openDatabase } from '../db/index.js';
import { seedDemoContent } from '../seeds/demo.js';

/** `npm run db:seed`: adds whatever demo content is missing (never duplicates). */
const config = loadConfig();
const db = openDatabase(config.databaseUrl, config.sqliteFile);
try {
  await migrateLatest(db);
  console.log(`seeded ${await seedDemoContent(db.knex)} demo notices`);
} finally {
  await db.knex.destroy();
}
