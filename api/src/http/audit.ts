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
