import path from 'node:path';
import { loadConfig } from '../config.js';
import { restore } from '../db/backup.js';

/**
 * `npm run db:restore -- <folder> [--force]`: a backup made by `npm run db:backup` into the place
 * DATABASE_URL / DATA_DIR describe (an empty database the DBA created, or a new DATA_DIR). Stop the
 * server first; start it afterwards (it applies any newer migrations). A place that holds anything is
 * refused unless `--force`.
 */
const args = process.argv.slice(2);
const src = args.find((a) => !a.startsWith('--'));
if (!src) {
  console.error('usage: npm run db:restore -- <backup folder> [--force]');
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await restore(config, path.resolve(src), { force: args.includes('--force') });
  console.log(`restored the backup of ${manifest.createdAt} (migrations up to ${manifest.lastMigration ?? 'none'})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}
