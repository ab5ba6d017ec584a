import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context, Next } from 'koa';
import {
  BOARD_FILE_BYTES_MAX,
  BOARD_FILES_MAX,
  commentInput,
  postInput,
  publicListQuery,
  type ImageVariants,
  type PublicPost,
} from '@clinic/contract';
import { likePattern, toDbTime, toJsonText } from '../../db/index.js';
import { optionalLogin, requireLogin, type AuthState } from '../../http/auth.js';
import { cachedJson } from '../../http/cache.js';
import { idParam } from '../../http/crud.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteImage, storeImage } from '../../services/images/index.js';
import { countVisit, tagRead } from '../../http/renderScope.js';
import type { AppDeps } from '../../app.js';
import {
  BOARDS_TAG,
  authorNameOf,
  checkFiles,
  commentCount,
  isStaff,
  leftoversOf,
  mayChange,
  postBody,
  removeLeftovers,
  sendFile,
  storeFiles,
  toFile,
  toPublicBoard,
  toPublicComment,
  toSummary,
  type BoardRow,
  type CommentRow,
  type FileRow,
  type PostRow,
} from './store.js';

const BOARD_KEY = /^[a-z][a-z0-9-]{1,39}$/;
const HOUR = 60 * 60_000;
/** Public writes by members (staff are not counted). */
const POST_LIMIT = { max: 20, windowMs: HOUR };
const COMMENT_LIMIT = { max: 60, windowMs: HOUR };

const authOf = (ctx: Context) => ctx.state.auth as AuthState | undefined;

/**
 * Public boards under `/v1/boards`: published boards, their visible posts (pinned first, newest
 * first) with files and comments. Members write where a board lets them; the author or staff
 * change and delete. A hidden post (or a post of an unpublished board) does not exist here.
 */
