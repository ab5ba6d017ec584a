import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { table, toDbTime, type AttachmentRow, type Knex, type Tables } from '../db/index.js';
import { sniff } from '../services/images/index.js';
import { StoredFileMissing, type Storage } from '../services/storage/index.js';
import { logAccess } from './audit.js';
import { apiError } from './errors.js';
import type { UploadedFile } from './uploads.js';

/**
 * Private attachments (a post's files, a question's, a consultation request's, a member's
 * documents): kept outside the web root with a row each, sent only as downloads, and deleted when a
 * request that stored them fails or once the rows that name them are gone.
 */

/** What a post or a question may carry, judged by its bytes: pictures and PDF documents. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The tables that hold attachments. */
type AttachmentTable = 'user_documents' | 'board_files' | 'form_files' | 'question_files';

export type CheckedFile = UploadedFile & { type: { mime: string; ext: string } };

/**
 * Each file's type judged by its bytes, before anything is stored: one of `types` (pictures and PDF
 * unless said otherwise), or a 415 with `message`.
 */
export function checkFiles(
  files: UploadedFile[],
  message: 'fileType' | 'documentType',
  types: readonly string[] = ATTACHMENT_TYPES,
): Promise<CheckedFile[]> {
  return Promise.all(files.map(async (f) => ({ ...f, type: await sniff(f.buffer, types, message) })));
}

/** Where attachments go: their table, the folder of their files, the columns that name their owner. */
export interface AttachmentTarget {
  table: AttachmentTable;
  folder: string;
  owner: Record<string, unknown>;
  /** Put before each file's random name (`businessregistration-…`). */
  prefix?: string;
}

/**
 * Writes a row and its checked attachments in one transaction: `write` inserts what owns them (or
 * finds it) and says where they go. Every file goes to private storage under a random name with a
 * row of its own; files already stored are deleted again if anything fails, so a refused or broken
 * request leaves nothing behind. Answers `write`'s result and the attachments' ids.
 */
export async function withAttachments<T>(
  knex: Knex,
  storage: Storage,
  files: CheckedFile[],
  write: (trx: Knex) => Promise<{ result: T; target: AttachmentTarget }>,
): Promise<{ result: T; ids: number[] }> {
  const stored: string[] = [];
  try {
    return await knex.transaction(async (trx) => {
      const { result, target } = await write(trx);
      const ids: number[] = [];
      for (const file of files) {
        const key = `${target.folder}/${target.prefix ?? ''}${randomBytes(12).toString('hex')}.${file.type.ext}`;
        await storage.put('private', key, file.buffer, file.type.mime);
        stored.push(key);
        const [id] = await trx(target.table).insert({
          ...target.owner,
          original_name: file.originalName,
          storage_key: key,
          mime: file.type.mime,
          size: file.size,
          created_at: toDbTime(new Date()),
        });
        ids.push(Number(id));
      }
      return { result, ids };
    });
  } catch (err) {
    await deleteFiles(storage, stored);
    throw err;
  }
}

/** Deletes private files (after the rows naming them are committed gone, or after a failed request). */
export async function deleteFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete('private', key);
}

/** The attachment `where` picks in `name`, or a 404. */
export async function findAttachment<T extends AttachmentTable>(
  knex: Knex,
  name: T,
  where: Partial<Tables[T]>,
): Promise<Tables[T]> {
  const row = await table(knex, name).where(where).first();
  if (!row) throw apiError(404, 'notFound');
  return row as Tables[T];
}

/**
 * Sends a private file as a download under its original name (RFC 5987), never cached by anyone
 * (a member's own pages say `private, no-store`).
 */
export async function sendAttachment(
  ctx: Context,
  storage: Storage,
  file: Pick<AttachmentRow, 'original_name' | 'storage_key' | 'mime'>,
  cacheControl = 'no-store',
): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await storage.get('private', file.storage_key);
  } catch (err) {
    // The record is there and its file is not (removed by hand, a partial restore): gone, not broken.
    if (err instanceof StoredFileMissing) throw apiError(404, 'notFound');
    throw err;
  }
  ctx.set('Content-Type', file.mime);
  ctx.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', cacheControl);
  ctx.body = bytes;
}

/** A staff download of personal data: written to the access log (whose, which file), then sent. */
export async function sendLoggedAttachment(
  ctx: Context,
  { knex, storage }: { knex: Knex; storage: Storage },
  file: Pick<AttachmentRow, 'original_name' | 'storage_key' | 'mime'>,
  subject: { type: string; id: number; detail?: string },
  cacheControl?: string,
): Promise<void> {
  await logAccess(knex, ctx, {
    subjectType: subject.type,
    subjectId: subject.id,
    action: 'download',
    detail: subject.detail ?? file.original_name,
  });
  await sendAttachment(ctx, storage, file, cacheControl);
}

/**
 * A delete's leftovers (files, images): found inside the deleting transaction, removed once it is
 * committed. Spread into a crud definition as its `beforeDelete` and `afterDelete`.
 */
export function removedAfterDelete<Row extends { id: number }, Found>(
  find: (trx: Knex, row: Row) => Promise<Found>,
  remove: (found: Found) => Promise<void>,
) {
  const pending = new Map<number, Found>();
  return {
    beforeDelete: async (trx: Knex, row: Row): Promise<void> => {
      pending.set(row.id, await find(trx, row));
    },
    afterDelete: async (row: Row): Promise<void> => {
      if (!pending.has(row.id)) return;
      const found = pending.get(row.id)!;
      pending.delete(row.id);
      await remove(found);
    },
  };
}

/** A row's attachments in `table` (by the `owner` column), deleted with it. */
export function attachmentsRemoved<Row extends { id: number }>(storage: Storage, table: string, owner: string) {
  return removedAfterDelete<Row, string[]>(
    async (trx, row) =>
      (await trx(table)
        .where({ [owner]: row.id })
        .pluck('storage_key')) as string[],
    (keys) => deleteFiles(storage, keys),
  );
}
