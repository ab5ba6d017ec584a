import type { Context } from 'koa';
import { isDeepStrictEqual } from 'node:util';
import { fromDbTime, toDbTime, type Knex } from '../db/index.js';

/**
 * The change history (변경 이력): every console create, update, delete and reply, with who made it,
 * when, and each field's old and new value. Personal fields (a patient's name, phone, e-mail, birth
 * date, message) are named without their values, as the access log names whose data was read without
 * copying it. The history feeds the access log's detail (`describeChanges`), so an update there is
 * never blank.
 */
export type HistoryAction = 'create' | 'update' | 'delete' | 'reply';

export interface FieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
  /** A personal field: that it changed is kept, not its values. */
  personal?: true;
}

export interface HistoryEntry {
  resource: string;
  recordId: string | number;
  action: HistoryAction;
  /** The record's version once the change was made. */
  version?: number | null;
  changes: FieldChange[];
}

/** A value as the history keeps it: at most 500 characters of text (objects as JSON). */
const HISTORY_VALUE_MAX = 500;
function kept(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > HISTORY_VALUE_MAX ? `${text.slice(0, HISTORY_VALUE_MAX)}…` : text;
}

/** Fields never listed as changed: bookkeeping every write touches. */
const BOOKKEEPING = new Set(['id', 'lockVersion', 'updatedAt', 'createdAt']);

/**
 * Each field whose value differs between two records (as the console sees them), with the old and
 * new value; `personal` fields are named only. `only` limits the comparison (a create lists the
 * fields it set).
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  personal: ReadonlySet<string> = new Set(),
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue;
    const old = before?.[field];
    const now = after?.[field];
    if (isDeepStrictEqual(old ?? null, now ?? null)) continue;
    if (before && after && (old === undefined || now === undefined)) continue;
    if (personal.has(field)) changes.push({ field, personal: true });
    // A text in several languages (`{ ko, en, … }`): each language that changed, as `note.ko`.
    else if (isPlain(old) && isPlain(now))
      changes.push(...diffRecords(old, now).map((c) => ({ ...c, field: `${field}.${c.field}` })));
    else changes.push({ field, old: kept(old), new: kept(now) });
  }
  return changes;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes one entry, as the signed-in staff account. */
export async function recordChange(knex: Knex, ctx: Context, entry: HistoryEntry): Promise<void> {
  const auth = ctx.state.auth as { userId: number; username?: string } | undefined;
  await knex('change_history').insert({
    resource: entry.resource.slice(0, 60),
    record_id: String(entry.recordId).slice(0, 64),
    action: entry.action,
    version: entry.version ?? null,
    staff_id: auth?.userId ?? null,
    staff_username: (auth?.username ?? '').slice(0, 30),
    changes: JSON.stringify(entry.changes),
    created_at: toDbTime(new Date()),
  });
}

/** The changes as one line of the access log (`status: received → done; note`): at most 200 characters. */
export function describeChanges(changes: FieldChange[]): string {
  const short = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return text.length > 30 ? `${text.slice(0, 30)}…` : text;
  };
  return changes
    .map((c) => (c.personal || c.old === undefined ? c.field : `${c.field}: ${short(c.old)} → ${short(c.new)}`))
    .join('; ')
    .slice(0, 200);
}

export interface ChangeHistoryRow {
  id: number;
  resource: string;
  record_id: string;
  action: string;
  version: number | null;
  staff_id: number | null;
  staff_username: string;
  changes: string;
  created_at: string;
}

export interface ChangeRecord {
  id: number;
  resource: string;
  recordId: string;
  action: string;
  version: number | null;
  staffId: number | null;
  staffUsername: string;
  changes: FieldChange[];
  createdAt: string | null;
}

export const toChangeRecord = (row: ChangeHistoryRow): ChangeRecord => ({
  id: Number(row.id),
  resource: row.resource,
  recordId: row.record_id,
  action: row.action,
  version: row.version,
  staffId: row.staff_id,
  staffUsername: row.staff_username,
  changes: JSON.parse(row.changes) as FieldChange[],
  createdAt: fromDbTime(row.created_at),
});

/** A record's entries newest first (on change_history_record_index). */
export async function historyOf(
  knex: Knex,
  resource: string,
  recordId: string | number,
  { after }: { after?: number } = {},
): Promise<ChangeRecord[]> {
  const qb = knex<ChangeHistoryRow>('change_history')
    .where({ resource, record_id: String(recordId) })
    .orderBy('id', 'desc')
    .limit(200);
  if (after !== undefined) qb.where('version', '>', after);
  return (await qb).map(toChangeRecord);
}
