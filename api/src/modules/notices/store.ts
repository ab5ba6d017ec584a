import type { Notice, NoticeInput, NoticeUpdate, PublicNoticeSummary } from '@clinic/contract';
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

export function findNotice(knex: Knex, id: number): Promise<NoticeRow | undefined> {
  return knex<NoticeRow>(TABLE).where({ id }).first();
}

export async function createNotice(knex: Knex, input: NoticeInput, authorId: number | null): Promise<NoticeRow> {
  const now = new Date();
  const [id] = await knex(TABLE).insert({
    title: input.title,
    body: input.body,
    pinned: input.pinned,
    published: input.published,
    published_at: toDbTime(input.publishedAt ?? now),
    author_id: authorId,
    created_at: toDbTime(now),
    updated_at: toDbTime(now),
  });
  return (await findNotice(knex, Number(id)))!;
}

export async function updateNotice(knex: Knex, id: number, input: NoticeUpdate): Promise<NoticeRow | undefined> {
  const changes: Partial<NoticeRow> = { updated_at: toDbTime(new Date()) };
  if (input.title !== undefined) changes.title = input.title;
  if (input.body !== undefined) changes.body = input.body;
  if (input.pinned !== undefined) changes.pinned = input.pinned;
  if (input.published !== undefined) changes.published = input.published;
  if (input.publishedAt !== undefined) changes.published_at = toDbTime(input.publishedAt ?? new Date());
  await knex(TABLE).where({ id }).update(changes);
  return findNotice(knex, id);
}

/** What the public may see: published, and its publication time has come. */
export function visibleNotices(knex: Knex, now = new Date()): Knex.QueryBuilder {
  return knex(TABLE).where('published', true).where('published_at', '<=', toDbTime(now));
}
