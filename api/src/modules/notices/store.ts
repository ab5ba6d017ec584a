import type { Notice, PublicNoticeSummary } from '@clinic/contract';
import { fromDbBool, fromDbTime, type Knex, type NoticeRow, table, toDbTime } from '../../db/index.js';

/** Notices: records, summaries and what the public may see. */

export const TABLE = 'notices' as const;
/** Clears the pages that show notices (the notice API itself is not cached). */
export const NOTICES_TAG = 'notices';

export function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: fromDbBool(row.pinned),
    published: fromDbBool(row.published),
    publishedAt: fromDbTime(row.published_at)!,
    views: Number(row.views),
    createdAt: fromDbTime(row.created_at)!,
    updatedAt: fromDbTime(row.updated_at)!,
  };
}

export function toSummary(
  row: Pick<NoticeRow, 'id' | 'title' | 'pinned' | 'published_at' | 'views'>,
): PublicNoticeSummary {
  return {
    id: row.id,
    title: row.title,
    pinned: fromDbBool(row.pinned),
    publishedAt: fromDbTime(row.published_at)!,
    views: Number(row.views),
  };
}

/** What the public may see: published, and its publication time has come. */
export function visibleNotices(knex: Knex, now = new Date()) {
  return table(knex, TABLE).where('published', true).where('published_at', '<=', toDbTime(now));
}
