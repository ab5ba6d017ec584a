import type { Notice, PublicNoticeSummary } from '@clinic/contract';
import { fromDbBool, fromDbTime, toDbTime, type Knex } from '../../db/index.js';

export interface NoticeRow {
  id: number;
  title: string;
  body: string;
  pinned: number | boolean;
  published: number | boolean;
  published_at: string;
  views: number;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

export const TABLE = 'notices';

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
export function visibleNotices(knex: Knex, now = new Date()): Knex.QueryBuilder {
  return knex(TABLE).where('published', true).where('published_at', '<=', toDbTime(now));
}
