import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  adminCreate,
  adminUpdate,
  ownPasswordChange,
  staffRoleOf,
  staffScopes,
  type StaffRole,
} from '@clinic/contract';
import { fromDbTime, table, toDbTime, type Knex, type UserRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { logAccess } from '../../http/audit.js';
import { parseScopes } from '../../http/auth.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { changePassword, hashPassword } from './passwords.js';
import { endSessions } from './sessions.js';
import { staffOnly, usernameAvailable } from './store.js';

const roleOf = (row: UserRow): StaffRole => staffRoleOf(parseScopes(row.scopes));

const adminRecord = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: roleOf(row),
  status: row.status,
  lastLoginAt: fromDbTime(row.last_login_at),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/** Staff names for every staff member's screens (who a request is assigned to): nothing more. */
const staffNameRecord = (row: UserRow) => ({ id: row.id, username: row.username, name: row.name, status: row.status });

/** How the access log names roles and statuses (the console's words). */
const ROLE_WORDS: Record<StaffRole, string> = { admin: '관리자', staff: '직원' };
const STATUS_WORDS: Record<string, string> = { active: '정상', disabled: '이용 정지' };

/** What an update changes on a staff account, in the access log's words ("역할 직원 → 관리자"). */
function describeChange(
  existing: UserRow,
  input: { name?: string; status?: string; role?: StaffRole; password?: string },
) {
  const changes: string[] = [];
  if (input.role !== undefined && input.role !== roleOf(existing))
    changes.push(`역할 ${ROLE_WORDS[roleOf(existing)]} → ${ROLE_WORDS[input.role]}`);
  if (input.status !== undefined && input.status !== existing.status)
    changes.push(
      `상태 ${STATUS_WORDS[existing.status] ?? existing.status} → ${STATUS_WORDS[input.status] ?? input.status}`,
    );
  if (input.name !== undefined && input.name !== existing.name) changes.push('이름 변경');
  if (input.password) changes.push('비밀번호 재설정(로그인 종료)');
  return changes.length > 0 ? changes.join(', ') : '변경 없음';
}

/** Whether another active 관리자 than `id` remains. */
async function otherActiveAdmin(knex: Knex, id: number): Promise<boolean> {
  const row = await staffOnly(table(knex, 'users'))
    .where('users.scopes', 'like', '%"admin"%')
    .where({ status: 'active' })
    .whereNot({ id })
    .first('id');
  return row !== undefined;
}

/** The change an update makes, worked out before it is written and logged after (ctx.state). */
interface StaffChange {
  detail: string;
}
const changeOf = (ctx: Context): StaffChange | undefined => ctx.state.staffChange as StaffChange | undefined;

/**
 * Console: staff accounts (`user/admins`: list, create, rename, change the role, disable, set a
 * password; never deleted; 관리자 only, see http/paths.ts), every change of them written to the access
 * log; the staff names every staff member's screens show (`staff-names`, read only) and one's own
 * password (`PUT /password`, which ends one's other sessions).
 */
export function authConsoleRoutes({ db, clock }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();

  const admins = crudRoutes(knex, '/user/admins', {
    table: 'users',
    where: staffOnly,
    noDelete: true,
    list: {
      resource: 'admins',
      fields: listFields({ sortAndFilter: 'id:number status', sort: 'username name createdAt:date lastLoginAt:date' }),
      search: ['name', 'username'],
      defaultSort: ['id', 'ASC'],
    },
    createSchema: adminCreate,
    updateSchema: adminUpdate,
    toRecord: adminRecord,
    validate: async (input, ctx, existing) => {
      if (!existing && 'username' in input && !(await usernameAvailable(knex, input.username)))
        throw fieldError('username', 'usernameTaken', 409);
      if (!existing) return;
      const i = input as { name?: string; status?: string; role?: StaffRole; password?: string };
      if (existing.id === ctx.state.auth.userId && i.status === 'disabled') {
        // Nobody locks themselves out; another staff member can.
        throw fieldError('status', 'invalid');
      }
      // The clinic always keeps a 관리자 who can manage staff accounts.
      const losesAdmin = (i.role !== undefined && i.role !== 'admin') || i.status === 'disabled';
      if (
        roleOf(existing) === 'admin' &&
        existing.status === 'active' &&
        losesAdmin &&
        !(await otherActiveAdmin(knex, existing.id))
      )
        throw apiError(409, 'lastAdmin');
      ctx.state.staffChange = { detail: describeChange(existing, i) } satisfies StaffChange;
    },
    toColumns: async (input, ctx) => {
      if (ctx.method === 'POST') {
        const i = input as { username: string; password: string; name: string; role: StaffRole };
        const now = toDbTime(new Date());
        return {
          username: i.username,
          password_hash: await hashPassword(i.password),
          name: i.name,
          scopes: JSON.stringify(staffScopes(i.role)),
          status: 'active',
          password_changed_at: now,
        };
      }
      const i = input as { name?: string; status?: string; role?: StaffRole; password?: string };
      return defined({
        name: i.name,
        status: i.status,
        scopes: i.role ? JSON.stringify(staffScopes(i.role)) : undefined,
        ...(i.password
          ? { password_hash: await hashPassword(i.password), password_changed_at: toDbTime(new Date()) }
          : {}),
      });
    },
    afterWrite: async (id, input, ctx) => {
      if (ctx.method === 'POST') {
        const i = input as { role: StaffRole };
        await logAccess(knex, ctx, {
          subjectType: 'staff',
          subjectId: id,
          action: 'create',
          detail: `역할 ${ROLE_WORDS[i.role]}`,
        });
        return;
      }
      const i = input as { status?: string; password?: string };
      // Disabling an account or setting its password ends its sessions (access tokens included).
      if (i.status === 'disabled' || i.password) await endSessions(knex, id, new Date(clock.now()));
      await logAccess(knex, ctx, {
        subjectType: 'staff',
        subjectId: id,
        action: 'update',
        detail: changeOf(ctx)?.detail,
      });
    },
  });
  router.use(admins.routes(), admins.allowedMethods());

  // Every staff member's screens name staff (who a consultation request is assigned to): names only.
  const staffNames = crudRoutes(knex, '/staff-names', {
    table: 'users',
    where: staffOnly,
    readOnly: true,
    list: {
      resource: 'staff-names',
      fields: listFields({ sortAndFilter: 'id:number status', sort: 'username name' }),
      search: ['name', 'username'],
      defaultSort: ['id', 'ASC'],
    },
    toRecord: staffNameRecord,
    toColumns: () => ({}),
  });
  router.use(staffNames.routes(), staffNames.allowedMethods());

  router.put('/password', async (ctx) => {
    const input = parseOrThrow(ownPasswordChange, ctx.request.body);
    await changePassword(knex, ctx.state.auth.userId as number, input, ctx.state.auth.sessionId, new Date(clock.now()));
    ctx.body = { id: 'me', message: 'ok' };
  });

  return router;
}
