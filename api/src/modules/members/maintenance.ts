import { type Knex, table, toDbTime } from '../../db/index.js';
import { ACCESS_LOG_RETENTION_DAYS } from '../../http/audit.js';

/**
 * The daily clean-up: access-log entries older than two years, withdrawn usernames whose 30 days
 * are over, and verification codes older than a day. Safe to run on several servers at once.
 */
export async function purgeExpired(knex: Knex, now = new Date()): Promise<Record<string, number>> {
  const logsBefore = toDbTime(new Date(now.getTime() - ACCESS_LOG_RETENTION_DAYS * 86_400_000));
  const accessLogs = await table(knex, 'access_logs').where('created_at', '<', logsBefore).delete();
  const usernames = await table(knex, 'withdrawals')
    .whereNotNull('username')
    .where('reusable_after', '<=', toDbTime(now))
    .update({ username: null });
  const codes = await table(knex, 'verification_codes')
    .where('created_at', '<', toDbTime(new Date(now.getTime() - 86_400_000)))
    .delete();
  return { accessLogs, usernames, codes };
}

/** Runs `purgeExpired` now and then every 24 hours; the returned function stops it. */
export function schedulePurge(knex: Knex, log: (line: string) => void): () => void {
  const run = () =>
    purgeExpired(knex)
      .then((done) => {
        const total = Object.values(done).reduce((a, b) => a + b, 0);
        if (total > 0) log(`[maintenance] purged ${JSON.stringify(done)}`);
      })
      .catch((err: unknown) => log(`[maintenance] purge failed: ${String(err)}`));
  void run();
  const timer = setInterval(run, 24 * 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
