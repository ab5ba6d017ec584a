/**
 * For DBAs: `npx knex migrate:latest`, `npx knex migrate:rollback`, `npx knex migrate:status`.
 * Reads the same DATABASE_URL (and DATA_DIR for SQLite) as the server.
 */
import { knexConfig, sqliteFileFor } from './api/src/db/knexConfig.ts';

const config = knexConfig(
  process.env.DATABASE_URL || undefined,
  sqliteFileFor(__dirname, process.env.DATA_DIR),
  __dirname,
);
export default config;
