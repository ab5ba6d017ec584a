import { z } from 'zod';
import { countRows, type Knex } from '../db/index.js';

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
