import path from 'node:path';
import { loadConfig, ROOT_DIR } from '../config.js';
import { backup, backupName } from '../db/backup.js';

/**
 * `npm run db:backup [-- <folder>]`: the database, the uploads and the secret of the installation
 * DATABASE_URL / DATA_DIR describe, into a new folder (default `backups/clinic-<UTC time>`), while
 * the server runs (db/backup.ts says how each part is taken).
 */
const config = loadConfig();
const dest = path.resolve(process.argv[2] ?? path.join(ROOT_DIR, 'backups', backupName()));
try {
  const manifest = await backup(config, dest);
  console.log(
    `backed up ${manifest.dialect === 'mysql' ? `database ${manifest.source}` : manifest.source} ` +
      `(migrations up to ${manifest.lastMigration ?? 'none'})` +
      `${manifest.files.uploads ? ', uploads' : ''}${manifest.files.jwtSecret ? ', jwt-secret' : ''} into ${dest}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}
