import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import {
  BOARD_FILE_BYTES_MAX,
  BOARD_FILES_MAX,
  boardInput,
  boardUpdate,
  consoleCommentUpdate,
  consolePostInput,
  consolePostUpdate,
} from '@clinic/contract';
import { toDbTime, toJsonText, type Knex } from '../../db/index.js';
import type { AuthState } from '../../http/auth.js';
import { crudRoutes, idParam } from '../../http/crud.js';
import { apiError, fieldError } from '../../http/errors.js';
import { respondWithList, type ListSpec } from '../../http/listQuery.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteImage, storeImage } from '../../services/images/index.js';
import type { AppDeps } from '../../app.js';
import { IMAGE_BYTES_MAX } from '../content/imageRoutes.js';
import { imageOf } from '../content/shared.js';
import {
  BOARDS_TAG,
  authorNameOf,
  checkFiles,
  columnsOf,
  commentCount,
  leftoversOf,
  postDependents,
  postBody,
  removeLeftovers,
  sendFile,
  storeFiles,
  toBoard,
  toConsoleComment,
  toConsolePost,
  type BoardRow,
  type CommentRow,
  type FileRow,
  type PostLeftovers,
  type PostRow,
} from './store.js';

const postList: ListSpec = {
  resource: 'board-posts',
  fields: {
    id: { column: 'board_posts.id', type: 'number', sortable: true, filterable: true },
    boardId: { column: 'board_posts.board_id', type: 'number', sortable: true, filterable: true },
    userId: { column: 'board_posts.user_id', type: 'number', filterable: true },
    title: { column: 'board_posts.title', type: 'string', sortable: true },
    pinned: { column: 'board_posts.pinned', type: 'boolean', sortable: true, filterable: true },
    hidden: { column: 'board_posts.hidden', type: 'boolean', sortable: true, filterable: true },
    views: { column: 'board_posts.views', type: 'number', sortable: true },
    createdAt: { column: 'board_posts.created_at', type: 'date', sortable: true, filterable: true },
    updatedAt: { column: 'board_posts.updated_at', type: 'date', sortable: true, filterable: true },
  },
  search: ['board_posts.title'],
  defaultSort: ['createdAt', 'DESC'],
};

/**
 * Console: `boards` (CRUD; deleting one deletes its posts and their files), `board-posts` (CRUD,
 * files and a thumbnail), `board-comments` (list, hide or correct, delete).
 */
export function boardConsoleRoutes(deps: AppDeps): Router {
  const router = createRouter();
  for (const r of [boardsResource(deps), postsResource(deps), commentsResource(deps)])
    router.use(r.routes(), r.allowedMethods());
  return router;
}

