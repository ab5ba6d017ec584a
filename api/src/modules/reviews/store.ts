import type { Context } from 'koa';
import type { PublicReview, Settings } from '@clinic/contract';
import { fromDbBool, fromDbTime, imageOf, imagesOf, type Knex, type ReviewRow } from '../../db/index.js';
import { apiError } from '../../http/errors.js';
import { readSettings } from '../settings/index.js';

/** Curated review cards: rows, records, and when reviews (curated and member-written) are shown at all. */

/** Public review answers (both kinds) carry this cache tag; every review write clears it. */
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

/**
 * Whether `product`'s reviews are shown: not while `onReview` is off (medical advertising law), and
 * while `reviewMembersOnly` a 401 for an anonymous reader.
 */
export async function reviewsShown(knex: Knex, ctx: Context, product: string): Promise<boolean> {
  const settings = await readSettings(knex, product);
  if (!settings.onReview) return false;
  assertReviewsVisible(ctx, settings);
  return true;
}

const card = (row: ReviewRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  treatment: row.treatment,
  thumb: imageOf(row.thumb),
  images: imagesOf(row.images),
});

/** A card as staff edit it. */
export const toRecord = (row: ReviewRow) => ({
  ...card(row),
  isMain: fromDbBool(row.is_main),
  published: fromDbBool(row.published),
  position: row.position,
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

export const toPublic = (row: ReviewRow): PublicReview => ({ _id: row.id, ...card(row) });
