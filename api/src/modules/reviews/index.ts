import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import { z } from 'zod';
import { reviewInput, type ImageVariants, type PublicReview, type Settings, type Treatment } from '@clinic/contract';
import { fromDbBool, fromDbTime, fromJsonText, toDbTime, toJsonText } from '../../db/index.js';
import { crudRoutes, defined, idParam } from '../../http/crud.js';
import { optionalLogin } from '../../http/auth.js';
import { cachedJson } from '../../http/cache.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteImage, storeImage } from '../../services/images/index.js';
import type { AppDeps } from '../../app.js';
import { imageColumnRoutes, IMAGE_BYTES_MAX } from '../content/imageRoutes.js';
import { imageOf, productParam } from '../content/shared.js';
import { readSettings, SETTINGS_TAG } from '../settings/index.js';

interface ReviewRow {
  id: number;
  product: string;
  title: string;
  content: string;
  treatment: Treatment | null;
  thumb: string | null;
  images: string;
  is_main: number | boolean;
  published: number | boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

export const REVIEWS_TAG = 'reviews';
export const REVIEW_IMAGES_MAX = 10;

/**
 * The `reviewMembersOnly` setting: reviews (curated and member-written) are shown to signed-in
 * readers only; an anonymous reader gets a 401 `membersOnlyReviews`. Routes that use it run
 * `optionalLogin` first. Cached answers are safe: `cachedJson` only stores anonymous 200s, and the
 * cache entries carry the `settings` tag, which a settings write clears.
 */
export function assertReviewsVisible(ctx: Context, settings: Pick<Settings, 'reviewMembersOnly'>): void {
  if (settings.reviewMembersOnly && !ctx.state.auth) throw apiError(401, 'membersOnlyReviews');
}

const imagesOf = (row: ReviewRow) => fromJsonText<ImageVariants[]>(row.images, []);
const record = (row: ReviewRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  treatment: row.treatment,
  thumb: imageOf(row.thumb),
  images: imagesOf(row),
  isMain: fromDbBool(row.is_main),
  published: fromDbBool(row.published),
  position: row.position,
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});
const toPublic = (row: ReviewRow): PublicReview => ({
  _id: row.id,
  id: row.id,
  title: row.title,
  content: row.content,
  treatment: row.treatment,
  thumb: imageOf(row.thumb),
  images: imagesOf(row),
});

/** Console: curated review cards `{product}/reviews`, with a thumbnail and up to ten images. */
export function reviewConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const onChange = () => cache.invalidate(REVIEWS_TAG);
  const scope = (ctx: Context) => ({ product: productParam(ctx) });
  const router = crudRoutes(knex, '/:product/reviews', {
    table: 'reviews',
    list: {
      resource: 'reviews',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        title: { column: 'title', type: 'string', sortable: true },
        treatment: { column: 'treatment', type: 'string', sortable: true, filterable: true },
        isMain: { column: 'is_main', type: 'boolean', sortable: true, filterable: true },
        published: { column: 'published', type: 'boolean', sortable: true, filterable: true },
        position: { column: 'position', type: 'number', sortable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['title', 'content'],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: reviewInput,
    updateSchema: reviewInput.partial(),
    toRecord: record,
    toColumns: (input, ctx) =>
      defined({
        title: input.title,
        content: input.content,
        treatment: input.treatment,
        is_main: input.isMain,
        published: input.published,
        position: input.position,
        ...(ctx.method === 'POST' ? { images: '[]' } : {}),
      }),
    scope,
    onChange,
    afterDelete: async (row) => {
      await deleteImage(storage, imageOf(row.thumb));
      for (const image of imagesOf(row)) await deleteImage(storage, image);
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
    answer: record,
    onChange,
  });

  const findRow = async (ctx: Context) => {
    const row = (await knex('reviews')
      .where({ id: idParam(ctx.params.id), ...scope(ctx) })
      .first()) as ReviewRow | undefined;
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
    const images = imagesOf(row);
    const previous = images[index];
    if (index < images.length) images[index] = image;
    else images.push(image);
    await knex('reviews')
      .where({ id: row.id })
      .update({ images: toJsonText(images), updated_at: toDbTime(new Date()) });
    await deleteImage(storage, previous);
    onChange();
    ctx.body = record((await findRow(ctx))!);
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
    if (imagesOf(row).length + files.length > REVIEW_IMAGES_MAX)
      throw apiError(400, 'tooManyFiles', { num: REVIEW_IMAGES_MAX });
    const stored = await Promise.all(files.map((file) => storeImage(storage, 'reviews', file.buffer)));
    try {
      await knex.transaction(async (trx) => {
        const current = (await trx('reviews').where({ id: row.id }).forUpdate().first()) as ReviewRow;
        const images = [...imagesOf(current), ...stored];
        if (images.length > REVIEW_IMAGES_MAX) throw apiError(400, 'tooManyFiles', { num: REVIEW_IMAGES_MAX });
        await trx('reviews')
          .where({ id: row.id })
          .update({ images: toJsonText(images), updated_at: toDbTime(new Date()) });
      });
    } catch (err) {
      for (const image of stored) await deleteImage(storage, image);
      throw err;
    }
    onChange();
    ctx.body = record(await findRow(ctx));
  });

  router.delete('/:id/images/:index', async (ctx) => {
    const row = await findRow(ctx);
    const index = indexParam(ctx.params.index);
    const images = imagesOf(row);
    if (index >= images.length) throw apiError(404, 'notFound');
    const [removed] = images.splice(index, 1);
    await knex('reviews')
      .where({ id: row.id })
      .update({ images: toJsonText(images), updated_at: toDbTime(new Date()) });
    await deleteImage(storage, removed);
    onChange();
    ctx.body = record(await findRow(ctx));
  });

  return router;
}

const listQuery = z.object({
  isMain: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(12),
});

/**
 * Public: `GET /v1/{product}/reviews` (`{ reviews, total }`) and `/:id` (`{ review }`), only while
 * `onReview`, and only to signed-in readers while `reviewMembersOnly`.
 */
export function reviewPublicRoutes({ db, cache, config }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/:product/reviews' });
  const reader = optionalLogin(config.jwtSecret, knex);
  router.get('/', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const query = parseOrThrow(listQuery, ctx.query);
    const settings = await readSettings(knex, product);
    if (!settings.onReview) {
      ctx.body = { reviews: [], total: 0 };
      return;
    }
    assertReviewsVisible(ctx, settings);
    const base = () => {
      const qb = knex('reviews').where({ product, published: true });
      if (query.isMain) qb.where('is_main', query.isMain === 'true');
      return qb;
    };
    const total = Number(((await base().count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
    const rows = (await base()
      .orderBy([{ column: 'position' }, { column: 'id', order: 'desc' }])
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)) as ReviewRow[];
    ctx.body = { reviews: rows.map(toPublic), total };
  });
  router.get('/:id', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const settings = await readSettings(knex, product);
    if (settings.onReview) assertReviewsVisible(ctx, settings);
    const row = settings.onReview
      ? ((await knex('reviews')
          .where({ product, published: true, id: idParam(ctx.params.id) })
          .first()) as ReviewRow | undefined)
      : undefined;
    if (!row) throw apiError(404, 'notFound');
    ctx.body = { review: toPublic(row) };
  });
  return router;
}
