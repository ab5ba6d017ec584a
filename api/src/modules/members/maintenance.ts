import { type Knex, table, toDbTime } from '../../db/index.js';
import { deleteFiles } from '../../http/attachments.js';
import { ACCESS_LOG_RETENTION_DAYS } from '../../http/audit.js';
import type { Storage } from '../../services/storage/index.js';

/** What the clean-up needs beyond the database. */
export interface PurgeOptions {
  /** Where request attachments are: they go with their request. */
  storage: Storage;
  /** Consultation requests older than this are erased (REQUEST_RETENTION_DAYS; the privacy policy says 1 year). */
  requestRetentionDays: number;
  now?: Date;
}

/** Requests erased per statement: a few hundred rows at a time never holds locks for long. */
const REQUEST_BATCH = 500;

/**
 * The daily clean-up: consultation requests past their retention period (with their notes and
 * files), access-log entries older than two years, withdrawn usernames whose 30 days are over, and
 * verification codes older than a day. Safe to run on several servers at once.
 */
export async function purgeExpired(
  knex: Knex,
  { storage, requestRetentionDays, now = new Date() }: PurgeOptions,
): Promise<Record<string, number>> {
  const requestsBefore = toDbTime(new Date(now.getTime() - requestRetentionDays * 86_400_000));
  let requests = 0;
  for (;;) {
    // Oldest first, through the created_at index; notes and file rows go by their foreign keys.
    const ids = (await table(knex, 'forms')
      .where('created_at', '<', requestsBefore)
      .orderBy('created_at')
      .limit(REQUEST_BATCH)
      .pluck('id')) as number[];
    if (ids.length === 0) break;
    const files = (await table(knex, 'form_files').whereIn('form_id', ids).pluck('storage_key')) as string[];
    requests += await table(knex, 'forms').whereIn('id', ids).delete();
    await deleteFiles(storage, files);
    if (ids.length < REQUEST_BATCH) break;
  }
  const logsBefore = toDbTime(new Date(now.getTime() - ACCESS_LOG_RETENTION_DAYS * 86_400_000));
  const accessLogs = await table(knex, 'access_logs').where('created_at', '<', logsBefore).delete();
  const usernames = await table(knex, 'withdrawals')
    .whereNotNull('username')
    .where('reusable_after', '<=', toDbTime(now))
    .update({ username: null });
  const codes = await table(knex, 'verification_codes')
    .where('created_at', '<', toDbTime(new Date(now.getTime() - 86_400_000)))
    .delete();
  return { requests, accessLogs, usernames, codes };
}

/** Runs `purgeExpired` now and then every 24 hours; the returned function stops it. */
export function schedulePurge(knex: Knex, options: Omit<PurgeOptions, 'now'>, log: (line: string) => void): () => void {
  const run = () =>
    purgeExpired(knex, options)
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
