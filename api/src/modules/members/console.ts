import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import {
  adminCreate,
  adminUpdate,
  levelInput,
  memberCreate,
  memberUpdate,
  ownPasswordChange,
  staffNoteInput,
  type DocumentKind,
  type Scope,
} from '@clinic/contract';
import { countRows, fromDbBool, fromDbTime, toDbTime, type Knex } from '../../db/index.js';
import { logAccess } from '../../http/audit.js';
import { crudRoutes, defined, idParam } from '../../http/crud.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import type { ListSpec } from '../../http/listQuery.js';
import type { AppDeps } from '../../app.js';
import { hashPassword, revokeAllTokens, verifyPassword } from '../auth/index.js';
import { normalizeTarget } from './certify.js';
import { memberHistory } from './history.js';
import type { AuthState } from '../../http/auth.js';
import { usernameAvailable } from './routes.js';

interface MemberRow {
  id: number;
  username: string;
  kind: string;
  name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  level_id: number | null;
  marketing: number | boolean;
  status: string;
  scopes: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  withdrawn_at: string | null;
  staff_note: string | null;
  staff_note_by: string;
  staff_note_at: string | null;
}

const isStaff = (qb: Knex.QueryBuilder) => qb.where('users.scopes', 'like', '%"console"%');
const isMember = (qb: Knex.QueryBuilder) => qb.where('users.scopes', 'not like', '%"console"%');

const memberRecord = (row: MemberRow) => ({
  id: row.id,
  username: row.username,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  birthDate: row.birth_date,
  levelId: row.level_id,
  marketing: fromDbBool(row.marketing),
  status: row.status,
  lastLoginAt: fromDbTime(row.last_login_at),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
  withdrawnAt: fromDbTime(row.withdrawn_at),
});

/** What staff noted about a member (read with the member's record, never shown to the member). */
const staffNoteOf = (row: MemberRow) => ({
  staffNote: row.staff_note ?? '',
  staffNoteBy: row.staff_note_by,
  staffNoteAt: fromDbTime(row.staff_note_at),
});

