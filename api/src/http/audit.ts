import type { Context } from 'koa';
import { toDbTime, type Knex } from '../db/index.js';

/**
 * The personal-data access log (PIPA): which staff account read or changed whose data, when, from
 * where. Kept two years (a daily job deletes older entries) and shown in the console.
 */
export type AuditAction = 'list' | 'read' | 'create' | 'update' | 'delete' | 'download' | 'export';

export async function logAccess(
  knex: Knex,
  ctx: Context,
  entry: {
    subjectType: string;
    subjectId: number | null;
    action: AuditAction;
    detail?: string;
    /** Why (exports: asked of staff every time). */
    reason?: string;
    /** How many rows an export or a bulk change touched. */
    rowCount?: number;
  },
): Promise<void> {
  const auth = ctx.state.auth as { userId: number; username?: string } | undefined;
  await knex('access_logs').insert({
    staff_id: auth?.userId ?? null,
    staff_username: (auth?.username ?? '').slice(0, 30),
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    action: entry.action,
    detail: (entry.detail ?? '').slice(0, 200),
    reason: (entry.reason ?? '').slice(0, 200),
    row_count: entry.rowCount ?? null,
    ip: ctx.ip.slice(0, 45),
    created_at: toDbTime(new Date()),
  });
}

export const ACCESS_LOG_RETENTION_DAYS = 730;