function boardsResource({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const pending = new Map<number, PostLeftovers>();
  return crudRoutes(knex, '/boards', {
    table: 'boards',
    list: {
      resource: 'boards',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        key: { column: 'key', type: 'string', sortable: true, filterable: true },
        writeAccess: { column: 'write_access', type: 'string', sortable: true, filterable: true },
        commentsEnabled: { column: 'comments_enabled', type: 'boolean', sortable: true, filterable: true },
        published: { column: 'published', type: 'boolean', sortable: true, filterable: true },
        position: { column: 'position', type: 'number', sortable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['key', { translated: 'name' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: boardInput,
    updateSchema: boardUpdate,
    toRecord: (row: BoardRow) => toBoard(row),
    toColumns: (input, ctx) =>
      columnsOf(
        ctx,
        { ...input, name: input.name === undefined ? undefined : toJsonText(input.name) },
        {
          key: 'key',
          name: 'name',
          writeAccess: 'write_access',
          commentsEnabled: 'comments_enabled',
          published: 'published',
          position: 'position',
        },
      ),
    onChange: () => cache.invalidate(BOARDS_TAG),
    uniqueField: 'key',
    // The console names these in its confirmation before a board is deleted.
    dependents: (row) => postDependents(knex, (qb) => qb.where({ board_id: row.id })),
    // A board's posts, their files and comments go with it (ON DELETE CASCADE); the bytes after.
    beforeDelete: async (trx, row) => {
      pending.set(row.id, await leftoversOf(trx, (qb) => qb.where({ board_id: row.id })));
    },
    afterDelete: async (row) => {
      await removeLeftovers(storage, pending.get(row.id));
      pending.delete(row.id);
    },
  });
}

function postsResource({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const onChange = () => cache.invalidate(BOARDS_TAG);
  const pending = new Map<number, PostLeftovers>();
  const withCounts = (qb: Knex.QueryBuilder) => qb.select('board_posts.*', commentCount(knex));
  const filesOfPosts = async (ids: number[]) =>
    ids.length ? ((await knex('board_files').whereIn('post_id', ids).orderBy('id')) as FileRow[]) : [];
  const detail = async (row: PostRow) => toConsolePost(row, await filesOfPosts([row.id]));
  const findPost = async (ctx: Context): Promise<PostRow> => {
    const row = (await withCounts(knex('board_posts')).where('board_posts.id', idParam(ctx.params.id)).first()) as
      PostRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };

  // The list answers records with their files (one query for the page), ahead of crudRoutes' own.
  const list = createRouter();
  list.get('/board-posts', async (ctx) => {
    await respondWithList(
      ctx,
      () => withCounts(knex('board_posts')),
      postList,
      (row: PostRow) => row,
    );
    const rows = ctx.body as PostRow[];
    const files = await filesOfPosts(rows.map((r) => r.id));
    ctx.body = rows.map((r) =>
      toConsolePost(
        r,
        files.filter((f) => f.post_id === r.id),
      ),
    );
  });

  const crud = crudRoutes(knex, '/board-posts', {
    table: 'board_posts',
    list: postList,
    where: withCounts,
    createSchema: consolePostInput,
    updateSchema: consolePostUpdate,
    toRecord: (row: PostRow) => toConsolePost(row),
    detail,
    validate: async (input) => {
      if ('boardId' in input && input.boardId !== undefined) {
        if (!(await knex('boards').where({ id: input.boardId }).first('id'))) throw fieldError('boardId', 'invalid');
      }
    },
    toColumns: async (input, ctx) => {
      const columns = columnsOf(
        ctx,
        {
          ...input,
          // Staff write HTML: through the allow-list, and refused when nothing is left of it.
          body: input.body === undefined ? undefined : postBody(input.body, true),
        },
        { boardId: 'board_id', title: 'title', body: 'body', pinned: 'pinned', hidden: 'hidden' },
      );
      if (ctx.method === 'POST') {
        const auth = ctx.state.auth as AuthState;
        columns.user_id = auth.userId;
        columns.author_name = await authorNameOf(knex, auth);
      }
      return columns;
    },
    onChange,
    dependents: async (row) => {
      const { comments, files } = await postDependents(knex, (qb) => qb.where({ id: row.id }));
      return { comments, files };
    },
    beforeDelete: async (trx, row) => {
      pending.set(row.id, await leftoversOf(trx, (qb) => qb.where({ id: row.id })));
    },
    afterDelete: async (row) => {
      await removeLeftovers(storage, pending.get(row.id));
      pending.delete(row.id);
    },
  });

  /** Attaches one file (multipart `file`): pictures and PDF, checked by content, kept private. */
  crud.post('/:id/files', multipart({ maxFiles: 1, maxFileBytes: BOARD_FILE_BYTES_MAX }), async (ctx) => {
    const post = await findPost(ctx);
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    const [checked] = await checkFiles([file]);
    const count = Number(
      ((await knex('board_files').where({ post_id: post.id }).count({ n: '*' }).first()) as { n: number | string }).n,
    );
    if (count >= BOARD_FILES_MAX) throw apiError(400, 'tooManyFiles', { num: BOARD_FILES_MAX });
    const stored: string[] = [];
    try {
      await knex.transaction((trx) => storeFiles(trx, storage, post.id, [checked!], stored));
    } catch (err) {
      for (const key of stored) await storage.delete('private', key);
      throw err;
    }
    onChange();
    ctx.body = await detail(await findPost(ctx));
  });

  crud.delete('/:id/files/:fileId', async (ctx) => {
    const post = await findPost(ctx);
    const file = (await knex('board_files')
      .where({ id: idParam(ctx.params.fileId), post_id: post.id })
      .first()) as FileRow | undefined;
    if (!file) throw apiError(404, 'notFound');
    await knex('board_files').where({ id: file.id }).delete();
    await storage.delete('private', file.storage_key);
    onChange();
    ctx.body = await detail(post);
  });

  crud.get('/:id/files/:fileId', async (ctx) => {
    const post = await findPost(ctx);
    const file = (await knex('board_files')
      .where({ id: idParam(ctx.params.fileId), post_id: post.id })
      .first()) as FileRow | undefined;
    if (!file) throw apiError(404, 'notFound');
    sendFile(ctx, file, await storage.get('private', file.storage_key));
  });

  /** The list thumbnail (multipart `file`): re-encoded by sharp, public; the previous one removed. */
  crud.post('/:id/thumb', multipart({ maxFiles: 1, maxFileBytes: IMAGE_BYTES_MAX }), async (ctx) => {
    const post = await findPost(ctx);
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    const image = await storeImage(storage, 'boards', file.buffer);
    await knex('board_posts')
      .where({ id: post.id })
      .update({ thumb: toJsonText(image), updated_at: toDbTime(new Date()) });
    await deleteImage(storage, imageOf(post.thumb));
    onChange();
    ctx.body = await detail(await findPost(ctx));
  });

  crud.delete('/:id/thumb', async (ctx) => {
    const post = await findPost(ctx);
    await knex('board_posts')
      .where({ id: post.id })
      .update({ thumb: null, updated_at: toDbTime(new Date()) });
    await deleteImage(storage, imageOf(post.thumb));
    onChange();
    ctx.body = await detail(await findPost(ctx));
  });

  list.use(crud.routes(), crud.allowedMethods());
  return list;
}

function commentsResource({ db, cache }: AppDeps): Router {
  const { knex } = db;
  return crudRoutes(knex, '/board-comments', {
    table: 'board_comments',
    where: (qb) =>
      qb
        .join('board_posts', 'board_posts.id', 'board_comments.post_id')
        // Staff see whose comment it is (the site shows the name masked).
        .leftJoin('users', 'users.id', 'board_comments.user_id')
        .select(
          'board_comments.*',
          'board_posts.board_id',
          'board_posts.title as post_title',
          'users.name as member_name',
          'users.username as member_username',
        ),
    list: {
      resource: 'board-comments',
      fields: {
        id: { column: 'board_comments.id', type: 'number', sortable: true, filterable: true },
        postId: { column: 'board_comments.post_id', type: 'number', sortable: true, filterable: true },
        boardId: { column: 'board_posts.board_id', type: 'number', sortable: true, filterable: true },
        userId: { column: 'board_comments.user_id', type: 'number', filterable: true },
        hidden: { column: 'board_comments.hidden', type: 'boolean', sortable: true, filterable: true },
        createdAt: { column: 'board_comments.created_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['board_comments.body', 'board_comments.author_name'],
      defaultSort: ['createdAt', 'DESC'],
    },
    // Staff hide, unhide or correct a comment; they do not write members' comments.
    updateSchema: consoleCommentUpdate,
    toRecord: (row: CommentRow) => toConsoleComment(row),
    toColumns: (input, ctx) => columnsOf(ctx, input, { hidden: 'hidden', body: 'body' }),
    onChange: () => cache.invalidate(BOARDS_TAG),
  });
}
