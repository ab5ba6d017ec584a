import knexFactory, { type Knex } from 'knex';
import { dialectOf, knexConfig, type Dialect } from './knexConfig.js';
import { ROOT_DIR } from '../config.js';
import { FileMigrationSource } from './migrationSource.js';

export type { Knex };
export { dialectOf, type Dialect };

export interface Database {
  knex: Knex;
  dialect: Dialect;
}

/** Opens the database: MySQL/MariaDB when a URL is given, else the SQLite file (created if absent). */
export function openDatabase(databaseUrl: string | undefined, sqliteFile: string): Database {
  const dialect = dialectOf(databaseUrl);
  const config = knexConfig(databaseUrl, sqliteFile, ROOT_DIR);
  // Knex falls back to its own loader when any file-system option is left in.
  const { directory, loadExtensions: _unused, ...migrations } = config.migrations ?? {};
  config.migrations = { ...migrations, migrationSource: new FileMigrationSource(String(directory)) };
  return { knex: knexFactory(config), dialect };
}

export async function migrateLatest(db: Database): Promise<string[]> {
  const [, applied] = (await db.knex.migrate.latest()) as [number, string[]];
  return applied;
}

// ---- values that differ between the dialects ----

/**
 * Timestamps are stored as UTC `YYYY-MM-DD HH:MM:SS.mmm` strings on both databases: MySQL reads
 * them into DATETIME(3) columns and SQLite keeps them as text that sorts in time order.
 */
export function toDbTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A stored timestamp back to ISO 8601 UTC. */
export function fromDbTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const normalized = value.includes('T') ? value : value.replace(' ', 'T');
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(normalized) ? normalized : normalized + 'Z';
  return new Date(withZone).toISOString();
}

/** SQLite gives booleans back as 0/1, MySQL as TINYINT 0/1: both become real booleans. */
export function fromDbBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** Row counts come back as number (SQLite) or string/BigInt (MySQL COUNT). */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** How many rows a query picks (its select and order cleared), as a number on both databases. */
export async function countRows(qb: Knex.QueryBuilder): Promise<number> {
  const row = (await qb.clearSelect().clearOrder().count({ n: '*' }).first()) as { n: unknown } | undefined;
  return toCount(row?.n);
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". Used with `ESCAPE '\\'`. */
export function likePattern(term: string): string {
  return '%' + term.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
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

/** True when a row points at a row that does not exist (foreign key) on either database. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e?.errno === 1452 || e?.code === 'ER_NO_REFERENCED_ROW_2';
}

/**
 * Matches `pattern` (from likePattern) against the texts of a translated JSON column
 * (`{"ko":…,"en":…}`), never against its keys or punctuation: each language's value is extracted
 * with the database's JSON functions.
 */
export function whereTranslatedLike(builder: Knex.QueryBuilder, column: string, pattern: string): void {
  const client = (builder as unknown as { client: { config: { client: string } } }).client.config.client;
  const extract =
    client === 'mysql2' || client === 'mysql'
      ? (lang: string) => `JSON_UNQUOTE(JSON_EXTRACT(??, '$.${lang}'))`
      : (lang: string) => `json_extract(??, '$.${lang}')`;
  builder.orWhere((w) => {
    for (const lang of ['ko', 'en', 'cn', 'jp'])
      w.orWhereRaw(`${extract(lang)} like ? escape ?`, [column, pattern, '\\']);
  });
}

/** True when an error is a unique-key violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** JSON kept in a TEXT column (translations, image variants, consents): same on both databases. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJsonText<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

// ---- Korea time (UTC+9, no daylight saving) in SQL: statistics cut days and months at its midnight ----

const KST_OFFSET_MS = 9 * 3_600_000;

const isMysqlClient = (knex: Knex) => {
  const client = (knex as unknown as { client: { config: { client: string } } }).client.config.client;
  return client === 'mysql2' || client === 'mysql';
};

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
  return isMysqlClient(knex)
    ? knex.raw('DATE(DATE_ADD(??, INTERVAL 9 HOUR))', [column])
    : knex.raw("date(??, '+9 hours')", [column]);
}

/** SQL: the Korea-time day of the week of a stored UTC timestamp, 0 = Sunday … 6 = Saturday. */
export function kstWeekdayExpr(knex: Knex, column: string): Knex.Raw {
  return isMysqlClient(knex)
    ? knex.raw('DAYOFWEEK(DATE_ADD(??, INTERVAL 9 HOUR)) - 1', [column])
    : knex.raw("CAST(strftime('%w', ??, '+9 hours') AS INTEGER)", [column]);
}
