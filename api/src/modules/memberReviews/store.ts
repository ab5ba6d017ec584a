import {
  maskName,
  translate,
  type Locale,
  type MemberReview,
  type OwnMemberReview,
  type PublicMemberReview,
  type ReviewWord,
} from '@clinic/contract';
import { fromDbTime, imagesOf, type Knex, type ReviewWordRow, table, type Tables } from '../../db/index.js';

/**
 * Reviews members write (`reviews2`): a member posts text and up to five images; staff approve or
 * reject (with a reason the member reads on my page) in the console, which flags expressions the
 * medical advertising law forbids (`review_words`). Only approved reviews are public, only while
 * `onReview`, and only to signed-in readers while `reviewMembersOnly`.
 */

/** A member review, with its author's name where the query joins it (NULL once the account is gone; '' once withdrawn). */
export type MemberReviewRow = Tables['member_reviews'] & { author_name?: string | null };

/** Posting: a member may send this many reviews an hour (and one address this many). */
export const POSTS_PER_USER_HOUR = 10;
export const POSTS_PER_IP_HOUR = 30;

/** The member's name as the public sees it (김*수), or a neutral label once the account is gone. */
const publicAuthor = (row: MemberReviewRow, locale: Locale) =>
  row.author_name?.trim() ? maskName(row.author_name) : translate(locale, 'anonymousMember');

export const toPublic = (row: MemberReviewRow, locale: Locale): PublicMemberReview => {
  const images = imagesOf(row.images);
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

export const toOwn = (row: MemberReviewRow): OwnMemberReview => ({
  id: row.id,
  title: row.title,
  treatment: row.treatment,
  status: row.status,
  rejectReason: row.status === 'rejected' ? row.reject_reason : '',
  createdAt: fromDbTime(row.created_at)!,
});

/** Staff see the member's real name; `warnings` are filled per request from `review_words`. */
export const toConsole = (row: MemberReviewRow): MemberReview => ({
  id: row.id,
  userId: row.user_id,
  authorName: row.author_name ?? '',
  title: row.title,
  content: row.content,
  treatment: row.treatment,
  images: imagesOf(row.images),
  status: row.status,
  rejectReason: row.reject_reason,
  warnings: [],
  moderatedAt: fromDbTime(row.moderated_at),
  createdAt: fromDbTime(row.created_at)!,
  updatedAt: fromDbTime(row.updated_at)!,
});

export const toWord = (row: ReviewWordRow): ReviewWord => ({
  id: row.id,
  word: row.word,
  note: row.note,
  createdAt: fromDbTime(row.created_at)!,
});

/** Every forbidden expression staff keep in `review-words` (reviews and page texts are checked for them). */
export async function reviewWords(knex: Knex): Promise<string[]> {
  return (await table(knex, 'review_words').orderBy('id').select('word')).map((r) => r.word);
}

/** A product's approved reviews (the only ones the public sees). */
export const approved = (product: string) => (qb: Knex.QueryBuilder) =>
  qb.where('member_reviews.product', product).where('member_reviews.status', 'approved');

/**
 * Reviews with their author's name (null when the author is gone), read for the rows answered only:
 * the list and its count are read from `member_reviews` alone, through its own indexes, however many
 * members there are.
 */
export const withAuthor = (knex: Knex) =>
  table(knex, 'member_reviews').select(
    'member_reviews.*',
    knex.raw('(select name from users where users.id = member_reviews.user_id) as author_name'),
  );
