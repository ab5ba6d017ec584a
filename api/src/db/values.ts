/**
 * Values that come back differently from the two databases, in one shape: timestamps, booleans,
 * counts, LIKE patterns.
 */

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

/** An optional time of a partial update: undefined leaves the column alone, null empties it. */
export function optionalTime(value: Date | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : toDbTime(value);
}

/** SQLite gives booleans back as 0/1, MySQL as TINYINT 0/1: both become real booleans. */
export function fromDbBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** Row counts come back as number (SQLite) or string/BigInt (MySQL COUNT). */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". Used with `ESCAPE '\\'`. */
export function likePattern(term: string): string {
  return '%' + term.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}
