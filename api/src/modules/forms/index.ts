import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import {
  formInput,
  formNoteInput,
  formUpdate,
  FORM_FILE_BYTES_MAX,
  FORM_FILES_MAX,
  previewOf,
  type FormNote,
  type Locale,
} from '@clinic/contract';
import { fromDbTime, fromJsonText, toDbTime, toJsonText } from '../../db/index.js';
import { crudRoutes, defined, idParam } from '../../http/crud.js';
import { optionalLogin, type AuthState } from '../../http/auth.js';
import { logAccess } from '../../http/audit.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { DOCUMENT_TYPES, sniff } from '../../services/images/index.js';
import type { AppDeps } from '../../app.js';
import { currentTerms } from '../terms/index.js';
import { notifyStaff } from '../inbox/index.js';
import { isStaffAccount } from '../auth/index.js';

interface FormRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  treatment: string;
  message: string;
  status: string;
  assignee_id: number | null;
  user_id: number | null;
  /** The newest staff note (a column of the list query). */
  memo: string | null;
  /** How many files came with it (a column of the list query). */
  file_count: number | string | null;
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

interface FormNoteRow {
  id: number;
  form_id: number;
  staff_username: string;
  body: string;
  created_at: string;
}

const toNote = (n: FormNoteRow): FormNote => ({
  id: n.id,
  body: n.body,
  staff: n.staff_username,
  createdAt: fromDbTime(n.created_at)!,
});

const record = (row: FormRow, files: FormFileRow[] = [], notes: FormNoteRow[] = []) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  treatment: row.treatment,
  message: row.message,
  preview: previewOf(row.message),
  status: row.status,
  assigneeId: row.assignee_id ?? null,
  userId: row.user_id ?? null,
  /** The newest staff note ('' when there is none). */
  memo: row.memo ?? '',
  fileCount: Number(row.file_count ?? 0),
  consents: fromJsonText(row.consents, []),
  locale: row.locale,
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
  files: files.map((f) => ({ id: f.id, name: f.original_name, mime: f.mime, size: f.size })),
  notes: notes.map(toNote),
});

/**
 * Public: `POST /v1/forms` (multipart: the fields, the consent, up to three files under `files`).
 * A submission is private: only staff read it, through the console.
 */
export function formPublicRoutes({ db, storage, counters, config, messenger }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  router.post(
    '/forms',
    // A member who is logged in sends it as themself; anyone else is matched by phone number.
    optionalLogin(config.jwtSecret, knex),
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
            user_id: (ctx.state.auth as AuthState | undefined)?.userId ?? null,
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
        void notifyStaff({ knex, messenger }, { kind: 'form', id }, (err) => ctx.app.emit('error', err, ctx));
      } catch (err) {
        for (const key of stored) await storage.delete('private', key);
        throw err;
      }
    },
  );
  return router;
}

/**
 * Console: `forms` — list (with a preview of the message, the number of files and the newest note),
 * read (with files and every note), status and assignee, notes added to the history, delete, export;
 * files downloaded by id. Every list, read, change, export and download is access-logged.
 */
export function formConsoleRoutes({ db, storage }: AppDeps): Router {
  const { knex } = db;
  const pendingFiles = new Map<number, FormFileRow[]>();
  const filesFor = (id: number) => knex('form_files').where({ form_id: id }).orderBy('id') as Promise<FormFileRow[]>;
  const notesFor = (id: number) =>
    knex('form_notes')
      .where({ form_id: id })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]) as Promise<FormNoteRow[]>;
  const addNote = async (ctx: Context, formId: number, body: string) => {
    const auth = ctx.state.auth as AuthState & { username?: string };
    await knex('form_notes').insert({
      form_id: formId,
      staff_id: auth.userId,
      staff_username: (auth.username ?? '').slice(0, 30),
      body,
      created_at: toDbTime(new Date()),
    });
  };
  const router = crudRoutes(knex, '/forms', {
    table: 'forms',
    audit: 'form',
    exportable: true,
    list: {
      resource: 'forms',
      fields: {
        id: { column: 'forms.id', type: 'number', sortable: true, filterable: true },
        status: { column: 'forms.status', type: 'string', sortable: true, filterable: true },
        treatment: { column: 'forms.treatment', type: 'string', sortable: true, filterable: true },
        assigneeId: { column: 'forms.assignee_id', type: 'number', sortable: true, filterable: true },
        userId: { column: 'forms.user_id', type: 'number', filterable: true },
        phone: { column: 'forms.phone', type: 'string', filterable: true },
        name: { column: 'forms.name', type: 'string', sortable: true },
        createdAt: { column: 'forms.created_at', type: 'date', sortable: true, filterable: true },
        updatedAt: { column: 'forms.updated_at', type: 'date', sortable: true },
      },
      search: ['forms.name', { phone: 'forms.phone' }, 'forms.email', 'forms.message'],
      defaultSort: ['createdAt', 'DESC'],
    },
    // Every row carries its number of files and its newest note.
    where: (qb) => {
      qb.select(
        'forms.*',
        knex.raw('(select count(*) from form_files where form_files.form_id = forms.id) as file_count'),
        knex.raw(
          '(select body from form_notes where form_notes.form_id = forms.id order by created_at desc, id desc limit 1) as memo',
        ),
      );
    },
    // Staff do not write requests: they set the status and the assignee, and add notes.
    updateSchema: formUpdate.partial(),
    toRecord: (row: FormRow) => record(row),
    detail: async (row: FormRow) => record(row, await filesFor(row.id), await notesFor(row.id)),
    validate: async (input) => {
      if (input.assigneeId && !(await isStaffAccount(knex, input.assigneeId)))
        throw fieldError('assigneeId', 'invalid');
    },
    toColumns: (input) =>
      defined({
        status: input.status,
        assignee_id: input.assigneeId,
      }),
    // `memo` (as before notes were kept) adds a note, unless it repeats the newest one.
    afterWrite: async (id, input, ctx) => {
      const text = input.memo?.trim();
      if (!text) return;
      const [newest] = await notesFor(id);
      if (newest?.body !== text) await addNote(ctx, id, text);
    },
    dependents: async (row) => ({
      files: (await filesFor(row.id)).length,
      notes: (await notesFor(row.id)).length,
    }),
    // The file rows and notes go with the request (ON DELETE CASCADE); file bytes once committed.
    beforeDelete: async (trx, row) => {
      pendingFiles.set(row.id, (await trx('form_files').where({ form_id: row.id })) as FormFileRow[]);
    },
    afterDelete: async (row) => {
      for (const f of pendingFiles.get(row.id) ?? []) await storage.delete('private', f.storage_key);
      pendingFiles.delete(row.id);
    },
  });
  router.post('/:id/notes', async (ctx) => {
    const id = idParam(ctx.params.id);
    if (!(await knex('forms').where({ id }).first('id'))) throw apiError(404, 'notFound');
    const { body } = parseOrThrow(formNoteInput, ctx.request.body);
    await addNote(ctx, id, body);
    await knex('forms')
      .where({ id })
      .update({ updated_at: toDbTime(new Date()) });
    await logAccess(knex, ctx, { subjectType: 'form', subjectId: id, action: 'update', detail: 'note' });
    ctx.status = 201;
    ctx.body = { notes: (await notesFor(id)).map(toNote) };
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
