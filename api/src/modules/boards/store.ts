import type { Context } from 'koa';
import {
  maskName,
  type Board,
  type BoardFile,
  type ConsoleComment,
  type ConsolePost,
  type PostSummary,
  type PublicBoard,
  type PublicComment,
} from '@clinic/contract';
import {
  type BoardFileRow,
  type BoardRow,
  countRows,
  fromDbBool,
  fromDbTime,
  imageOf,
  type Knex,
  table,
  type Tables,
  translatedOf,
} from '../../db/index.js';
import { localized } from '../../http/answers.js';
import { deleteFiles } from '../../http/attachments.js';
import { isStaff, type AuthState } from '../../http/auth.js';
import { fieldError } from '../../http/errors.js';
import { hasContent, sanitizeRichText, textToHtml } from '../../services/html/index.js';
import { deleteImage } from '../../services/images/index.js';
import type { Storage } from '../../services/storage/index.js';

/** Boards, posts, comments and their files: records, who may change what, what a delete takes along. */

/** Public answers of board lists carry this cache tag; every board, post or comment write clears it. */
export const BOARDS_TAG = 'boards';

/** A post, with (a subquery beside it) the count of its comments that readers see. */
export type PostRow = Tables['board_posts'] & { comments?: number | string };

/** A comment; the console's list joins where it was posted and who wrote it (staff see the member). */
export type CommentRow = Tables['board_comments'] & {
  board_id?: number;
  post_title?: string;
  member_name?: string | null;
  member_username?: string | null;
};

export function toBoard(row: BoardRow): Board {
  return {
    id: row.id,
    key: row.key,
    name: translatedOf(row.name),
    writeAccess: row.write_access,
    commentsEnabled: fromDbBool(row.comments_enabled),
    published: fromDbBool(row.published),
    position: Number(row.position),
    createdAt: fromDbTime(row.created_at)!,
    updatedAt: fromDbTime(row.updated_at)!,
  };
}

export function toPublicBoard(ctx: Context, row: BoardRow): PublicBoard {
  return {
    key: row.key,
    name: localized(ctx, row.name),
    writeAccess: row.write_access,
    commentsEnabled: fromDbBool(row.comments_enabled),
  };
}

export function toSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author_name,
    thumb: imageOf(row.thumb),
    pinned: fromDbBool(row.pinned),
    views: Number(row.views),
    comments: Number(row.comments ?? 0),
    createdAt: fromDbTime(row.created_at)!,
  };
}

export function toFile(file: BoardFileRow, url: string): BoardFile {
  return { id: file.id, name: file.original_name, size: Number(file.size), mime: file.mime, url };
}

export function toConsolePost(row: PostRow, files: BoardFileRow[] = []): ConsolePost {
  return {
    ...toSummary(row),
    boardId: row.board_id,
    body: row.body,
    hidden: fromDbBool(row.hidden),
    files: files.map((f) => toFile(f, `/api/console/board-posts/${row.id}/files/${f.id}`)),
    updatedAt: fromDbTime(row.updated_at)!,
  };
}

export function toPublicComment(row: CommentRow, auth: AuthState | undefined): PublicComment {
  return {
    id: row.id,
    author: row.author_name,
    body: row.body,
    createdAt: fromDbTime(row.created_at)!,
    mine: mayChange(auth, row.user_id),
  };
}

export function toConsoleComment(row: CommentRow): ConsoleComment {
  return {
    id: row.id,
    postId: row.post_id,
    boardId: Number(row.board_id),
    postTitle: row.post_title ?? '',
    userId: row.user_id,
    author: row.author_name,
    memberName: row.member_name ?? '',
    memberUsername: row.member_username ?? '',
    body: row.body,
    hidden: fromDbBool(row.hidden),
    createdAt: fromDbTime(row.created_at)!,
  };
}

/** The author or staff may edit or delete a post or comment. */
export function mayChange(auth: AuthState | undefined, authorId: number | null): boolean {
  if (!auth) return false;
  return isStaff(auth) || (authorId !== null && authorId === auth.userId);
}

/** The count of a post's visible comments, as a column of a `board_posts` query. */
export function commentCount(knex: Knex, postColumn = 'board_posts.id') {
  return table(knex, 'board_comments')
    .count('*')
    .whereRaw('board_comments.post_id = ??', [postColumn])
    .where('board_comments.hidden', false)
    .as('comments');
}

/**
 * The name shown as a post's or comment's author, kept as written: a staff account's name as it
 * is, a member's name masked (김*수), so a board never shows a patient's full name.
 */
export async function authorNameOf(knex: Knex, auth: AuthState): Promise<string> {
  const user = await table(knex, 'users').where({ id: auth.userId }).first('name', 'username');
  const name = (user?.name?.trim() || user?.username || '').slice(0, 100);
  return isStaff(auth) ? name : maskName(name);
}

/**
 * A post body as stored: staff write HTML (through the allow-list), members plain text (escaped
 * into paragraphs). A body with nothing left is refused like an empty one.
 */
export function postBody(body: string, asHtml: boolean): string {
  const html = asHtml ? sanitizeRichText(body) : textToHtml(body);
  if (!hasContent(html)) throw fieldError('body', 'required');
  return html;
}

/** What a post leaves behind on disk: its attachments (private) and its thumbnail (public). */
export interface PostLeftovers {
  keys: string[];
  thumbs: Array<string | null>;
}

/** The files of the posts `where` selects, read inside the deleting transaction. */
export async function leftoversOf(trx: Knex, where: (qb: Knex.QueryBuilder) => void): Promise<PostLeftovers> {
  const posts = table(trx, 'board_posts').select('id', 'thumb');
  where(posts);
  const rows = (await posts) as Array<{ id: number; thumb: string | null }>;
  const ids = rows.map((r) => r.id);
  const files = ids.length ? await table(trx, 'board_files').whereIn('post_id', ids).select('storage_key') : [];
  return { keys: files.map((f) => f.storage_key), thumbs: rows.map((r) => r.thumb) };
}

/** What deleting the posts `where` picks takes along: the posts, their comments and their files. */
export async function postDependents(
  knex: Knex,
  where: (qb: Knex.QueryBuilder) => void,
): Promise<{ posts: number; comments: number; files: number }> {
  const posts = table(knex, 'board_posts').select('id');
  where(posts);
  const [count, comments, files] = await Promise.all([
    countRows(knex.from(posts.clone().as('p'))),
    countRows(table(knex, 'board_comments').whereIn('post_id', posts.clone())),
    countRows(table(knex, 'board_files').whereIn('post_id', posts.clone())),
  ]);
  return { posts: count, comments, files };
}

/** Removes the files once the rows are gone (after the commit). */
export async function removeLeftovers(storage: Storage, leftovers: PostLeftovers | undefined): Promise<void> {
  if (!leftovers) return;
  await deleteFiles(storage, leftovers.keys);
  for (const thumb of leftovers.thumbs) await deleteImage(storage, imageOf(thumb));
}

/**
 * Validated input to columns by `map` (field -> column). On an update only the fields the caller
 * actually sent count: the contract's update schemas are `.partial()` of schemas with defaults,
 * which would otherwise reset the fields left out (a PUT of `{ hidden: true }` unpinning a post).
 */
export function columnsOf(
  ctx: Context,
  input: Record<string, unknown>,
  map: Record<string, string>,
): Record<string, unknown> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(map)) {
    if (input[field] === undefined) continue;
    if (ctx.method === 'PUT' && !(field in body)) continue;
    out[column] = input[field];
  }
  return out;
}