const adminRecord = (row: MemberRow) => ({
  id: row.id,
  username: row.username,
  name: row.name,
  status: row.status,
  lastLoginAt: fromDbTime(row.last_login_at),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/** Disabling an account or setting its password ends its sessions, access tokens included. */
async function endSessions(knex: Knex, id: number): Promise<void> {
  const now = new Date();
  await knex('users')
    .where({ id })
    .update({ tokens_valid_after: toDbTime(now) });
  await revokeAllTokens(knex, id, now);
}

const memberFields: ListSpec['fields'] = {
  id: { column: 'id', type: 'number', sortable: true, filterable: true },
  username: { column: 'username', type: 'string', sortable: true },
  name: { column: 'name', type: 'string', sortable: true },
  kind: { column: 'kind', type: 'string', sortable: true, filterable: true },
  levelId: { column: 'level_id', type: 'number', sortable: true, filterable: true },
  status: { column: 'status', type: 'string', sortable: true, filterable: true },
  marketing: { column: 'marketing', type: 'boolean', sortable: true, filterable: true },
  createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
  lastLoginAt: { column: 'last_login_at', type: 'date', sortable: true },
};

export function memberConsoleRoutes({ db, storage }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();

  // ---- levels (registered before /users/:id, which would take "levels" for an id) ----
  const levels = crudRoutes(knex, '/users/levels', {
    table: 'user_levels',
    list: {
      resource: 'levels',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        name: { column: 'name', type: 'string', sortable: true },
        position: { column: 'position', type: 'number', sortable: true },
      },
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
    dependents: async (row) => ({ members: await countRows(knex('users').where({ level_id: row.id })) }),
  });

  const withdrawals = crudRoutes(knex, '/users/withdrawals', {
    table: 'withdrawals',
    readOnly: true,
    list: {
      resource: 'withdrawals',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        kind: { column: 'kind', type: 'string', sortable: true, filterable: true },
        withdrawnAt: { column: 'withdrawn_at', type: 'date', sortable: true, filterable: true },
      },
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
    where: isMember,
    audit: 'member',
    noDelete: true,
    exportable: true,
    // An export names the level rather than its number.
    exportRecord: async (rows) => {
      const levels = new Map(
        ((await knex('user_levels').select('id', 'name')) as Array<{ id: number; name: string }>).map((l) => [
          l.id,
          l.name,
        ]),
      );
      return rows.map((row) => ({ ...memberRecord(row), level: row.level_id ? (levels.get(row.level_id) ?? '') : '' }));
    },
    list: {
      resource: 'users',
      fields: memberFields,
      search: ['name', 'username', { phone: 'phone' }, 'email'],
      defaultSort: ['createdAt', 'DESC'],
    },
    createSchema: memberCreate,
    updateSchema: memberUpdate,
    toRecord: memberRecord,
    detail: async (row) => {
      const docs = (await knex('user_documents').where({ user_id: row.id }).orderBy('id')) as Array<{
        id: number;
        kind: DocumentKind;
        original_name: string;
        mime: string;
        size: number;
        created_at: string;
      }>;
      const consents = (await knex('user_consents').where({ user_id: row.id }).orderBy('id')) as Array<{
        term_code: string;
        term_version: string | null;
        agreed: number | boolean;
        created_at: string;
      }>;
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
    validate: async (input, _ctx, existing) => {
      if (!existing && 'username' in input && input.username && !(await usernameAvailable(knex, input.username))) {
        throw apiError(409, 'usernameTaken');
      }
      if (
        'levelId' in input &&
        input.levelId &&
        !(await knex('user_levels').where({ id: input.levelId }).first('id'))
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
      if ('status' in input && input.status === 'disabled') await endSessions(knex, id);
    },
  });

  /** Staff's own note on a member: who wrote it and when is kept with it. */
  router.put('/users/:id/note', async (ctx) => {
    const id = idParam(ctx.params.id);
    const { note } = parseOrThrow(staffNoteInput, ctx.request.body);
    const auth = ctx.state.auth as AuthState;
    const updated = await isMember(knex('users').where({ id })).update({
      staff_note: note,
      staff_note_by: (auth.username ?? '').slice(0, 30),
      staff_note_at: toDbTime(new Date()),
    });
    if (!updated) throw apiError(404, 'notFound');
    await logAccess(knex, ctx, { subjectType: 'member', subjectId: id, action: 'update', detail: 'note' });
    ctx.body = staffNoteOf((await knex('users').where({ id }).first()) as MemberRow);
  });

  /**
   * A member's history on one page: their consultation requests (sent while logged in, or from their
   * phone number), 1:1 questions, reviews, comments and the messages staff sent them, newest first.
   */
  router.get('/users/:id/history', async (ctx) => {
    const id = idParam(ctx.params.id);
    const member = (await isMember(knex('users').where({ id })).first('id', 'phone')) as
      { id: number; phone: string | null } | undefined;
    if (!member) throw apiError(404, 'notFound');
    ctx.body = await memberHistory(knex, member);
    await logAccess(knex, ctx, { subjectType: 'member', subjectId: id, action: 'read', detail: 'history' });
  });

  /** An institution's documents, downloaded by staff (and written to the access log). */
  router.get('/users/:id/documents/:docId', async (ctx) => {
    const id = idParam(ctx.params.id);
    const doc = (await knex('user_documents')
      .where({ id: idParam(ctx.params.docId), user_id: id })
      .first()) as { id: number; kind: string; original_name: string; storage_key: string; mime: string } | undefined;
    if (!doc) throw apiError(404, 'notFound');
    await logAccess(knex, ctx, { subjectType: 'member', subjectId: id, action: 'download', detail: doc.kind });
    ctx.set('Content-Type', doc.mime);
    ctx.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.original_name)}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await storage.get('private', doc.storage_key);
  });

  // ---- staff accounts, apart from members ----
  const admins = crudRoutes(knex, '/user/admins', {
    table: 'users',
    where: isStaff,
    noDelete: true,
    list: {
      resource: 'admins',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        username: { column: 'username', type: 'string', sortable: true },
        name: { column: 'name', type: 'string', sortable: true },
        status: { column: 'status', type: 'string', sortable: true, filterable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true },
        lastLoginAt: { column: 'last_login_at', type: 'date', sortable: true },
      },
      search: ['name', 'username'],
      defaultSort: ['id', 'ASC'],
    },
    createSchema: adminCreate,
    updateSchema: adminUpdate,
    toRecord: adminRecord,
    validate: async (input, ctx, existing) => {
      if (!existing && 'username' in input && !(await usernameAvailable(knex, input.username)))
        throw apiError(409, 'usernameTaken');
      if (existing && existing.id === ctx.state.auth.userId && 'status' in input && input.status === 'disabled') {
        // Nobody locks themselves out; another staff member can.
        throw fieldError('status', 'invalid');
      }
    },
    toColumns: async (input, ctx) => {
      if (ctx.method === 'POST') {
        const i = input as { username: string; password: string; name: string };
        const now = toDbTime(new Date());
        return {
          username: i.username,
          password_hash: await hashPassword(i.password),
          name: i.name,
          scopes: JSON.stringify(['user', 'console'] satisfies Scope[]),
          status: 'active',
          password_changed_at: now,
        };
      }
      const i = input as { name?: string; status?: string; password?: string };
      return defined({
        name: i.name,
        status: i.status,
        ...(i.password
          ? { password_hash: await hashPassword(i.password), password_changed_at: toDbTime(new Date()) }
          : {}),
      });
    },
    afterWrite: async (id, input, ctx) => {
      const i = input as { status?: string; password?: string };
      if (ctx.method === 'PUT' && (i.status === 'disabled' || i.password)) await endSessions(knex, id);
    },
  });

  // ---- one's own password ----
  router.put('/password', async (ctx: Context) => {
    const input = parseOrThrow(ownPasswordChange, ctx.request.body);
    const id = ctx.state.auth.userId as number;
    const row = (await knex('users').where({ id }).first('password_hash')) as { password_hash: string };
    if (!(await verifyPassword(row.password_hash, input.currentPassword)))
      throw fieldError('currentPassword', 'wrongPassword');
    const now = toDbTime(new Date());
    await knex('users')
      .where({ id })
      .update({
        password_hash: await hashPassword(input.newPassword),
        password_changed_at: now,
        tokens_valid_after: now,
        updated_at: now,
      });
    const others = knex('refresh_tokens').where({ user_id: id }).whereNull('revoked_at');
    if (ctx.state.auth.sessionId) others.whereNot({ id: ctx.state.auth.sessionId });
    await others.update({ revoked_at: now });
    ctx.body = { id: 'me', message: 'ok' };
  });

  // ---- what the services sent, and who read personal data ----
  const outbox = crudRoutes(knex, '/outbox', {
    table: 'outbox',
    readOnly: true,
    audit: 'outbox',
    list: {
      resource: 'outbox',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        channel: { column: 'channel', type: 'string', sortable: true, filterable: true },
        status: { column: 'status', type: 'string', sortable: true, filterable: true },
        createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['recipient', { phone: 'recipient' }, 'subject'],
      defaultSort: ['createdAt', 'DESC'],
    },
    toRecord: (row: {
      id: number;
      channel: string;
      recipient: string;
      subject: string;
      body: string;
      status: string;
      provider: string;
      error: string | null;
      created_at: string;
      sent_at: string | null;
    }) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      status: row.status,
      provider: row.provider,
      error: row.error,
      createdAt: fromDbTime(row.created_at),
      sentAt: fromDbTime(row.sent_at),
    }),
    toColumns: () => ({}),
  });

  const accessLogs = crudRoutes(knex, '/access-logs', {
    table: 'access_logs',
    readOnly: true,
    // Auditors take the log away as CSV: that export is itself logged, with its reason.
    exportable: true,
    exportAs: 'accessLog',
    // Whose data: the member's name beside their number (masked once they withdrew).
    where: (qb) => {
      qb.select(
        'access_logs.*',
        knex.raw(
          "(select name from users where users.id = access_logs.subject_id and access_logs.subject_type = 'member') as subject_name",
        ),
      );
    },
    list: {
      resource: 'access-logs',
      fields: {
        id: { column: 'access_logs.id', type: 'number', sortable: true, filterable: true },
        staffId: { column: 'access_logs.staff_id', type: 'number', sortable: true, filterable: true },
        subjectType: { column: 'access_logs.subject_type', type: 'string', sortable: true, filterable: true },
        subjectId: { column: 'access_logs.subject_id', type: 'number', sortable: true, filterable: true },
        action: { column: 'access_logs.action', type: 'string', sortable: true, filterable: true },
        createdAt: { column: 'access_logs.created_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['access_logs.staff_username', 'access_logs.detail', 'access_logs.reason', 'access_logs.ip'],
      defaultSort: ['createdAt', 'DESC'],
    },
    toRecord: (row: {
      id: number;
      staff_id: number | null;
      staff_username: string;
      subject_type: string;
      subject_id: number | null;
      subject_name?: string | null;
      action: string;
      detail: string;
      reason: string;
      row_count: number | null;
      ip: string;
      created_at: string;
    }) => ({
      id: row.id,
      staffId: row.staff_id,
      staffUsername: row.staff_username,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectName: row.subject_name ?? null,
      action: row.action,
      detail: row.detail,
      reason: row.reason,
      rowCount: row.row_count,
      ip: row.ip,
      createdAt: fromDbTime(row.created_at),
    }),
    toColumns: () => ({}),
  });

  for (const r of [levels, withdrawals, members, admins, outbox, accessLogs])
    router.use(r.routes(), r.allowedMethods());
  return router;
}
