import { notifyStaff } from '../inbox/index.js';
import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import { z } from 'zod';
import {
  forbiddenExpressionsIn,
  maskName,
  memberReviewInput,
  memberReviewUpdate,
  MEMBER_REVIEW_IMAGES_MAX,
  reviewWordInput,
  translate,
  type ImageVariants,
  type Locale,
  type MemberReview,
  type MemberReviewStatus,
  type OwnMemberReview,
  type PublicMemberReview,
  type ReviewWord,
  type Treatment,
} from '@clinic/contract';
import { fromDbTime, fromJsonText, toDbTime, toJsonText, type Knex } from '../../db/index.js';
import { optionalLogin, requireLogin } from '../../http/auth.js';
import { cachedJson } from '../../http/cache.js';
import { crudRoutes, defined, idParam } from '../../http/crud.js';
import { withEnrichedRecords } from '../../http/enrich.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteImage, IMAGE_TYPES, sniff, storeImage } from '../../services/images/index.js';
import type { AppDeps } from '../../app.js';
import { IMAGE_BYTES_MAX } from '../content/imageRoutes.js';
import { productParam } from '../content/shared.js';
import { assertReviewsVisible, REVIEWS_TAG } from '../reviews/index.js';
import { readSettings, SETTINGS_TAG } from '../settings/index.js';

/**
 * Reviews members write (`reviews2`): a member posts text and up to five images; staff approve or
 * reject (with a reason the member reads on my page) in the console, which flags expressions the
 * medical advertising law forbids (`review_words`). Only approved reviews are public, only while
 * `onReview`, and only to signed-in readers while `reviewMembersOnly`.
 */

interface MemberReviewRow {
  id: number;
  product: string;
  user_id: number | null;
  title: string;
  content: string;
  treatment: Treatment | null;
  images: string;
  status: MemberReviewStatus;
  reject_reason: string;
  moderated_by: number | null;
  moderated_at: string | null;
  created_at: string;
  updated_at: string;
  /** From the joined `users` row (NULL once the account is gone; '' once withdrawn). */
  author_name?: string | null;
}

interface ReviewWordRow {
  id: number;
  word: string;
  note: string;
  created_at: string;
}

/** Posting: a member may send this many reviews an hour (and one address this many). */
const POSTS_PER_USER_HOUR = 10;
const POSTS_PER_IP_HOUR = 30;

const imagesOf = (row: MemberReviewRow) => fromJsonText<ImageVariants[]>(row.images, []);

/** The member's name as the public sees it (김*수), or a neutral label once the account is gone. */
const publicAuthor = (row: MemberReviewRow, locale: Locale) =>
  row.author_name?.trim() ? maskName(row.author_name) : translate(locale, 'anonymousMember');

const toPublic = (row: MemberReviewRow, locale: Locale): PublicMemberReview => {
  const images = imagesOf(row);
  return {
    _id: row.id,
    id: row.id,
    kind: 'member',
    title: row.title,
    content: row.content,
    treatment: row.treatment,
    author: publicAuthor(row, locale),
    thumb: images[0] ?? null,
    images,
    createdAt: fromDbTime(row.created_at)!,
  };
};

const toOwn = (row: MemberReviewRow): OwnMemberReview => ({
  id: row.id,
  title: row.title,
  treatment: row.treatment,
  status: row.status,
  rejectReason: row.status === 'rejected' ? row.reject_reason : '',
  createdAt: fromDbTime(row.created_at)!,
});

/** Staff see the member's real name; `warnings` are filled per request from `review_words`. */
const toConsole = (row: MemberReviewRow): MemberReview => ({
  id: row.id,
  userId: row.user_id,
  authorName: row.author_name ?? '',
  title: row.title,
  content: row.content,
  treatment: row.treatment,
  images: imagesOf(row),
  status: row.status,
  rejectReason: row.reject_reason,
  warnings: [],
  moderatedAt: fromDbTime(row.moderated_at),
  createdAt: fromDbTime(row.created_at)!,
  updatedAt: fromDbTime(row.updated_at)!,
});

