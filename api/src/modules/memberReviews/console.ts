import type Router from '@koa/router';
import {
  forbiddenExpressionsIn,
  memberReviewUpdate,
  reviewWordInput,
  TEXT_SEARCH_MAX_DAYS,
  type MemberReview,
  type MemberReviewStatus,
} from '@clinic/contract';
import { imagesOf, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { withEnrichedRecords } from '../../http/enrich.js';
import { fieldError } from '../../http/errors.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { deleteImage } from '../../services/images/index.js';
import { REVIEWS_TAG } from '../reviews/index.js';
import { reviewWords, toConsole, toWord } from './store.js';

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
      fields: listFields(
        {
          sortAndFilter: 'id:number status treatment createdAt:date moderatedAt:date',
          sort: 'title',
          filter: 'userId:number',
        },
        'member_reviews',
      ),
      // On indexes at any volume: the title's and the author's first letters; the text only within
      // at most TEXT_SEARCH_MAX_DAYS of reviews (the screen's dates).
      search: [
        { prefix: 'member_reviews.title' },
        { member: 'member_reviews.user_id' },
        { text: 'member_reviews.content', within: 'member_reviews.created_at', maxDays: TEXT_SEARCH_MAX_DAYS },
      ],
      defaultSort: ['createdAt', 'DESC'],
    },
    updateSchema: memberReviewUpdate,
    toRecord: toConsole,
    personalFields: ['authorName'],
    // The author's name for the page's rows only (no join: read from member_reviews' own indexes).
    where: (qb) => {
      qb.select(
        'member_reviews.*',
        knex.raw('(select name from users where users.id = member_reviews.user_id) as author_name'),
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
      for (const image of imagesOf(row.images)) await deleteImage(storage, image);
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
      fields: listFields({ sortAndFilter: 'id:number', sort: 'word createdAt:date' }),
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
