import type { Context } from 'koa';
import { toDbTime, type Knex } from '../db/index.js';

/**
 * The personal-data access log (PIPA): which staff account read or changed whose data, when, from
 * where. Kept two years (a daily job deletes older entries) and shown in the console.
 */
export type AuditAction = 'list' | 'read' | 'create' | 'update' | 'delete' | 'download' | 'export';

export interface AccessLogEntry {
  subjectType: string;
  subjectId: number | null;
  action: AuditAction;
  detail?: string;
  /** Why (exports: asked of staff every time). */
  reason?: string;
  /** How many rows a list or an export answered, or a bulk change touched. */
  rowCount?: number;
}

/** Writes one entry, or several in one insert (a list that showed several members' names). */
export async function logAccess(knex: Knex, ctx: Context, entries: AccessLogEntry | AccessLogEntry[]): Promise<void> {
  const auth = ctx.state.auth as { userId: number; username?: string } | undefined;
  const now = toDbTime(new Date());
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => ({
    staff_id: auth?.userId ?? null,
    staff_username: (auth?.username ?? '').slice(0, 30),
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    action: entry.action,
    detail: (entry.detail ?? '').slice(0, 200),
    reason: (entry.reason ?? '').slice(0, 200),
    row_count: entry.rowCount ?? null,
    ip: ctx.ip.slice(0, 45),
    created_at: now,
  }));
  if (rows.length > 0) await knex('access_logs').insert(rows);
}

export const ACCESS_LOG_RETENTION_DAYS = 730;

/** Filter fields whose values are a person's (or may be: `q` searches names, phones and e-mails). */
const PERSONAL_FILTER_KEYS = new Set(['q', 'name', 'phone', 'email', 'username', 'memberName', 'author']);

/**
 * A searched value as the access log keeps it: enough to see what kind of search it was, not whom.
 * An e-mail keeps its first letter and domain (`k***@example.com`), a number its first three and
 * last two digits (`010******78`), anything else its first letter (`김**`).
 */
export function maskSearched(value: string): string {
  const text = value.trim();
  const at = text.indexOf('@');
  if (at > 0) return `${text[0]}***${text.slice(at)}`;
  const digits = text.replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(digits))
    return digits.length <= 5
      ? '*'.repeat(digits.length)
      : digits.slice(0, 3) + '*'.repeat(digits.length - 5) + digits.slice(-2);
  const chars = [...text];
  return chars.length <= 1 ? '*' : chars[0] + '*'.repeat(chars.length - 1);
}

/**
 * A list's filter (ra-data-simple-rest's JSON) as the access log keeps it: the personal values
 * searched masked (maskSearched), the rest (status, dates, ids) as given; at most 180 characters.
 */
export function filterForLog(filter: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(filter);
  } catch {
    return filter ? '(unreadable filter)' : '';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  const masked = Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [
      key,
      PERSONAL_FILTER_KEYS.has(key) && typeof value === 'string' ? maskSearched(value) : value,
    ]),
  );
  return JSON.stringify(masked).slice(0, 180);
}