const toWord = (row: ReviewWordRow): ReviewWord => ({
  id: row.id,
  word: row.word,
  note: row.note,
  createdAt: fromDbTime(row.created_at)!,
});

/** Every forbidden expression staff keep in `review-words`. */
export async function reviewWords(knex: Knex): Promise<string[]> {
  return ((await knex('review_words').orderBy('id').select('word')) as Array<{ word: string }>).map((r) => r.word);
}

/** Reviews with their author's name (a left join: the author may be gone). */
const withAuthor = (knex: Knex) =>
  knex('member_reviews')
    .leftJoin('users', 'users.id', 'member_reviews.user_id')
    .select('member_reviews.*', 'users.name as author_name');

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(12),
});

/**
 * Public:
 * - `GET /v1/{product}/reviews2?page=&perPage=` -> `{ reviews: PublicMemberReview[], total }`
 * - `GET /v1/{product}/reviews2/:id` -> `{ review }`
 * - `POST /v1/{product}/reviews2` (member; multipart `title`, `content`, `treatment`, `images` x0..5)
 *   -> 201 `{ review: OwnMemberReview }` (pending until staff approve it)
 * - `GET /v1/me/reviews` -> `{ reviews: OwnMemberReview[] }` (own, every status, newest first)
 *
 * Mounted before the curated reviews (`/:product/reviews`), which would otherwise take
 * `/me/reviews` for a product named "me".
 */
