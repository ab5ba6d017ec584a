import { loadConfig } from '../config.js';
import { migrateLatest, openDatabase } from '../db/index.js';
import { seedDemoContent } from '../seeds/demo.js';
import { openStorage } from '../services/storage/open.js';

/** `npm run db:seed`: adds whatever demo content is missing (never duplicates or overwrites). */
const config = loadConfig();
const db = openDatabase(config.databaseUrl, config.sqliteFile);
try {
  await migrateLatest(db);
  const added = await seedDemoContent(db.knex, openStorage(config));
  console.log('demo content added:', added);
} finally {
  await db.knex.destroy();
}
