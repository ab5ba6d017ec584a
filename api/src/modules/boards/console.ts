import type Router from '@koa/router';
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
import { type BoardRow, countRows, type Knex, table, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import {
  checkFiles,
  deleteFiles,
  findAttachment,
  removedAfterDelete,
  sendAttachment,
  withAttachments,
} from '../../http/attachments.js';
import type { AuthState } from '../../http/auth.js';
import { crudRoutes } from '../../http/crud.js';
import { apiError, fieldError } from '../../http/errors.js';
import { imageColumnRoutes } from '../../http/imageColumns.js';
import { listFields, type ListSpec, respondWithList } from '../../http/listQuery.js';
import { idParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { filesOf, multipart } from '../../http/uploads.js';
import {
  BOARDS_TAG,
  authorNameOf,
  columnsOf,
  commentCount,
  leftoversOf,
  postDependents,
  postBody,
  removeLeftovers,
  toBoard,
  toConsoleComment,
  toConsolePost,
  type CommentRow,
  type PostLeftovers,
  type PostRow,
} from './store.js';

const postList: ListSpec = {
  resource: 'board-posts',
  fields: listFields(
    {
      sortAndFilter: 'id:number boardId:number pinned:boolean hidden:boolean createdAt:date updatedAt:date',
      sort: 'title views:number',
      filter: 'userId:number',
    },
    'board_posts',
  ),
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
  return crudRoutes(knex, '/boards', {
    table: 'boards',
    list: {
      resource: 'boards',
      fields: listFields({
        sortAndFilter: 'id:number key writeAccess commentsEnabled:boolean published:boolean createdAt:date',
        sort: 'position:number',
      }),
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
    ...removedAfterDelete<BoardRow, PostLeftovers>(
      (trx, row) => leftoversOf(trx, (qb) => qb.where({ board_id: row.id })),
      (leftovers) => removeLeftovers(storage, leftovers),
    ),
  });
}

function postsResource({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const onChange = () => cache.invalidate(BOARDS_TAG);
  const withCounts = (qb: Knex.QueryBuilder) => qb.select('board_posts.*', commentCount(knex));
  const filesOfPosts = async (ids: number[]) =>
    ids.length ? await table(knex, 'board_files').whereIn('post_id', ids).orderBy('id') : [];
  const detail = async (row: PostRow) => toConsolePost(row, await filesOfPosts([row.id]));
  const findPost = async (ctx: Context): Promise<PostRow> => {
    const row = (await withCounts(table(knex, 'board_posts'))
      .where('board_posts.id', idParam(ctx.params.id))
      .first()) as PostRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };

  // The list answers records with their files (one query for the page), ahead of crudRoutes' own.
  const list = createRouter();
  list.get('/board-posts', async (ctx) => {
    await respondWithList(
      ctx,
      () => withCounts(table(knex, 'board_posts')),
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
        if (!(await table(knex, 'boards').where({ id: input.boardId }).first('id')))
          throw fieldError('boardId', 'invalid');
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
    ...removedAfterDelete<PostRow, PostLeftovers>(
      (trx, row) => leftoversOf(trx, (qb) => qb.where({ id: row.id })),
      (leftovers) => removeLeftovers(storage, leftovers),
    ),
  });

  /** Attaches one file (multipart `file`): pictures and PDF, checked by content, kept private. */
  crud.post('/:id/files', multipart({ maxFiles: 1, maxFileBytes: BOARD_FILE_BYTES_MAX }), async (ctx) => {
    const post = await findPost(ctx);
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    const checked = await checkFiles([file], 'documentType');
    if ((await countRows(table(knex, 'board_files').where({ post_id: post.id }))) >= BOARD_FILES_MAX)
      throw apiError(400, 'tooManyFiles', { num: BOARD_FILES_MAX });
    const target = { table: 'board_files', folder: `boards/${post.id}`, owner: { post_id: post.id } } as const;
    await withAttachments(knex, storage, checked, async () => ({ result: post.id, target }));
    onChange();
    ctx.body = await detail(await findPost(ctx));
  });

  const fileOf = async (ctx: Context) => {
    const post = await findPost(ctx);
    const file = await findAttachment(knex, 'board_files', {
      id: idParam(ctx.params.fileId),
      post_id: post.id,
    });
    return { post, file };
  };

  crud.delete('/:id/files/:fileId', async (ctx) => {
    const { post, file } = await fileOf(ctx);
    await table(knex, 'board_files').where({ id: file.id }).delete();
    await deleteFiles(storage, [file.storage_key]);
    onChange();
    ctx.body = await detail(post);
  });

  crud.get('/:id/files/:fileId', async (ctx) => {
    await sendAttachment(ctx, storage, (await fileOf(ctx)).file);
  });

  /** The list thumbnail (multipart `file`): re-encoded by sharp, public; the previous one removed. */
  imageColumnRoutes<PostRow>(crud, {
    knex,
    storage,
    table: 'board_posts',
    field: 'thumb',
    column: 'thumb',
    folder: 'boards',
    select: (qb) => void withCounts(qb),
    answer: detail,
    onChange,
  });

  list.use(crud.routes(), crud.allowedMethods());
  return list;
}

function commentsResource({ db, cache }: AppDeps): Router {
  const { knex } = db;
  return crudRoutes(knex, '/board-comments', {
    table: 'board_comments',
    // Staff see members' names and usernames here: every list and read is access-logged, under the
    // comments and under each member whose name it showed.
    audit: 'boardComment',
    auditMember: (row: CommentRow) => row.user_id,
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
        ...listFields(
          { sortAndFilter: 'id:number postId:number hidden:boolean createdAt:date', filter: 'userId:number' },
          'board_comments',
        ),
        ...listFields({ sortAndFilter: 'boardId:number' }, 'board_posts'),
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
