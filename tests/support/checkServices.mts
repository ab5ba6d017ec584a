import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';
import { mariaDbProblem, redisProblem, TEST_REDIS_URL } from './services.ts';

// `npm test` runs this first: every service the whole run needs answers, or it stops here with one
// line for each that does not, before the type checks and the build spend minutes. (`npm run test:api`
// checks Redis and MariaDB again in its global setup, for when it runs alone.)

const mariadb = process.env.E2E_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
const problems = (
  await Promise.all([
    redisProblem(TEST_REDIS_URL),
    // The two-copy e2e test always needs MariaDB; the API tests' MariaDB leg may name another server.
    mariaDbProblem(mariadb),
    process.env.TEST_DATABASE_URL && process.env.TEST_DATABASE_URL !== mariadb
      ? mariaDbProblem(process.env.TEST_DATABASE_URL)
      : undefined,
    existsSync(CHROMIUM_PATH)
      ? undefined
      : `Chromium is not at ${CHROMIUM_PATH}: install it with \`apt-get install chromium-headless-shell\` (or \`chromium\`, or set CHROMIUM_PATH)`,
  ])
).filter((problem): problem is string => problem !== undefined);
for (const problem of problems) process.stderr.write(`[tests] ${problem}\n`);
process.exitCode = problems.length > 0 ? 1 : 0;
