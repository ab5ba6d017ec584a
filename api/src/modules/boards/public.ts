import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import {
  BOARD_FILE_BYTES_MAX,
  BOARD_FILES_MAX,
  FEED_ITEMS_MAX,
  postInput,
  publicListQuery,
  sitemapChunkQuery,
  type ImageVariants,
  type PublicPost,
  type PublicPostFeed,
} from '@clinic/contract';
import { type BoardRow, fromDbTime, likePattern, table, toDbTime, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { checkFiles, findAttachment, sendAttachment, withAttachments } from '../../http/attachments.js';
import { isStaff, optionalLogin, requireLogin, type AuthState } from '../../http/auth.js';
import { cachedJson } from '../../http/cache.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { pageOf, sitemapChunkOf } from '../../http/paged.js';
import { idParam } from '../../http/params.js';
import { consume } from '../../http/rateLimit.js';
import { countVisit, tagRead } from '../../http/renderScope.js';
import { createRouter } from '../../http/router.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteImage, storeImage } from '../../services/images/index.js';
import { commentRoutes } from './comments.js';
import {
  BOARDS_TAG,
  authorNameOf,
  commentCount,
  leftoversOf,
  mayChange,
  postBody,
  removeLeftovers,
  toFile,
  toPublicBoard,
  toSummary,
  type PostRow,
} from './store.js';
import { newestPosts, publicLookups } from './visible.js';

const HOUR = 60 * 60_000;
/** Public writes by members (staff are not counted). */
const POST_LIMIT = { max: 20, windowMs: HOUR };

const authOf = (ctx: Context) => ctx.state.auth as AuthState | undefined;

/**
 * Public boards under `/v1/boards`: published boards, their visible posts (pinned first, newest
 * first) with files and comments. Members write where a board lets them; the author or staff
 * change and delete. A hidden post (or a post of an unpublished board) does not exist here.
 */
export function boardPublicRoutes(deps: AppDeps): Router {
  const { db, config, cache, storage, counters } = deps;
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

  const { visiblePosts, boardOf, postOf } = publicLookups(knex);
  const answerPost = async (ctx: Context, board: BoardRow, row: PostRow): Promise<PublicPost> => {
    const files = await table(knex, 'board_files').where({ post_id: row.id }).orderBy('id');
    return {
      ...toSummary(row),
      body: row.body,
      files: files.map((f) => toFile(f, `/api/v1/boards/${board.key}/posts/${row.id}/files/${f.id}`)),
      mine: mayChange(authOf(ctx), row.user_id),
    };
  };

  router.get('/', cachedJson(cache, [BOARDS_TAG]), async (ctx) => {
    const rows = await table(knex, 'boards')
      .where({ published: true })
      .orderBy([{ column: 'position' }, { column: 'id' }]);
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
    const { rows, total } = await pageOf<PostRow>(base, query, (qb) =>
      qb
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
        ]),
    );
    ctx.body = { posts: rows.map(toSummary), total };
  });

  // What the sitemap lists: every visible post's id and last change, by id, a chunk at a time.
  router.get('/:board/sitemap', async (ctx) => {
    const board = await boardOf(ctx);
    const { chunk } = parseOrThrow(sitemapChunkQuery, ctx.query);
    ctx.body = await sitemapChunkOf(visiblePosts(board), 'board_posts', chunk);
  });

  // What the RSS feed lists: a board's newest visible posts with their text, newest first.
  router.get('/:board/feed', cachedJson(cache, [BOARDS_TAG]), async (ctx) => {
    const board = await boardOf(ctx);
    const newest = (pinned: boolean) =>
      newestPosts(knex, board.id, pinned, FEED_ITEMS_MAX).select(
        'board_posts.id',
        'board_posts.title',
        'board_posts.body',
        'board_posts.created_at',
      ) as Promise<Array<Pick<PostRow, 'id' | 'title' | 'body' | 'created_at'>>>;
    const rows = (await Promise.all([newest(false), newest(true)]))
      .flat()
      .map((row) => ({ row, at: fromDbTime(row.created_at)! }))
      .sort((a, b) => b.at.localeCompare(a.at) || b.row.id - a.row.id)
      .slice(0, FEED_ITEMS_MAX);
    const answer: PublicPostFeed = {
      posts: rows.map(({ row, at }) => ({ id: row.id, title: row.title, body: row.body, createdAt: at })),
    };
    ctx.body = answer;
  });

  router.get('/:board/posts/:id', maybeLogin, async (ctx) => {
    const board = await boardOf(ctx);
    const row = await postOf(ctx, board);
    const counted = await countVisit({
      key: `board_posts:${row.id}`,
      add: (n) => table(knex, 'board_posts').where({ id: row.id }).increment('views', n),
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
      const checked = await checkFiles(files, 'documentType');
      const authorName = await authorNameOf(knex, auth);
      let thumb: ImageVariants | null = null;
      let id: number;
      try {
        if (thumbs[0]) thumb = await storeImage(storage, 'boards', thumbs[0].buffer);
        const now = toDbTime(new Date());
        ({ result: id } = await withAttachments(knex, storage, checked, async (trx) => {
          const [postId] = await table(trx, 'board_posts').insert({
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
          const target = {
            table: 'board_files',
            folder: `boards/${postId}`,
            owner: { post_id: Number(postId) },
          } as const;
          return { result: Number(postId), target };
        }));
      } catch (err) {
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
    await table(knex, 'board_posts')
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
      await table(trx, 'board_posts').where({ id: row.id }).delete();
      return found;
    });
    await removeLeftovers(storage, leftovers);
    changed();
    ctx.status = 204;
  });

  router.get('/:board/posts/:id/files/:fileId', async (ctx) => {
    const post = await postOf(ctx, await boardOf(ctx));
    const file = await findAttachment(knex, 'board_files', {
      id: idParam(ctx.params.fileId),
      post_id: post.id,
    });
    await sendAttachment(ctx, storage, file);
  });

  const comments = commentRoutes(deps);
  router.use(comments.routes(), comments.allowedMethods());

  return router;
}
