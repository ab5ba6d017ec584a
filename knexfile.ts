/**
 * For DBAs: `npx knex migrate:latest`, `npx knex migrate:down`, `npx knex migrate:status`.
 * Reads the same DATABASE_URL (and DATA_DIR for SQLite) as the server, and loads the migrations as
 * the server does (api/src/db/migrationSource.ts): the same history, and a `down()` that would drop
 * a table holding rows is refused unless MIGRATE_FORCE=1.
 */
import { knexConfig, sqliteFileFor } from './api/src/db/knexConfig.ts';
import { FileMigrationSource } from './api/src/db/migrationSource.ts';

const config = knexConfig(
  process.env.DATABASE_URL || undefined,
  sqliteFileFor(__dirname, process.env.DATA_DIR),
  __dirname,
);
// Knex falls back to its own loader when any file-system option is left in.
const { directory, loadExtensions: _unused, ...migrations } = config.migrations ?? {};
config.migrations = { ...migrations, migrationSource: new FileMigrationSource(String(directory)) };
export default config;
