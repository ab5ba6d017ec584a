import type { Knex } from 'knex';

/**
 * Whether the database answers `select 1` within `timeoutMs`. A database that cannot be reached
 * makes a query wait for a connection up to the pool's acquire timeout (seconds); the probe answers
 * `false` by then, so callers (health, pages) can say 503 at once. The query itself is left to end
 * on its own.
 */
export async function databaseAnswers(knex: Knex, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([knex.raw('select 1').then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
