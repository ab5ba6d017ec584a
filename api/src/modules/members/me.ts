import type Router from '@koa/router';
import {
  internationalPhone,
  meUpdate,
  normalizeTarget,
  passwordChange,
  phone as phoneRule,
  withdrawInput,
  type Me,
} from '@clinic/contract';
import { fromDbBool, table, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { requireLogin } from '../../http/auth.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { changePassword, verifyPassword } from '../auth/index.js';
import { currentTerms } from '../terms/index.js';
import { redeemToken } from './certify.js';
import { readMe, withdrawMember } from './store.js';

/** The signed-in member's own account: `/me` (read, change, a new contact proven by a code), password, withdrawal. */
export function ownAccountRoutes({ db, config, storage, clock }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/me' });
  const login = requireLogin(config.jwtSecret, knex);
  const me = async (id: number): Promise<Me> => {
    const found = await readMe(knex, id);
    if (!found) throw apiError(404, 'notFound');
    return found;
  };

  router.get('/', login, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { me: await me(ctx.state.auth.userId) };
  });

  router.put('/', login, async (ctx) => {
    const input = parseOrThrow(meUpdate, ctx.request.body);
    const id = ctx.state.auth.userId;
    const current = (await table(knex, 'users').where({ id }).first())!;
    const changes: Record<string, unknown> = { updated_at: toDbTime(new Date()) };
    if (input.name !== undefined) changes.name = input.name;
    const newEmail = input.email !== undefined ? normalizeTarget('email', input.email) : undefined;
    const newPhone = input.phone !== undefined ? normalizeTarget('sms', input.phone) : undefined;
    if (newPhone !== undefined) {
      const rule = current.kind === 'FOREIGN' ? internationalPhone() : phoneRule();
      const checked = rule.safeParse(newPhone);
      if (!checked.success) throw fieldError('phone', checked.error.issues[0]?.message ?? 'phone');
    }
    const emailChanged = newEmail !== undefined && newEmail !== current.email;
    const phoneChanged = newPhone !== undefined && newPhone !== current.phone;
    if (emailChanged || phoneChanged) {
      // A new contact is proven like at sign-up: a code sent to it, confirmed.
      if (!input.certificationToken) throw fieldError(emailChanged ? 'email' : 'phone', 'authProcess');
      const proof = await redeemToken(knex, input.certificationToken, 'contact');
      const ok =
        proof.channel === 'email'
          ? emailChanged && proof.target === newEmail
          : phoneChanged && proof.target === newPhone;
      if (!ok || (emailChanged && phoneChanged))
        throw fieldError(emailChanged ? 'email' : 'phone', 'certificationMismatch');
      if (emailChanged) changes.email = newEmail;
      if (phoneChanged) changes.phone = newPhone;
    }
    if (input.marketing !== undefined && input.marketing !== fromDbBool(current.marketing)) {
      changes.marketing = input.marketing;
      const [term] = await currentTerms(knex, ['marketing-consent']);
      await table(knex, 'user_consents').insert({
        user_id: id,
        term_code: 'marketing-consent',
        term_version: term?.version ?? null,
        agreed: input.marketing,
        created_at: toDbTime(new Date()),
      });
    }
    await table(knex, 'users').where({ id }).update(changes);
    ctx.body = { me: await me(id) };
  });

  /** A new password ends every other session of the account (this one refreshes and goes on). */
  router.post('/password', login, async (ctx) => {
    const input = parseOrThrow(passwordChange, ctx.request.body);
    await changePassword(knex, ctx.state.auth.userId, input, ctx.state.auth.sessionId, new Date(clock.now()));
    ctx.body = { message: 'ok' };
  });

  /** Withdrawal: personal fields erased, documents deleted, every session ended, a record kept. */
  router.post('/withdraw', login, async (ctx) => {
    const input = parseOrThrow(withdrawInput, ctx.request.body);
    const row = (await table(knex, 'users').where({ id: ctx.state.auth.userId }).first())!;
    if (!(await verifyPassword(row.password_hash, input.password))) throw fieldError('password', 'wrongPassword');
    await withdrawMember(knex, storage, row, input.reason ?? '');
    ctx.body = { message: 'ok' };
  });

  return router;
}
