import type Router from '@koa/router';
import type { Context } from 'koa';
import { IMAGE_BYTES_MAX, reviewInput } from '@clinic/contract';
import { imageOf, imagesOf, table, toDbTime, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { apiError } from '../../http/errors.js';
import { imageColumnRoutes } from '../../http/imageColumns.js';
import { idParam, productParam } from '../../http/params.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteImage, storeImage } from '../../services/images/index.js';
import { REVIEW_IMAGES_MAX, REVIEWS_TAG, toRecord } from './store.js';

/** Console: curated review cards `{product}/reviews`, with a thumbnail and up to ten images. */
export function reviewConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const onChange = () => cache.invalidate(REVIEWS_TAG);
  const scope = (ctx: Context) => ({ product: productParam(ctx) });
  const router = crudRoutes(knex, '/:product/reviews', {
    table: 'reviews',
    list: {
      resource: 'reviews',
      fields: listFields({
        sortAndFilter: 'id:number treatment isMain:boolean published:boolean createdAt:date',
        sort: 'title position:number',
      }),
      search: ['title', 'content'],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: reviewInput,
    updateSchema: reviewInput.partial(),
    toRecord,
    toColumns: (input, ctx) =>
      defined({
        title: input.title,
        content: input.content,
        treatment: input.treatment,
        is_main: input.isMain,
        published: input.published,
        position: input.position,
        // Whatever staff save is theirs: an example card stops being one.
        is_demo: false,
        ...(ctx.method === 'POST' ? { images: '[]' } : {}),
      }),
    scope,
    onChange,
    afterDelete: async (row) => {
      await deleteImage(storage, imageOf(row.thumb));
      for (const image of imagesOf(row.images)) await deleteImage(storage, image);
    },
  });

  imageColumnRoutes(router, {
    knex,
    storage,
    table: 'reviews',
    field: 'thumb',
    column: 'thumb',
    folder: 'reviews',
    scope,
    answer: toRecord,
    onChange,
    alsoSet: { is_demo: false },
  });

  const findRow = async (ctx: Context) => {
    const row = await table(knex, 'reviews')
      .where({ id: idParam(ctx.params.id), ...scope(ctx) })
      .first();
    if (!row) throw apiError(404, 'notFound');
    return row;
  };
  const indexParam = (raw: string | undefined) => {
    const n = Number(raw);
    if (!/^\d{1,2}$/.test(raw ?? '') || n >= REVIEW_IMAGES_MAX) throw apiError(404, 'notFound');
    return n;
  };

  /** Puts an image at `index` (0-based); an index past the end appends. */
  router.post('/:id/images/:index', multipart({ maxFiles: 1, maxFileBytes: IMAGE_BYTES_MAX }), async (ctx) => {
    const row = await findRow(ctx);
    const index = indexParam(ctx.params.index);
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    const image = await storeImage(storage, 'reviews', file.buffer);
    const images = imagesOf(row.images);
    const previous = images[index];
    if (index < images.length) images[index] = image;
    else images.push(image);
    await table(knex, 'reviews')
      .where({ id: row.id })
      .update({ images: toJsonText(images), updated_at: toDbTime(new Date()), is_demo: false });
    await deleteImage(storage, previous);
    onChange();
    ctx.body = toRecord((await findRow(ctx))!);
  });

  /**
   * Appends every image sent (`files`, in the order sent) in one request: they are re-encoded side by
   * side, then added to the list as it is at that moment, so a slow encode never loses another
   * change. The console sends all new images of a save this way instead of one after another.
   */
  router.post('/:id/images', multipart({ maxFiles: REVIEW_IMAGES_MAX, maxFileBytes: IMAGE_BYTES_MAX }), async (ctx) => {
    const row = await findRow(ctx);
    const files = await filesOf(ctx, 'files');
    if (files.length === 0) throw apiError(400, 'required');
    if (imagesOf(row.images).length + files.length > REVIEW_IMAGES_MAX)
      throw apiError(400, 'tooManyFiles', { num: REVIEW_IMAGES_MAX });
    const stored = await Promise.all(files.map((file) => storeImage(storage, 'reviews', file.buffer)));
    try {
      await knex.transaction(async (trx) => {
        const current = (await table(trx, 'reviews').where({ id: row.id }).forUpdate().first())!;
        const images = [...imagesOf(current.images), ...stored];
        if (images.length > REVIEW_IMAGES_MAX) throw apiError(400, 'tooManyFiles', { num: REVIEW_IMAGES_MAX });
        await table(trx, 'reviews')
          .where({ id: row.id })
          .update({ images: toJsonText(images), updated_at: toDbTime(new Date()), is_demo: false });
      });
    } catch (err) {
      for (const image of stored) await deleteImage(storage, image);
      throw err;
    }
    onChange();
    ctx.body = toRecord(await findRow(ctx));
  });

  router.delete('/:id/images/:index', async (ctx) => {
    const row = await findRow(ctx);
    const index = indexParam(ctx.params.index);
    const images = imagesOf(row.images);
    if (index >= images.length) throw apiError(404, 'notFound');
    const [removed] = images.splice(index, 1);
    await table(knex, 'reviews')
      .where({ id: row.id })
      .update({ images: toJsonText(images), updated_at: toDbTime(new Date()), is_demo: false });
    await deleteImage(storage, removed);
    onChange();
    ctx.body = toRecord(await findRow(ctx));
  });

  return router;
}
