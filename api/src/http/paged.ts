import { z } from 'zod';
import { SITEMAP_CHUNK, type SitemapChunk } from '@clinic/contract';
import { countRows, fromDbTime, type Knex } from '../db/index.js';

/** Public lists a page at a time (`?page=&perPage=`), answered with the total beside the rows. */

/** The `page` and `perPage` query of a public list: at most 50 a page. */
export function pageQuery(defaultPerPage: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(10000).default(1),
    perPage: z.coerce.number().int().min(1).max(50).default(defaultPerPage),
  });
}

/**
 * One page of what `base()` picks, and how many it picks in all: `shape` adds the page's own
 * select and order (the count leaves them out).
 */
export async function pageOf<Row>(
  base: () => Knex.QueryBuilder,
  page: { page: number; perPage: number },
  shape: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<{ rows: Row[]; total: number }> {
  const [total, rows] = await Promise.all([
    countRows(base()),
    shape(base())
      .offset((page.page - 1) * page.perPage)
      .limit(page.perPage) as Promise<Row[]>,
  ]);
  return { rows, total };
}

/**
 * The sitemap's view of a public list (`base` picks what the public may see): how many there are,
 * and with `chunk` the k-th SITEMAP_CHUNK of them by id, each with when it last changed (its
 * `updated_at`). Only the id and that time are read.
 */
export async function sitemapChunkOf(
  base: Knex.QueryBuilder,
  table: string,
  chunk: number | undefined,
): Promise<SitemapChunk> {
  const total = await countRows(base.clone());
  if (chunk === undefined) return { total, perChunk: SITEMAP_CHUNK };
  const id = `${table}.id`;
  const changed = `${table}.updated_at`;
  const rows = (await base
    .clone()
    .select({ id, changed })
    .orderBy(id)
    .offset((chunk - 1) * SITEMAP_CHUNK)
    .limit(SITEMAP_CHUNK)) as Array<{ id: number; changed: string | Date }>;
  return {
    total,
    perChunk: SITEMAP_CHUNK,
    items: rows.map((r) => ({ id: Number(r.id), updatedAt: fromDbTime(r.changed)! })),
  };
}
