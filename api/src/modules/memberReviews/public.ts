import type Router from '@koa/router';
import {
  IMAGE_BYTES_MAX,
  IMAGE_TYPES,
  memberReviewInput,
  MEMBER_REVIEW_IMAGES_MAX,
  type ImageVariants,
} from '@clinic/contract';
import { table, toDbTime, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { optionalLogin, requireLogin } from '../../http/auth.js';
import { cachedJson } from '../../http/cache.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { pageOf, pageQuery } from '../../http/paged.js';
import { idParam, productParam } from '../../http/params.js';
import { consumeHourlyWrites } from '../../http/rateLimit.js';
import { createRouter } from '../../http/router.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteImage, sniff, storeImage } from '../../services/images/index.js';
import { notifyStaff } from '../inbox/index.js';
import { REVIEWS_TAG, reviewsShown } from '../reviews/index.js';
import { readSettings, SETTINGS_TAG } from '../settings/index.js';
import {
  approved,
  POSTS_PER_IP_HOUR,
  POSTS_PER_USER_HOUR,
  toOwn,
  toPublic,
  withAuthor,
  type MemberReviewRow,
} from './store.js';

const listQuery = pageQuery(12);

/**
 * Public:
 * - `GET /v1/{product}/reviews2?page=&perPage=` -> `{ reviews: PublicMemberReview[], total }`
 * - `GET /v1/{product}/reviews2/:id` -> `{ review }`
 * - `POST /v1/{product}/reviews2` (member; multipart `title`, `content`, `treatment`, `images` x0..5)
 *   -> 201 `{ review: OwnMemberReview }` (pending until staff approve it)
 * - `GET /v1/me/reviews` -> `{ reviews: OwnMemberReview[] }` (own, every status, newest first)
 */
export function memberReviewPublicRoutes({ db, cache, config, counters, storage, messenger }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const login = requireLogin(config.jwtSecret, knex);
  const reader = optionalLogin(config.jwtSecret, knex);

  router.get('/me/reviews', login, async (ctx) => {
    const rows = await table(knex, 'member_reviews')
      .where({ user_id: ctx.state.auth.userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    ctx.body = { reviews: rows.map(toOwn) };
  });

  router.get('/:product/reviews2', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const query = parseOrThrow(listQuery, ctx.query);
    if (!(await reviewsShown(knex, ctx, product))) {
      ctx.body = { reviews: [], total: 0 };
      return;
    }
    const { rows, total } = await pageOf<MemberReviewRow>(
      () => withAuthor(knex).where(approved(product)),
      query,
      (qb) =>
        qb.orderBy([
          { column: 'member_reviews.created_at', order: 'desc' },
          { column: 'member_reviews.id', order: 'desc' },
        ]),
    );
    ctx.body = { reviews: rows.map((r) => toPublic(r, ctx.state.locale)), total };
  });

  router.get('/:product/reviews2/:id', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const id = idParam(ctx.params.id);
    if (!(await reviewsShown(knex, ctx, product))) throw apiError(404, 'notFound');
    const row = (await withAuthor(knex).where(approved(product)).where('member_reviews.id', id).first()) as
      MemberReviewRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    ctx.body = { review: toPublic(row, ctx.state.locale) };
  });

  router.post(
    '/:product/reviews2',
    login,
    async (ctx, next) => {
      // Refused before the upload is read: closed reviews take nothing, and writes are limited.
      const settings = await readSettings(knex, productParam(ctx));
      if (!settings.onReview) throw apiError(403, 'reviewsClosed');
      const who = { userId: ctx.state.auth.userId, ip: ctx.ip };
      await consumeHourlyWrites(counters, 'reviews2', who, { perUser: POSTS_PER_USER_HOUR, perIp: POSTS_PER_IP_HOUR });
      await next();
    },
    multipart({ maxFiles: MEMBER_REVIEW_IMAGES_MAX, maxFileBytes: IMAGE_BYTES_MAX }),
    async (ctx) => {
      const product = productParam(ctx);
      // Text first, then every file's type: a refusal leaves nothing stored.
      const input = parseOrThrow(memberReviewInput, ctx.request.body);
      const files = await filesOf(ctx, 'images');
      for (const file of files) await sniff(file.buffer, IMAGE_TYPES, 'imageType');
      const images: ImageVariants[] = [];
      try {
        for (const file of files) images.push(await storeImage(storage, 'member-reviews', file.buffer));
        const now = toDbTime(new Date());
        const [id] = await table(knex, 'member_reviews').insert({
          product,
          user_id: ctx.state.auth.userId,
          title: input.title,
          content: input.content,
          treatment: input.treatment,
          images: toJsonText(images),
          status: 'pending',
          reject_reason: '',
          created_at: now,
          updated_at: now,
        });
        const row = (await table(knex, 'member_reviews')
          .where({ id: Number(id) })
          .first())!;
        ctx.status = 201;
        ctx.body = { review: toOwn(row) };
        void notifyStaff({ knex, messenger }, { kind: 'review', id: row.id }, (err) => ctx.app.emit('error', err, ctx));
      } catch (err) {
        for (const image of images) await deleteImage(storage, image);
        throw err;
      }
    },
  );

  return router;
}
