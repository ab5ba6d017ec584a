import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import { formInput, formUpdate, FORM_FILE_BYTES_MAX, FORM_FILES_MAX, type Locale } from '@clinic/contract';
import { fromDbTime, fromJsonText, toDbTime, toJsonText } from '../../db/index.js';
import { crudRoutes, idParam } from '../../http/crud.js';
import { logAccess } from '../../http/audit.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { DOCUMENT_TYPES, sniff } from '../../services/images/index.js';
import type { AppDeps } from '../../app.js';
import { currentTerms } from '../terms/index.js';

interface FormRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  treatment: string;
  message: string;
  status: string;
  memo: string | null;
  consents: string;
  locale: Locale;
  ip: string | null;
  created_at: string;
  updated_at: string;
}
interface FormFileRow {
  id: number;
  form_id: number;
  original_name: string;
  storage_key: string;
  mime: string;
  size: number;
}

const record = (row: FormRow, files: FormFileRow[] = []) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  treatment: row.treatment,
  message: row.message,
  status: row.status,
  memo: row.memo ?? '',
  consents: fromJsonText(row.consents, []),
  locale: row.locale,
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
  files: files.map((f) => ({ id: f.id, name: f.original_name, mime: f.mime, size: f.size })),
});

/**
 * Public: `POST /v1/forms` (multipart: the fields, the consent, up to three files under `files`).
 * A submission is private: only staff read it, through the console.
 */
export function formPublicRoutes({ db, storage, counters }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  router.post(
    '/forms',
    async (ctx, next) => {
      await consume(counters, `forms:ip:${ctx.ip}`, { max: 10, windowMs: 60 * 60_000 });
      await next();
    },
    multipart({ maxFiles: FORM_FILES_MAX, maxFileBytes: FORM_FILE_BYTES_MAX }),
    async (ctx) => {
      const body = ctx.request.body as Record<string, unknown>;
      const input = parseOrThrow(formInput, {
        ...body,
        consent: body.consent === 'true' || body.consent === true,
        marketing: body.marketing === 'true' || body.marketing === true,
      });
      const files = await filesOf(ctx, 'files');
      const checked = await Promise.all(
        files.map(async (f) => ({ ...f, type: await sniff(f.buffer, DOCUMENT_TYPES) })),
      );
      // Each consent is kept apart, with the version of the text the visitor was shown.
      const terms = await currentTerms(knex, ['consultation-consent', 'marketing-consent']);
      const versionOf = (code: string) => terms.find((t) => t.code === code)?.version ?? null;
      const now = new Date();
      const consents = [
        {
          code: 'consultation-consent',
          version: versionOf('consultation-consent'),
          agreed: true,
          at: now.toISOString(),
        },
        {
          code: 'marketing-consent',
          version: versionOf('marketing-consent'),
          agreed: input.marketing,
          at: now.toISOString(),
        },
      ];
      const stored: string[] = [];
      try {
        const id = await knex.transaction(async (trx) => {
          const [formId] = await trx('forms').insert({
            name: input.name,
            phone: input.phone,
            email: input.email,
            treatment: input.treatment,
            message: input.message,
            status: 'new',
            consents: toJsonText(consents),
            locale: ctx.state.locale,
            ip: ctx.ip.slice(0, 45),
            created_at: toDbTime(now),
            updated_at: toDbTime(now),
          });
          for (const file of checked) {
            const key = `forms/${formId}/${randomBytes(12).toString('hex')}.${file.type.ext}`;
            await storage.put('private', key, file.buffer, file.type.mime);
            stored.push(key);
            await trx('form_files').insert({
              form_id: formId,
              original_name: file.originalName,
              storage_key: key,
              mime: file.type.mime,
              size: file.size,
              created_at: toDbTime(now),
            });
          }
          return Number(formId);
        });
        ctx.status = 201;
        ctx.body = { form: { id, createdAt: now.toISOString() } };
      } catch (err) {
        for (const key of stored) await storage.delete('private', key);
        throw err;
      }
    },
  );
  return router;
}

/** Console: `forms` — list, read (with files), status and memo, delete; files downloaded by id. */
export function formConsoleRoutes({ db, storage }: AppDeps): Router {
  const { knex } = db;
  const pendingFiles = new Map<number, FormFileRow[]>();
  const filesFor = (id: number) => knex('form_files').where({ form_id: id }).orderBy('id') as Promise<FormFileRow[]>;
  const router = crudRoutes(knex, '/forms', {
    table: 'forms',
    audit: 'form',
    list: {
      resource: 'forms',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        status: { column: 'status', type: 'string', sortable: true, filterable: true },
        treatment: { column: 'treatment', type: 'string', sortable: true, filterable: true },
        name: { column: 'name', type: 'string', sortable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
        updatedAt: { column: 'updated_at', type: 'date', sortable: true },
      },
      search: ['name', 'phone', 'email', 'message'],
      defaultSort: ['createdAt', 'DESC'],
    },
    // Staff do not write requests; they only change status and memo.
    updateSchema: formUpdate.partial(),
    toRecord: (row: FormRow) => record(row),
    detail: async (row: FormRow) => record(row, await filesFor(row.id)),
    toColumns: (input) => ({
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.memo !== undefined ? { memo: input.memo } : {}),
    }),
    // The file rows go with the request (ON DELETE CASCADE); their bytes once that is committed.
    beforeDelete: async (trx, row) => {
      pendingFiles.set(row.id, (await trx('form_files').where({ form_id: row.id })) as FormFileRow[]);
    },
    afterDelete: async (row) => {
      for (const f of pendingFiles.get(row.id) ?? []) await storage.delete('private', f.storage_key);
      pendingFiles.delete(row.id);
    },
  });
  router.get('/:id/files/:fileId', async (ctx) => {
    const file = (await knex('form_files')
      .where({ id: idParam(ctx.params.fileId), form_id: idParam(ctx.params.id) })
      .first()) as FormFileRow | undefined;
    if (!file) throw apiError(404, 'notFound');
    await logAccess(knex, ctx, {
      subjectType: 'form',
      subjectId: file.form_id,
      action: 'download',
      detail: file.original_name,
    });
    ctx.set('Content-Type', file.mime);
    ctx.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await storage.get('private', file.storage_key);
  });
  return router;
}
