import { mariaDbProblem, redisProblem, TEST_REDIS_URL } from '../../support/services.ts';

/**
 * Vitest global setup, before anything else: the services the API tests need answer, or the run stops
 * here with one line naming the one that does not and how to start it. Redis always (rate limits and
 * cache clears shared by copies, its outages); MySQL/MariaDB when TEST_DATABASE_URL asks for it.
 */
export default async function services(): Promise<void> {
  const problems = await Promise.all([
    redisProblem(TEST_REDIS_URL),
    process.env.TEST_DATABASE_URL ? mariaDbProblem(process.env.TEST_DATABASE_URL) : undefined,
  ]);
  const found = problems.filter((p): p is string => p !== undefined);
  if (found.length === 0) return;
  for (const problem of found) process.stderr.write(`[tests] ${problem}\n`);
  process.exit(1);
}
