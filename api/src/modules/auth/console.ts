import type Router from '@koa/router';
import { adminCreate, adminUpdate, ownPasswordChange, type Scope } from '@clinic/contract';
import { fromDbTime, toDbTime, type UserRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { changePassword, hashPassword } from './passwords.js';
import { endSessions } from './sessions.js';
import { staffOnly, usernameAvailable } from './store.js';

const adminRecord = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  name: row.name,
  status: row.status,
  lastLoginAt: fromDbTime(row.last_login_at),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/**
 * Console: staff accounts (`user/admins`: list, create, rename, disable, set a password; never
 * deleted) and one's own password (`PUT /password`, which ends one's other sessions).
 */
export function authConsoleRoutes({ db }: AppDeps): Router {
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
  router.use(admins.routes(), admins.allowedMethods());

  router.put('/password', async (ctx) => {
    const input = parseOrThrow(ownPasswordChange, ctx.request.body);
    await changePassword(knex, ctx.state.auth.userId as number, input, ctx.state.auth.sessionId);
    ctx.body = { id: 'me', message: 'ok' };
  });

  return router;
}
