import type { Context } from 'koa';
import { type BoardRow, type Knex, table } from '../../db/index.js';
import { apiError } from '../../http/errors.js';
import { idParam } from '../../http/params.js';
import { commentCount, type CommentRow, type PostRow } from './store.js';

/**
 * What the public may reach, found from the path: a published board by its key, a visible post on
 * it, a visible comment on that. Anything else (a hidden post, an unpublished board) is a 404.
 */

const BOARD_KEY = /^[a-z][a-z0-9-]{1,39}$/;

/** A board's posts the public may see (not hidden). */
const visiblePostsOf = (knex: Knex, boardId: number) =>
  table(knex, 'board_posts').where('board_posts.board_id', boardId).where('board_posts.hidden', false);

/**
 * A board's newest `limit` visible posts that are pinned (or not), newest first: the first entries
 * of the index (board_id, hidden, pinned, created_at) read backwards, whatever the number of posts
 * (the RSS feed reads both and merges them).
 */
export function newestPosts(knex: Knex, boardId: number, pinned: boolean, limit: number) {
  return visiblePostsOf(knex, boardId)
    .where('board_posts.pinned', pinned)
    .orderBy([
      { column: 'board_posts.created_at', order: 'desc' },
      { column: 'board_posts.id', order: 'desc' },
    ])
    .limit(limit);
}

export function publicLookups(knex: Knex) {
  const visiblePosts = (board: BoardRow) => visiblePostsOf(knex, board.id);

  const boardOf = async (ctx: Context): Promise<BoardRow> => {
    const key = ctx.params.board ?? '';
    const row = BOARD_KEY.test(key) ? await table(knex, 'boards').where({ key, published: true }).first() : undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };

  const postOf = async (ctx: Context, board: BoardRow, id = idParam(ctx.params.id)): Promise<PostRow> => {
    const row = (await visiblePosts(board)
      .where('board_posts.id', id)
      .select('board_posts.*', commentCount(knex))
      .first()) as PostRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };

  const commentOf = async (ctx: Context, post: PostRow): Promise<CommentRow> => {
    const row = await table(knex, 'board_comments')
      .where({ id: idParam(ctx.params.commentId), post_id: post.id, hidden: false })
      .first();
    if (!row) throw apiError(404, 'notFound');
    return row;
  };

  return { visiblePosts, boardOf, postOf, commentOf };
}
