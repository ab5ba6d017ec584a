import type { Knex } from 'knex';
import { toCount, toDbTime } from './values.js';

/** Small query pieces many tables share. */

/** How many rows a query picks (its select and order cleared), as a number on both databases. */
export async function countRows(qb: Knex.QueryBuilder): Promise<number> {
  const row = (await qb.clearSelect().clearOrder().count({ n: '*' }).first()) as { n: unknown } | undefined;
  return toCount(row?.n);
}

/** Rows whose schedule includes now: no start or started, no end or not ended. */
export function scheduledNow<Q extends Knex.QueryBuilder>(qb: Q, now = new Date()): Q {
  const t = toDbTime(now);
  qb.where((w) => w.whereNull('starts_at').orWhere('starts_at', '<=', t)).where((w) =>
    w.whereNull('ends_at').orWhere('ends_at', '>', t),
  );
  return qb;
}
