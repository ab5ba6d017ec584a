import type Router from '@koa/router';
import type { Context } from 'koa';
import { commentInput } from '@clinic/contract';
import { type BoardRow, table, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { isStaff, optionalLogin, requireLogin, type AuthState } from '../../http/auth.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { createRouter } from '../../http/router.js';
import { BOARDS_TAG, authorNameOf, mayChange, toPublicComment } from './store.js';
import { publicLookups } from './visible.js';

/** Public writes of comments by members (staff are not counted). */
const COMMENT_LIMIT = { max: 60, windowMs: 60 * 60_000 };

const authOf = (ctx: Context) => ctx.state.auth as AuthState | undefined;

/**
 * A visible post's comments (mounted under `/v1/boards`): read by anyone, written by members where
 * the board allows comments; the author or staff correct and delete.
 */
export function commentRoutes({ db, config, cache, counters }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const login = requireLogin(config.jwtSecret, knex);
  const maybeLogin = optionalLogin(config.jwtSecret, knex);
  const changed = () => cache.invalidate(BOARDS_TAG);
  const { boardOf, postOf, commentOf } = publicLookups(knex);

  router.get('/:board/posts/:id/comments', maybeLogin, async (ctx) => {
    const post = await postOf(ctx, await boardOf(ctx));
    const rows = await table(knex, 'board_comments')
      .where({ post_id: post.id, hidden: false })
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    ctx.body = { comments: rows.map((r) => toPublicComment(r, authOf(ctx))) };
  });

  /** Comments: only where the board allows them (deleting one stays possible after it closes). */
  const commentsOpen = (board: BoardRow) => {
    if (!board.comments_enabled) throw apiError(403, 'commentsClosed');
  };

  router.post('/:board/posts/:id/comments', login, async (ctx) => {
    const board = await boardOf(ctx);
    const post = await postOf(ctx, board);
    commentsOpen(board);
    const auth = authOf(ctx)!;
    if (!isStaff(auth)) await consume(counters, `boards:comment:${auth.userId}`, COMMENT_LIMIT);
    const input = parseOrThrow(commentInput, ctx.request.body);
    const now = toDbTime(new Date());
    const [id] = await table(knex, 'board_comments').insert({
      post_id: post.id,
      user_id: auth.userId,
      author_name: await authorNameOf(knex, auth),
      body: input.body,
      hidden: false,
      created_at: now,
      updated_at: now,
    });
    changed();
    const row = (await table(knex, 'board_comments')
      .where({ id: Number(id) })
      .first())!;
    ctx.status = 201;
    ctx.body = { comment: toPublicComment(row, auth) };
  });

  router.put('/:board/posts/:id/comments/:commentId', login, async (ctx) => {
    const board = await boardOf(ctx);
    const comment = await commentOf(ctx, await postOf(ctx, board));
    const auth = authOf(ctx)!;
    if (!mayChange(auth, comment.user_id)) throw apiError(403, 'notAuthor');
    commentsOpen(board);
    const input = parseOrThrow(commentInput, ctx.request.body);
    await table(knex, 'board_comments')
      .where({ id: comment.id })
      .update({ body: input.body, updated_at: toDbTime(new Date()) });
    const row = (await table(knex, 'board_comments').where({ id: comment.id }).first())!;
    ctx.body = { comment: toPublicComment(row, auth) };
  });

  router.delete('/:board/posts/:id/comments/:commentId', login, async (ctx) => {
    const comment = await commentOf(ctx, await postOf(ctx, await boardOf(ctx)));
    if (!mayChange(authOf(ctx), comment.user_id)) throw apiError(403, 'notAuthor');
    await table(knex, 'board_comments').where({ id: comment.id }).delete();
    changed();
    ctx.status = 204;
  });
  return router;
}
