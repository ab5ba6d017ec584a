import { recordChange } from '../../http/history.js';
import { koreaTime } from '../../http/versions.js';
import type Router from '@koa/router';
import {
  levelInput,
  memberCreate,
  memberPhone,
  memberUpdate,
  normalizeTarget,
  staffNoteInput,
  type MemberWarning,
  type Scope,
} from '@clinic/contract';
import { countRows, fromDbBool, fromDbTime, table, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { findAttachment, sendLoggedAttachment } from '../../http/attachments.js';
import { logAccess } from '../../http/audit.js';
import type { AuthState } from '../../http/auth.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { listFields } from '../../http/listQuery.js';
import { idParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { endSessions, hashPassword, membersOnly, usernameAvailable } from '../auth/index.js';
import { memberHistory } from './history.js';
import { memberRecord, staffNoteOf } from './store.js';

const memberFields = listFields({
  sortAndFilter: 'id:number kind levelId:number status marketing:boolean createdAt:date',
  sort: 'username name lastLoginAt:date',
});

/**
 * Console: member levels, withdrawal records, members (list, read with documents and consents,
 * create, change, export; never deleted), staff notes, a member's history, document downloads.
 * Every read or change of a member's data is access-logged.
 */
export function memberConsoleRoutes({ db, storage, clock }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();

  // ---- levels (registered before /users/:id, which would take "levels" for an id) ----
  const levels = crudRoutes(knex, '/users/levels', {
    table: 'user_levels',
    list: {
      resource: 'levels',
      fields: listFields({ sortAndFilter: 'id:number', sort: 'name position:number' }),
      search: ['name', 'description'],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: levelInput,
    updateSchema: levelInput.partial(),
    toRecord: (row: { id: number; name: string; description: string; position: number }) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      position: row.position,
    }),
    toColumns: (input) => defined({ name: input.name, description: input.description, position: input.position }),
    // Deleting a level leaves its members without one: the console says how many first.
    dependents: async (row) => ({ members: await countRows(table(knex, 'users').where({ level_id: row.id })) }),
  });

  // Usernames of withdrawn accounts and the reasons members gave: access-logged like members.
  const withdrawals = crudRoutes(knex, '/users/withdrawals', {
    table: 'withdrawals',
    readOnly: true,
    audit: 'withdrawal',
    list: {
      resource: 'withdrawals',
      fields: listFields({ sortAndFilter: 'id:number kind withdrawnAt:date' }),
      search: ['username', 'reason'],
      defaultSort: ['withdrawnAt', 'DESC'],
    },
    toRecord: (row: {
      id: number;
      user_id: number | null;
      username: string | null;
      kind: string;
      reason: string;
      withdrawn_at: string;
      reusable_after: string;
    }) => ({
      id: row.id,
      userId: row.user_id,
      username: row.username,
      kind: row.kind,
      reason: row.reason,
      withdrawnAt: fromDbTime(row.withdrawn_at),
      reusableAfter: fromDbTime(row.reusable_after),
    }),
    toColumns: () => ({}),
  });

  // ---- members ----
  const members = crudRoutes(knex, '/users', {
    table: 'users',
    where: membersOnly,
    audit: 'member',
    noDelete: true,
    exportable: true,
    // An export names the level rather than its number.
    exportRecord: async (rows) => {
      const levels = new Map((await table(knex, 'user_levels').select('id', 'name')).map((l) => [l.id, l.name]));
      return rows.map((row) => ({ ...memberRecord(row), level: row.level_id ? (levels.get(row.level_id) ?? '') : '' }));
    },
    list: {
      resource: 'users',
      fields: memberFields,
      // On indexes at any volume: the first letters of a name, username or e-mail, a phone number's
      // first or last digits.
      search: [
        { prefix: 'name' },
        { prefix: 'username', lower: true },
        { phone: 'phone', last4: 'phone_last4' },
        { prefix: 'email' },
      ],
      defaultSort: ['createdAt', 'DESC'],
    },
    createSchema: memberCreate,
    updateSchema: memberUpdate,
    toRecord: memberRecord,
    personalFields: ['username', 'name', 'email', 'phone', 'birthDate'],
    detail: async (row) => {
      const docs = await table(knex, 'user_documents').where({ user_id: row.id }).orderBy('id');
      const consents = await table(knex, 'user_consents').where({ user_id: row.id }).orderBy('id');
      return {
        ...memberRecord(row),
        ...staffNoteOf(row),
        documents: docs.map((d) => ({
          id: d.id,
          kind: d.kind,
          name: d.original_name,
          mime: d.mime,
          size: d.size,
          createdAt: fromDbTime(d.created_at),
        })),
        consents: consents.map((c) => ({
          code: c.term_code,
          version: c.term_version,
          agreed: fromDbBool(c.agreed),
          at: fromDbTime(c.created_at),
        })),
      };
    },
    validate: async (input, ctx, existing) => {
      // A taken username is said on its field, where the console shows it.
      if (!existing && 'username' in input && input.username && !(await usernameAvailable(knex, input.username))) {
        throw fieldError('username', 'usernameTaken', 409);
      }
      // A member's phone by their kind: a Korean number, or an international member's with its country code.
      const typedPhone = (ctx.request.body as { phone?: unknown } | undefined)?.phone;
      if (existing && input.phone !== undefined && typeof typedPhone === 'string') {
        const checked = memberPhone(existing.kind === 'FOREIGN').safeParse(typedPhone);
        if (!checked.success) throw fieldError('phone', checked.error.issues[0]?.message ?? 'invalid');
      }
      if (
        'levelId' in input &&
        input.levelId &&
        !(await table(knex, 'user_levels').where({ id: input.levelId }).first('id'))
      ) {
        throw fieldError('levelId', 'invalid');
      }
      if (existing && existing.status === 'withdrawn') throw apiError(409, 'conflict');
    },
    toColumns: async (input, ctx) => {
      const created = ctx.method === 'POST' && 'password' in input;
      return defined({
        ...(created
          ? {
              username: (input as { username: string }).username,
              password_hash: await hashPassword((input as { password: string }).password),
              kind: (input as { kind: string }).kind,
              scopes: JSON.stringify(['user'] satisfies Scope[]),
              status: 'active',
              password_changed_at: toDbTime(new Date()),
            }
          : {}),
        name: input.name,
        email: input.email === undefined ? undefined : normalizeTarget('email', input.email),
        phone: input.phone === undefined ? undefined : normalizeTarget('sms', input.phone),
        birth_date: 'birthDate' in input ? input.birthDate : undefined,
        level_id: input.levelId,
        status: 'status' in input ? input.status : undefined,
      });
    },
    afterWrite: async (id, input) => {
      if ('status' in input && input.status === 'disabled') await endSessions(knex, id, new Date(clock.now()));
    },
  });

  /** Staff's own note on a member: who wrote it and when is kept with it. */
  // The save names the note it was made on (`noteAt`, the time of the note the form showed): a note
  // written meanwhile by someone else is not overwritten (409, naming who and when).
  router.put('/users/:id/note', async (ctx) => {
    const id = idParam(ctx.params.id);
    const { note } = parseOrThrow(staffNoteInput, ctx.request.body);
    const auth = ctx.state.auth as AuthState;
    const before = await membersOnly(table(knex, 'users').where({ id })).first(
      'staff_note',
      'staff_note_by',
      'staff_note_at',
    );
    if (!before) throw apiError(404, 'notFound');
    const sent = (ctx.request.body as { noteAt?: unknown } | undefined)?.noteAt;
    const at = fromDbTime(before.staff_note_at);
    if ((typeof sent === 'string' || sent === null) && sent !== at)
      throw apiError(409, 'changedMeanwhile', {
        by: before.staff_note_by || '-',
        at: at ? koreaTime(new Date(at), ctx.state.locale ?? 'ko') : '-',
      });
    const updated = await membersOnly(table(knex, 'users').where({ id })).update({
      staff_note: note,
      staff_note_by: (auth.username ?? '').slice(0, 30),
      staff_note_at: toDbTime(new Date()),
    });
    if (!updated) throw apiError(404, 'notFound');
    const changes = [{ field: 'staffNote', old: before.staff_note ?? '', new: note }];
    await recordChange(knex, ctx, { resource: 'users', recordId: id, action: 'update', changes });
    await logAccess(knex, ctx, { subjectType: 'member', subjectId: id, action: 'update', detail: 'note' });
    ctx.body = staffNoteOf((await table(knex, 'users').where({ id }).first())!);
  });

  /**
   * A member's history on one page: their consultation requests (sent while logged in, or from their
   * phone number), 1:1 questions, reviews, comments and the messages staff sent them, newest first.
   */
  router.get('/users/:id/history', async (ctx) => {
    const id = idParam(ctx.params.id);
    const member = (await membersOnly(table(knex, 'users').where({ id })).first('id', 'phone')) as
      { id: number; phone: string | null } | undefined;
    if (!member) throw apiError(404, 'notFound');
    ctx.body = await memberHistory(knex, member);
    await logAccess(knex, ctx, { subjectType: 'member', subjectId: id, action: 'read', detail: 'history' });
  });

  /** An institution's documents, downloaded by staff (and written to the access log). */
  router.get('/users/:id/documents/:docId', async (ctx) => {
    const id = idParam(ctx.params.id);
    const doc = await findAttachment(knex, 'user_documents', {
      id: idParam(ctx.params.docId),
      user_id: id,
    });
    await sendLoggedAttachment(ctx, { knex, storage }, doc, { type: 'member', id, detail: doc.kind });
  });

  /**
   * A member created with a phone number or e-mail address another member already has is saved (a
   * family may share a number, staff may be registering someone twice), and the answer warns:
   * `warnings: [{ field: 'phone', code: 'shared' }]`, which the console shows. Runs around the create.
   */
  router.post('/users', async (ctx, next) => {
    await next();
    if (ctx.status !== 201) return;
    const created = ctx.body as { id: number; phone?: string | null; email?: string | null };
    const warnings: MemberWarning[] = [];
    for (const field of ['phone', 'email'] as const) {
      const value = created[field];
      if (!value) continue;
      const other = await membersOnly(table(knex, 'users').where(field, value).whereNot('id', created.id)).first('id');
      if (other) warnings.push({ field, code: 'shared' });
    }
    if (warnings.length > 0) ctx.body = { ...created, warnings };
  });
  for (const r of [levels, withdrawals, members]) router.use(r.routes(), r.allowedMethods());
  return router;
}