export function boardPublicRoutes({ db, config, cache, storage, counters }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/boards' });
  // A page that shows a board or a post (or the 404 of one that is not there) is cleared by board writes.
  router.use((_ctx, next) => {
    tagRead(BOARDS_TAG);
    return next();
  });
  const login = requireLogin(config.jwtSecret, knex);
  const maybeLogin = optionalLogin(config.jwtSecret, knex);
  const changed = () => cache.invalidate(BOARDS_TAG);
  const upload = multipart({ maxFiles: BOARD_FILES_MAX + 1, maxFileBytes: BOARD_FILE_BYTES_MAX });
  /** A post may be sent as multipart (with files) or as JSON (text only). */
  const maybeUpload = (ctx: Context, next: Next) => (ctx.is('multipart') ? upload(ctx, next) : next());

  const boardOf = async (ctx: Context): Promise<BoardRow> => {
    const key = ctx.params.board ?? '';
    const row = BOARD_KEY.test(key)
      ? ((await knex('boards').where({ key, published: true }).first()) as BoardRow | undefined)
      : undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };
  const visiblePosts = (board: BoardRow) =>
    knex('board_posts').where({ 'board_posts.board_id': board.id, 'board_posts.hidden': false });
  const postOf = async (ctx: Context, board: BoardRow, id = idParam(ctx.params.id)): Promise<PostRow> => {
    const row = (await visiblePosts(board)
      .where('board_posts.id', id)
      .select('board_posts.*', commentCount(knex))
      .first()) as PostRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };
  const commentOf = async (ctx: Context, post: PostRow): Promise<CommentRow> => {
    const row = (await knex('board_comments')
      .where({ id: idParam(ctx.params.commentId), post_id: post.id, hidden: false })
      .first()) as CommentRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };
  const answerPost = async (ctx: Context, board: BoardRow, row: PostRow): Promise<PublicPost> => {
    const files = (await knex('board_files').where({ post_id: row.id }).orderBy('id')) as FileRow[];
    return {
      ...toSummary(row),
      body: row.body,
      files: files.map((f) => toFile(f, `/api/v1/boards/${board.key}/posts/${row.id}/files/${f.id}`)),
      mine: mayChange(authOf(ctx), row.user_id),
    };
  };

  router.get('/', cachedJson(cache, [BOARDS_TAG]), async (ctx) => {
    const rows = (await knex('boards')
      .where({ published: true })
      .orderBy([{ column: 'position' }, { column: 'id' }])) as BoardRow[];
    ctx.body = { boards: rows.map((r) => toPublicBoard(ctx, r)) };
  });

  router.get('/:board', cachedJson(cache, [BOARDS_TAG]), async (ctx) => {
    ctx.body = { board: toPublicBoard(ctx, await boardOf(ctx)) };
  });

  router.get('/:board/posts', cachedJson(cache, [BOARDS_TAG]), async (ctx) => {
    const board = await boardOf(ctx);
    const query = parseOrThrow(publicListQuery, ctx.query);
    const base = () => {
      const qb = visiblePosts(board);
      if (query.q) qb.whereRaw('?? like ? escape ?', ['board_posts.title', likePattern(query.q), '\\']);
      return qb;
    };
    const countRow = (await base().count({ total: '*' }).first()) as { total: number | string } | undefined;
    const rows = (await base()
      .select(
        'board_posts.id',
        'board_posts.title',
        'board_posts.author_name',
        'board_posts.thumb',
        'board_posts.pinned',
        'board_posts.views',
        'board_posts.created_at',
        commentCount(knex),
      )
      .orderBy([
        { column: 'board_posts.pinned', order: 'desc' },
        { column: 'board_posts.created_at', order: 'desc' },
        { column: 'board_posts.id', order: 'desc' },
      ])
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)) as PostRow[];
    ctx.body = { posts: rows.map(toSummary), total: Number(countRow?.total ?? 0) };
  });

  router.get('/:board/posts/:id', maybeLogin, async (ctx) => {
    const board = await boardOf(ctx);
    const row = await postOf(ctx, board);
    const counted = await countVisit({
      key: `board_posts:${row.id}`,
      add: (n) => knex('board_posts').where({ id: row.id }).increment('views', n),
    });
    ctx.body = { post: await answerPost(ctx, board, { ...row, views: Number(row.views) + (counted ? 1 : 0) }) };
  });

  router.post(
    '/:board/posts',
    login,
    async (ctx, next) => {
      // Who may write is settled before a single byte of a file is read.
      const board = await boardOf(ctx);
      const auth = authOf(ctx)!;
      if (board.write_access !== 'members' && !isStaff(auth)) throw apiError(403, 'boardStaffOnly');
      if (!isStaff(auth)) await consume(counters, `boards:post:${auth.userId}`, POST_LIMIT);
      ctx.state.board = board;
      await next();
    },
    maybeUpload,
    async (ctx) => {
      const board = ctx.state.board as BoardRow;
      const auth = authOf(ctx)!;
      const input = parseOrThrow(postInput, ctx.request.body);
      const body = postBody(input.body, isStaff(auth));
      const files = ctx.is('multipart') ? await filesOf(ctx, 'files') : [];
      const thumbs = ctx.is('multipart') ? await filesOf(ctx, 'thumb') : [];
      if (files.length > BOARD_FILES_MAX) throw apiError(400, 'tooManyFiles', { num: BOARD_FILES_MAX });
      if (thumbs.length > 1) throw apiError(400, 'tooManyFiles', { num: 1 });
      const checked = await checkFiles(files);
      const authorName = await authorNameOf(knex, auth);
      const stored: string[] = [];
      let thumb: ImageVariants | null = null;
      let id: number;
      try {
        if (thumbs[0]) thumb = await storeImage(storage, 'boards', thumbs[0].buffer);
        const now = toDbTime(new Date());
        id = await knex.transaction(async (trx) => {
          const [postId] = await trx('board_posts').insert({
            board_id: board.id,
            user_id: auth.userId,
            author_name: authorName,
            title: input.title,
            body,
            thumb: thumb ? toJsonText(thumb) : null,
            pinned: false,
            hidden: false,
            views: 0,
            created_at: now,
            updated_at: now,
          });
          await storeFiles(trx, storage, Number(postId), checked, stored);
          return Number(postId);
        });
      } catch (err) {
        for (const key of stored) await storage.delete('private', key);
        await deleteImage(storage, thumb);
        throw err;
      }
      changed();
      ctx.status = 201;
      ctx.body = { post: await answerPost(ctx, board, await postOf(ctx, board, id)) };
    },
  );

  router.put('/:board/posts/:id', login, async (ctx) => {
    const board = await boardOf(ctx);
    const row = await postOf(ctx, board);
    const auth = authOf(ctx)!;
    if (!mayChange(auth, row.user_id)) throw apiError(403, 'notAuthor');
    const input = parseOrThrow(postInput, ctx.request.body);
    await knex('board_posts')
      .where({ id: row.id })
      .update({ title: input.title, body: postBody(input.body, isStaff(auth)), updated_at: toDbTime(new Date()) });
    changed();
    ctx.body = { post: await answerPost(ctx, board, await postOf(ctx, board)) };
  });

  router.delete('/:board/posts/:id', login, async (ctx) => {
    const board = await boardOf(ctx);
    const row = await postOf(ctx, board);
    if (!mayChange(authOf(ctx), row.user_id)) throw apiError(403, 'notAuthor');
    // Files and comments go with the row (ON DELETE CASCADE); the bytes once that is committed.
    const leftovers = await knex.transaction(async (trx) => {
      const found = await leftoversOf(trx, (qb) => qb.where({ id: row.id }));
      await trx('board_posts').where({ id: row.id }).delete();
      return found;
    });
    await removeLeftovers(storage, leftovers);
    changed();
    ctx.status = 204;
  });

  router.get('/:board/posts/:id/files/:fileId', async (ctx) => {
    const post = await postOf(ctx, await boardOf(ctx));
    const file = (await knex('board_files')
      .where({ id: idParam(ctx.params.fileId), post_id: post.id })
      .first()) as FileRow | undefined;
    if (!file) throw apiError(404, 'notFound');
    sendFile(ctx, file, await storage.get('private', file.storage_key));
  });

  router.get('/:board/posts/:id/comments', maybeLogin, async (ctx) => {
    const post = await postOf(ctx, await boardOf(ctx));
    const rows = (await knex('board_comments')
      .where({ post_id: post.id, hidden: false })
      .orderBy([{ column: 'created_at' }, { column: 'id' }])) as CommentRow[];
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
    const [id] = await knex('board_comments').insert({
      post_id: post.id,
      user_id: auth.userId,
      author_name: await authorNameOf(knex, auth),
      body: input.body,
      hidden: false,
      created_at: now,
      updated_at: now,
    });
    changed();
    const row = (await knex('board_comments')
      .where({ id: Number(id) })
      .first()) as CommentRow;
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
    await knex('board_comments')
      .where({ id: comment.id })
      .update({ body: input.body, updated_at: toDbTime(new Date()) });
    const row = (await knex('board_comments').where({ id: comment.id }).first()) as CommentRow;
    ctx.body = { comment: toPublicComment(row, auth) };
  });

  router.delete('/:board/posts/:id/comments/:commentId', login, async (ctx) => {
    const comment = await commentOf(ctx, await postOf(ctx, await boardOf(ctx)));
    if (!mayChange(authOf(ctx), comment.user_id)) throw apiError(403, 'notAuthor');
    await knex('board_comments').where({ id: comment.id }).delete();
    changed();
    ctx.status = 204;
  });

  return router;
}
