import type { Context } from 'koa';
import { LANGUAGE_TAGS, type Locale } from '@clinic/contract';
import { fromDbTime, type Knex } from '../db/index.js';
import { apiError } from './errors.js';
import { historyOf, type FieldChange } from './history.js';

/**
 * Optimistic concurrency for console saves. Every record staff edit carries its `lockVersion` (the
 * column `lock_version`: terms have a `version` of their own, the day a text takes effect); a save
 * sends it back and is refused (409 `changedMeanwhile`) when the record changed since, so two staff
 * working at once never silently undo each other's work. The refusal names who changed it and when,
 * and lists what they changed (from the change history), for the console to show and to let staff
 * reapply their own edit on top.
 */

/** The version a save was made on, when the body carries one (a whole number). */
export function sentVersion(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as { lockVersion?: unknown }).lockVersion;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Korea time as staff read it in a message: `2026. 11. 28. 오후 7:03`. */
export const koreaTime = (value: string | Date, locale: Locale): string =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    timeZone: 'Asia/Seoul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(typeof value === 'string' ? new Date(fromDbTime(value)!) : value);

export interface Conflict {
  /** The version the record is at now. */
  version: number;
  by: string;
  at: string | null;
  /** What was changed since the version the save was made on, oldest first. */
  changes: Array<FieldChange & { by: string; at: string | null }>;
}

/** Who a change was made by, as staff know them: "김실장 (manager1)", or the username. */
async function staffNames(knex: Knex, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await knex('users').whereIn('id', ids).select('id', 'name', 'username')) as Array<{
    id: number;
    name: string | null;
    username: string | null;
  }>;
  return new Map(rows.map((r) => [r.id, r.name ? `${r.name} (${r.username ?? ''})` : (r.username ?? '')]));
}

/**
 * The 409 for a save made on version `sent` of a record that moved on: who changed it last, when,
 * and each field changed since `sent`, in the body's `conflict`.
 */
export async function changedMeanwhile(
  knex: Knex,
  ctx: Context,
  resource: string,
  recordId: string | number,
  sent: number,
): Promise<Error> {
  const locale: Locale = ctx.state.locale ?? 'ko';
  const since = (await historyOf(knex, resource, recordId, { after: sent })).reverse();
  const names = await staffNames(knex, [
    ...new Set(since.map((e) => e.staffId).filter((id): id is number => id !== null)),
  ]);
  const nameOf = (e: { staffId: number | null; staffUsername: string }) =>
    (e.staffId !== null ? names.get(e.staffId) : undefined) || e.staffUsername || '-';
  const last = since.at(-1);
  const current = (await knex(tableOf(resource)).where(keyOf(resource, recordId)).first('lock_version')) as
    { lock_version: number } | undefined;
  const conflict: Conflict = {
    version: Number(current?.lock_version ?? last?.version ?? sent),
    by: last ? nameOf(last) : '-',
    at: last?.createdAt ?? null,
    changes: since.flatMap((e) => e.changes.map((c) => ({ ...c, by: nameOf(e), at: e.createdAt }))),
  };
  const err = apiError(409, 'changedMeanwhile', {
    by: conflict.by,
    at: last?.createdAt ? koreaTime(new Date(last.createdAt), locale) : '-',
  });
  return Object.assign(err, { extra: { code: 'changedMeanwhile', conflict } });
}

/** The settings record is kept by product; every other resource is its table, by id. */
const tableOf = (resource: string) => resource;
const keyOf = (resource: string, recordId: string | number) =>
  resource === 'settings' ? { product: String(recordId) } : { id: Number(recordId) };
