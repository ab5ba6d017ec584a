import type Router from '@koa/router';
import type { Context } from 'koa';
import { formNoteInput, formReplyInput, formUpdate, TEXT_SEARCH_MAX_DAYS } from '@clinic/contract';
import { table, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { attachmentsRemoved, findAttachment, sendLoggedAttachment } from '../../http/attachments.js';
import { logAccess } from '../../http/audit.js';
import type { AuthState } from '../../http/auth.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { idParam } from '../../http/params.js';
import { isStaffAccount } from '../auth/index.js';
import { replyToRequest } from '../messaging/index.js';
import { record, relatedTo, toNote, type FormRow } from './store.js';

/**
 * Console: `forms` — list (with a preview of the message, the number of files and the newest note),
 * read (with files, every note, its member and earlier requests from the number), status and assignee,
 * notes added to the history, a reply by SMS or e-mail (`POST /:id/reply`), delete, export; files
 * downloaded by id. Every list, read, change, export and download is access-logged.
 */
export function formConsoleRoutes({ db, storage, messenger, clock }: AppDeps): Router {
  const { knex } = db;
  const filesFor = (id: number) => table(knex, 'form_files').where({ form_id: id }).orderBy('id');
  const notesFor = (id: number) =>
    table(knex, 'form_notes')
      .where({ form_id: id })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  const addNote = async (ctx: Context, formId: number, body: string) => {
    const auth = ctx.state.auth as AuthState & { username?: string };
    await table(knex, 'form_notes').insert({
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
    personalFields: ['name', 'phone', 'email', 'message', 'preview', 'consents'],
    exportable: true,
    list: {
      resource: 'forms',
      fields: listFields(
        {
          sortAndFilter: 'id:number status treatment assigneeId:number createdAt:date',
          sort: 'name updatedAt:date',
          filter: 'userId:number phone',
        },
        'forms',
      ),
      // On indexes at any volume: the first letters of a name or an e-mail, a phone number's first or
      // last digits; the message only within at most three months of requests (the screen's dates).
      search: [
        { prefix: 'forms.name' },
        { phone: 'forms.phone', last4: 'forms.phone_last4' },
        { prefix: 'forms.email' },
        { text: 'forms.message', within: 'forms.created_at', maxDays: TEXT_SEARCH_MAX_DAYS },
      ],
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
    // The record page also names the request's member and lists earlier requests from the number.
    detail: async (row: FormRow) => ({
      ...record(row, await filesFor(row.id), await notesFor(row.id)),
      ...(await relatedTo(knex, row)),
    }),
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
    ...attachmentsRemoved<FormRow>(storage, 'form_files', 'form_id'),
  });
  router.post('/:id/notes', async (ctx) => {
    const id = idParam(ctx.params.id);
    if (!(await table(knex, 'forms').where({ id }).first('id'))) throw apiError(404, 'notFound');
    const { body } = parseOrThrow(formNoteInput, ctx.request.body);
    await addNote(ctx, id, body);
    await table(knex, 'forms')
      .where({ id })
      .update({ updated_at: toDbTime(new Date()) });
    await logAccess(knex, ctx, { subjectType: 'form', subjectId: id, action: 'update', detail: 'note' });
    ctx.status = 201;
    ctx.body = { notes: (await notesFor(id)).map(toNote) };
  });
  // 답장: SMS (or 알림톡) or e-mail to the number or address the request came with (messaging's replyToRequest).
  router.post('/:id/reply', async (ctx) => {
    const id = idParam(ctx.params.id);
    const form = await table(knex, 'forms').where({ id }).first('id', 'name', 'phone', 'email', 'user_id');
    if (!form) throw apiError(404, 'notFound');
    const input = parseOrThrow(formReplyInput, ctx.request.body);
    const { replayed, ...message } = await replyToRequest({ knex, messenger, clock }, ctx, form, input);
    ctx.status = replayed ? 200 : 201;
    ctx.body = { message };
  });
  router.get('/:id/files/:fileId', async (ctx) => {
    const file = await findAttachment(knex, 'form_files', {
      id: idParam(ctx.params.fileId),
      form_id: idParam(ctx.params.id),
    });
    await sendLoggedAttachment(ctx, { knex, storage }, file, { type: 'form', id: file.form_id });
  });
  return router;
}
