import type { Knex } from 'knex';
import { toDbTime } from './values.js';

/** Every difference between MySQL/MariaDB and SQLite that a query meets: here and nowhere else. */

/** Whether a connection (or a query builder on one) speaks MySQL rather than SQLite. */
export function isMysql(knexOrBuilder: Knex | Knex.QueryBuilder): boolean {
  const client = (knexOrBuilder as unknown as { client: { config: { client: string } } }).client.config.client;
  return client === 'mysql2' || client === 'mysql';
}

/** `knex.raw` answers rows as `[rows, fields]` on MySQL and as the rows on SQLite: the rows. */
export function rawRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && Array.isArray(result[0])) return result[0] as T[];
  return result as T[];
}

/** Driver codes that mean the database could not be reached or is going away, not that a query was wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  // The account's own limit (max_user_connections, MAX_USER_CONNECTIONS) is reached: busy, not broken.
  'ER_USER_LIMIT_REACHED',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

/**
 * True when a query failed because the database is unreachable or busy (a 503 with Retry-After, so
 * clients and load balancers try again), on either database; knex's pool time-out included.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; name?: string; fatal?: boolean } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'KnexTimeoutError') return true;
  return typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.fatal === true);
}

/** Whether `err` is the database stopping a statement at its time limit (MariaDB 1969, MySQL 3024). */
export function isStatementTimeout(err: unknown): boolean {
  const e = err as { code?: string; errno?: number } | undefined;
  return e?.code === 'ER_STATEMENT_TIMEOUT' || e?.code === 'ER_QUERY_TIMEOUT' || e?.errno === 1969 || e?.errno === 3024;
}

/** True when a row points at a row that does not exist (foreign key) on either database. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e?.errno === 1452 || e?.code === 'ER_NO_REFERENCED_ROW_2';
}

/** True when an error is a unique-key violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Matches `pattern` (from likePattern) against the texts of a translated JSON column
 * (`{"ko":…,"en":…}`), never against its keys or punctuation: each language's value is extracted
 * with the database's JSON functions.
 */
export function whereTranslatedLike(builder: Knex.QueryBuilder, column: string, pattern: string): void {
  const extract = isMysql(builder)
    ? (lang: string) => `JSON_UNQUOTE(JSON_EXTRACT(??, '$.${lang}'))`
    : (lang: string) => `json_extract(??, '$.${lang}')`;
  builder.orWhere((w) => {
    for (const lang of ['ko', 'en', 'cn', 'jp'])
      w.orWhereRaw(`${extract(lang)} like ? escape ?`, [column, pattern, '\\']);
  });
}

// ---- Korea time (UTC+9, no daylight saving) in SQL: statistics cut days and months at its midnight ----

const KST_OFFSET_MS = 9 * 3_600_000;

/**
 * The stored UTC timestamp at which the Korea-time calendar day `day` (`YYYY-MM-DD`) begins:
 * 2026-02-01 KST starts at 2026-01-31 15:00:00.000 UTC. Compare `created_at >= start(from) AND
 * created_at < start(to + 1 day)`, which reads an index range on both databases.
 */
export function kstDayStartDbTime(day: string): string {
  return toDbTime(new Date(Date.parse(day + 'T00:00:00Z') - KST_OFFSET_MS));
}

/** SQL: the Korea-time calendar day of a stored UTC timestamp, as `YYYY-MM-DD` text. */
export function kstDayExpr(knex: Knex, column: string): Knex.Raw {
  return isMysql(knex)
    ? knex.raw('DATE(DATE_ADD(??, INTERVAL 9 HOUR))', [column])
    : knex.raw("date(??, '+9 hours')", [column]);
}

/** SQL: the Korea-time day of the week of a stored UTC timestamp, 0 = Sunday … 6 = Saturday. */
export function kstWeekdayExpr(knex: Knex, column: string): Knex.Raw {
  return isMysql(knex)
    ? knex.raw('DAYOFWEEK(DATE_ADD(??, INTERVAL 9 HOUR)) - 1', [column])
    : knex.raw("CAST(strftime('%w', ??, '+9 hours') AS INTEGER)", [column]);
}
