import { readFile, rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { withoutMetadata } from '../services/images/index.js';
import { apiError } from './errors.js';

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
  size: number;
}

/**
 * Multipart parsing for one route: at most `maxFiles` files of `maxFileBytes` each. Too large is a
 * 413, too many a 400, each with a message in the caller's language; temp files never outlive the
 * request.
 */
export function multipart(opts: { maxFiles: number; maxFileBytes: number }) {
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: true,
    text: false,
    formLimit: '100kb',
    formidable: {
      maxFiles: opts.maxFiles,
      maxFileSize: opts.maxFileBytes,
      maxTotalFileSize: opts.maxFiles * opts.maxFileBytes,
      maxFields: 50,
      allowEmptyFiles: false,
      minFileSize: 1,
      // Files finish writing in any order; remember the order they were sent in.
      onFileBegin: (_name, file) => sentOrder.set(file, nextOrder++),
    },
  });
  const mb = Math.round(opts.maxFileBytes / (1024 * 1024));
  return async function multipartMiddleware(ctx: Context, next: Next) {
    if (!ctx.is('multipart')) throw apiError(415, 'unsupportedMediaType');
    try {
      await parse(ctx, async () => {});
    } catch (err) {
      const e = err as { httpCode?: number; code?: number; message?: string };
      // formidable's codes: 1015 number of files (it also says 413), 1009/1016 file size, 1010 empty.
      if (e.code === 1015) throw apiError(400, 'tooManyFiles', { num: opts.maxFiles });
      if (e.code === 1009 || e.code === 1016 || e.httpCode === 413) throw apiError(413, 'fileTooLarge', { num: mb });
      throw apiError(400, 'badRequest');
    }
    try {
      await next();
    } finally {
      for (const file of allFiles(ctx)) await rm(file.filepath, { force: true });
    }
  };
}

let nextOrder = 0;
const sentOrder = new WeakMap<object, number>();

interface FormidableFile {
  filepath: string;
  originalFilename: string | null;
  size: number;
}

function allFiles(ctx: Context): FormidableFile[] {
  const files = (ctx.request as { files?: Record<string, FormidableFile | FormidableFile[]> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : [f]));
}

/**
 * The files sent under `field`, read into memory (their temp files are removed after the request).
 * This is the only way uploaded bytes reach a route, so it is where pictures lose their metadata
 * (camera, GPS, comments: `withoutMetadata`); `size` is that of the bytes that may be stored.
 */
export async function filesOf(ctx: Context, field: string): Promise<UploadedFile[]> {
  const files = (ctx.request as { files?: Record<string, FormidableFile | FormidableFile[]> }).files ?? {};
  const value = files[field];
  const list = (value === undefined ? [] : Array.isArray(value) ? value : [value]).sort(
    (a, b) => (sentOrder.get(a) ?? 0) - (sentOrder.get(b) ?? 0),
  );
  return Promise.all(
    list.map(async (f) => {
      const buffer = await withoutMetadata(await readFile(f.filepath));
      return {
        buffer,
        originalName: (f.originalFilename ?? 'file').replace(/[\\/\0]/g, '_').slice(0, 200),
        size: buffer.length,
      };
    }),
  );
}
