import { loadConfig } from '../config.js';
import { migrateLatest, openDatabase } from '../db/index.js';
import path from 'node:path';
import { seedDemoContent } from '../seeds/demo.js';
import { LocalStorage } from '../services/storage/index.js';

/** `npm run db:seed`: adds whatever demo content is missing (never duplicates or overwrites). */
const config = loadConfig();
const db = openDatabase(config.databaseUrl, config.sqliteFile);
try {
  await migrateLatest(db);
  const added = await seedDemoContent(db.knex, new LocalStorage(path.join(config.dataDir, 'uploads')));
  console.log('demo content added:', added);
} finally {
  await db.knex.destroy();
}