export function memberReviewPublicRoutes({ db, cache, config, counters, storage, messenger }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const login = requireLogin(config.jwtSecret, knex);
  const reader = optionalLogin(config.jwtSecret, knex);

  router.get('/me/reviews', login, async (ctx) => {
    const rows = (await knex('member_reviews')
      .where({ user_id: ctx.state.auth.userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])) as MemberReviewRow[];
    ctx.body = { reviews: rows.map(toOwn) };
  });

  router.get('/:product/reviews2', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const query = parseOrThrow(listQuery, ctx.query);
    const settings = await readSettings(knex, product);
    if (!settings.onReview) {
      ctx.body = { reviews: [], total: 0 };
      return;
    }
    assertReviewsVisible(ctx, settings);
    const approved = { 'member_reviews.product': product, 'member_reviews.status': 'approved' };
    const counted = (await knex('member_reviews').where(approved).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    const rows = (await withAuthor(knex)
      .where(approved)
      .orderBy([
        { column: 'member_reviews.created_at', order: 'desc' },
        { column: 'member_reviews.id', order: 'desc' },
      ])
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)) as MemberReviewRow[];
    ctx.body = { reviews: rows.map((r) => toPublic(r, ctx.state.locale)), total: Number(counted?.n ?? 0) };
  });

  router.get('/:product/reviews2/:id', cachedJson(cache, [REVIEWS_TAG, SETTINGS_TAG]), reader, async (ctx) => {
    const product = productParam(ctx);
    const id = idParam(ctx.params.id);
    const settings = await readSettings(knex, product);
    if (!settings.onReview) throw apiError(404, 'notFound');
    assertReviewsVisible(ctx, settings);
    const row = (await withAuthor(knex)
      .where({ 'member_reviews.id': id, 'member_reviews.product': product, 'member_reviews.status': 'approved' })
      .first()) as MemberReviewRow | undefined;
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
      await consume(counters, `reviews2:user:${ctx.state.auth.userId}`, {
        max: POSTS_PER_USER_HOUR,
        windowMs: 60 * 60_000,
      });
      await consume(counters, `reviews2:ip:${ctx.ip}`, { max: POSTS_PER_IP_HOUR, windowMs: 60 * 60_000 });
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
        const [id] = await knex('member_reviews').insert({
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
        const row = (await knex('member_reviews')
          .where({ id: Number(id) })
          .first()) as MemberReviewRow;
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

/**
 * Console:
 * - `{product}/reviews2`: the moderation queue (filters `status`, `treatment`, `userId`, `q`), read,
 *   moderate or correct (`memberReviewUpdate`), delete (with its images). No create.
 * - `review-words`: the forbidden expressions, CRUD.
 */
export function memberReviewConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const onChange = () => cache.invalidate(REVIEWS_TAG);

  const reviews = crudRoutes(knex, '', {
    table: 'member_reviews',
    // The author's real name next to what they wrote about their treatment: personal data.
    audit: 'memberReview',
    list: {
      resource: 'reviews2',
      fields: {
        id: { column: 'member_reviews.id', type: 'number', sortable: true, filterable: true },
        status: { column: 'member_reviews.status', type: 'string', sortable: true, filterable: true },
        treatment: { column: 'member_reviews.treatment', type: 'string', sortable: true, filterable: true },
        userId: { column: 'member_reviews.user_id', type: 'number', filterable: true },
        title: { column: 'member_reviews.title', type: 'string', sortable: true },
        createdAt: { column: 'member_reviews.created_at', type: 'date', sortable: true, filterable: true },
        moderatedAt: { column: 'member_reviews.moderated_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['member_reviews.title', 'member_reviews.content', 'users.name'],
      defaultSort: ['createdAt', 'DESC'],
    },
    updateSchema: memberReviewUpdate,
    toRecord: toConsole,
    where: (qb) => {
      qb.leftJoin('users', 'users.id', 'member_reviews.user_id').select(
        'member_reviews.*',
        'users.name as author_name',
      );
    },
    scope: (ctx) => ({ 'member_reviews.product': productParam(ctx) }),
    // A rejection (after the merge with what is stored) always carries the reason the member reads.
    validate: async (input, ctx, existing) => {
      if (!existing) return;
      const status = input.status ?? existing.status;
      const reason = input.rejectReason ?? existing.reject_reason;
      if (status === 'rejected' && !reason.trim()) throw fieldError('rejectReason', 'rejectReasonRequired');
      ctx.state.previousStatus = existing.status;
    },
    toColumns: (input, ctx) => {
      const previous = ctx.state.previousStatus as MemberReviewStatus;
      const status = input.status ?? previous;
      const changed = input.status !== undefined && input.status !== previous;
      return defined({
        title: input.title,
        content: input.content,
        treatment: input.treatment,
        status: input.status,
        // Only a rejected review keeps a reason: approving (or reopening) clears it.
        reject_reason: status === 'rejected' ? input.rejectReason : '',
        ...(changed ? { moderated_by: ctx.state.auth.userId, moderated_at: toDbTime(new Date()) } : {}),
      });
    },
    onChange,
    afterDelete: async (row) => {
      for (const image of imagesOf(row)) await deleteImage(storage, image);
    },
  });

  const router = createRouter();
  const moderation = withEnrichedRecords<MemberReview>('/:product/reviews2', reviews, async (records) => {
    const words = await reviewWords(knex);
    return records.map((r) => ({ ...r, warnings: forbiddenExpressionsIn(`${r.title}\n${r.content}`, words) }));
  });
  router.use(moderation.routes(), moderation.allowedMethods());

  const words = crudRoutes(knex, '/review-words', {
    table: 'review_words',
    list: {
      resource: 'review-words',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        word: { column: 'word', type: 'string', sortable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true },
      },
      search: ['word', 'note'],
      defaultSort: ['word', 'ASC'],
    },
    createSchema: reviewWordInput,
    updateSchema: reviewWordInput.partial(),
    toRecord: toWord,
    toColumns: (input) => defined({ word: input.word, note: input.note }),
  });
  router.use(words.routes(), words.allowedMethods());
  return router;
}
