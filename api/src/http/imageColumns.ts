import type Router from '@koa/router';
import type { Context } from 'koa';
import { IMAGE_BYTES_MAX } from '@clinic/contract';
import { imageOf, toDbTime, toJsonText, type Knex } from '../db/index.js';
import { deleteImage, storeImage } from '../services/images/index.js';
import type { Storage } from '../services/storage/index.js';
import { apiError } from './errors.js';
import { idParam } from './params.js';
import { filesOf, multipart } from './uploads.js';

/**
 * `POST <prefix>/:id/<field>` (multipart, one file under `file`) stores a re-encoded image in a JSON
 * column and answers the whole record; `DELETE` removes it. The previous image's files are deleted.
 */
export function imageColumnRoutes<Row extends { id: number }>(
  router: Router,
  opts: {
    knex: Knex;
    storage: Storage;
    table: string;
    field: string;
    column: string;
    folder: string;
    scope?: (ctx: Context) => Record<string, unknown>;
    /** What the record's query selects beyond the row (a count, say). */
    select?: (qb: Knex.QueryBuilder) => void;
    answer: (row: Row) => unknown;
    onChange?: () => void;
    /** Columns every upload and removal also sets (a seeded demo row becomes the clinic's own: `is_demo`). */
    touch?: Record<string, unknown>;
  },
): void {
  const find = async (ctx: Context, id: number) => {
    const qb = opts.knex(opts.table).where({ [`${opts.table}.id`]: id });
    if (opts.scope) qb.where(opts.scope(ctx));
    opts.select?.(qb);
    return (await qb.first()) as (Row & Record<string, string | null>) | undefined;
  };
  router.post(`/:id/${opts.field}`, multipart({ maxFiles: 1, maxFileBytes: IMAGE_BYTES_MAX }), async (ctx) => {
    const id = idParam(ctx.params.id);
    const row = await find(ctx, id);
    if (!row) throw apiError(404, 'notFound');
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    const image = await storeImage(opts.storage, opts.folder, file.buffer);
    await opts
      .knex(opts.table)
      .where({ id })
      .update({ [opts.column]: toJsonText(image), ...opts.touch, updated_at: toDbTime(new Date()) });
    await deleteImage(opts.storage, imageOf(row[opts.column]));
    opts.onChange?.();
    ctx.body = await opts.answer((await find(ctx, id))!);
  });
  router.delete(`/:id/${opts.field}`, async (ctx) => {
    const id = idParam(ctx.params.id);
    const row = await find(ctx, id);
    if (!row) throw apiError(404, 'notFound');
    await opts
      .knex(opts.table)
      .where({ id })
      .update({ [opts.column]: null, ...opts.touch, updated_at: toDbTime(new Date()) });
    await deleteImage(opts.storage, imageOf(row[opts.column]));
    opts.onChange?.();
    ctx.body = await opts.answer((await find(ctx, id))!);
  });
}
