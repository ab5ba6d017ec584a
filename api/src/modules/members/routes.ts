import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import {
  certifyConfirm,
  certifyRequest,
  CODE_TTL_SECONDS,
  DOCUMENT_BYTES_MAX,
  DOCUMENT_KINDS,
  meUpdate,
  normalizeUsername,
  passwordChange,
  internationalPhone,
  phone as phoneRule,
  recoveryInput,
  signupInput,
  translate,
  withdrawInput,
  type DocumentKind,
  type Me,
} from '@clinic/contract';
import { fromDbBool, fromDbTime, isUniqueViolation, toDbTime } from '../../db/index.js';
import { requireLogin } from '../../http/auth.js';
import { idParam } from '../../http/crud.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { sniff } from '../../services/images/index.js';
import type { AppDeps } from '../../app.js';
import { hashPassword, verifyPassword, revokeAllTokens } from '../auth/index.js';
import { issueRefreshToken } from '../auth/tokens.js';
import { currentTerms } from '../terms/index.js';
import { checkToken, confirmCode, normalizeTarget, redeemToken, sendCode } from './certify.js';

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
/** A withdrawn username cannot be taken again for 30 days. */
export const USERNAME_REUSE_DAYS = 30;

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  kind: Me['kind'];
  name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  level_id: number | null;
  marketing: number | boolean;
  status: string;
  created_at: string;
}

/** Usernames are kept and compared in their one normalised spelling (contract's normalizeUsername). */
export async function usernameAvailable(knex: AppDeps['db']['knex'], username: string): Promise<boolean> {
  const name = normalizeUsername(username);
  if (await knex('users').where({ username: name }).first('id')) return false;
  const blocked = await knex('withdrawals')
    .where({ username: name })
    .where('reusable_after', '>', toDbTime(new Date()))
    .first('id');
  return !blocked;
}

export function memberPublicRoutes({ db, config, counters, messenger, storage }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const login = requireLogin(config.jwtSecret, knex);
  const limits = config.codeLimits;

  const limitCodes = async (ctx: Context, channel: string, target: string) => {
    await consume(counters, `code:ip:${ctx.ip}`, { max: limits.perIp, windowMs: limits.windowMs });
    await consume(counters, `code:target:${channel}:${target}`, { max: limits.perTarget, windowMs: limits.windowMs });
  };

  /** Sends a verification code for sign-up or a change of contact. */
  router.post('/users/certify', async (ctx) => {
    const input = parseOrThrow(certifyRequest, ctx.request.body);
    if (input.purpose === 'recovery') throw apiError(400, 'invalid');
    const target = normalizeTarget(input.channel, input.target);
    await limitCodes(ctx, input.channel, target);
    await sendCode(knex, messenger, { ...input, locale: ctx.state.locale, ip: ctx.ip });
    ctx.body = { message: translate(ctx.state.locale, 'codeSent'), expiresIn: CODE_TTL_SECONDS };
  });

  router.post('/users/certify/confirm', async (ctx) => {
    const input = parseOrThrow(certifyConfirm, ctx.request.body);
    if (input.purpose === 'recovery') throw apiError(400, 'invalid');
    await consume(counters, `confirm:ip:${ctx.ip}`, { max: 60, windowMs: 60 * 60_000 });
    const token = await confirmCode(knex, input);
    ctx.body = { certificationToken: token, expiresIn: 30 * 60 };
  });

  /** Sign-up: the account, its consents with their versions, and a session (so documents can follow). */
  router.post('/users', async (ctx) => {
    await consume(counters, `signup:ip:${ctx.ip}`, { max: 20, windowMs: 60 * 60_000 });
    const input = parseOrThrow(signupInput, ctx.request.body);
    const terms = await currentTerms(knex, ['terms-of-use', 'privacy-consent', 'marketing-consent']);
    const missing = terms.filter((t) => fromDbBool(t.required) && input.agreements[t.code] !== true);
    if (missing.length > 0) throw fieldError('agreements', 'agreementRequired');
    // The certification first: without a real one, the answer says nothing about the username.
    const proof = await checkToken(knex, input.certificationToken, 'signup');
    const expected =
      proof.channel === 'email' ? normalizeTarget('email', input.email) : normalizeTarget('sms', input.phone);
    if (proof.target !== expected)
      throw fieldError(proof.channel === 'email' ? 'email' : 'phone', 'certificationMismatch');
    // A taken username leaves the token usable for another try; it is used up only by the sign-up.
    if (!(await usernameAvailable(knex, input.username))) throw apiError(409, 'usernameTaken');
    await redeemToken(knex, input.certificationToken, 'signup');

    const now = toDbTime(new Date());
    const passwordHash = await hashPassword(input.password);
    let userId: number;
    try {
      userId = await knex.transaction(async (trx) => {
        const [id] = await trx('users').insert({
          username: input.username,
          password_hash: passwordHash,
          kind: input.kind,
          name: input.name,
          email: normalizeTarget('email', input.email),
          phone: normalizeTarget('sms', input.phone),
          birth_date: input.birthDate,
          marketing: input.agreements['marketing-consent'] === true,
          locale: ctx.state.locale,
          scopes: JSON.stringify(['user']),
          status: 'active',
          password_changed_at: now,
          created_at: now,
          updated_at: now,
        });
        for (const term of terms) {
          await trx('user_consents').insert({
            user_id: id,
            term_code: term.code,
            term_version: term.version,
            agreed: input.agreements[term.code] === true,
            created_at: now,
          });
        }
        return Number(id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw apiError(409, 'usernameTaken');
      throw err;
    }
    const session = await issueRefreshToken(knex, userId, config.refreshTokenTtlDays, {
      userAgent: ctx.get('User-Agent'),
      ip: ctx.ip,
    });
    ctx.status = 201;
    ctx.body = { user: { id: userId, username: input.username }, refreshToken: session.token };
  });

  /** Institution documents: the member themself (right after sign-up) uploads each kind once; a new one replaces it. */
  for (const kind of DOCUMENT_KINDS) {
    router.post(
      `/users/:id/${kind}`,
      login,
      multipart({ maxFiles: 1, maxFileBytes: DOCUMENT_BYTES_MAX }),
      async (ctx) => {
        const id = idParam(ctx.params.id);
        if (ctx.state.auth.userId !== id) throw apiError(403, 'noPermission');
        const [file] = await filesOf(ctx, 'file');
        if (!file) throw fieldError('file', 'required');
        const type = await sniff(file.buffer, DOCUMENT_TYPES, 'documentType');
        const key = `members/${id}/${kind.toLowerCase()}-${randomBytes(10).toString('hex')}.${type.ext}`;
        await storage.put('private', key, file.buffer, type.mime);
        const old = (await knex('user_documents').where({ user_id: id, kind })) as Array<{
          id: number;
          storage_key: string;
        }>;
        const [docId] = await knex('user_documents').insert({
          user_id: id,
          kind,
          original_name: file.originalName,
          storage_key: key,
          mime: type.mime,
          size: file.size,
          created_at: toDbTime(new Date()),
        });
        for (const o of old) {
          await knex('user_documents').where({ id: o.id }).delete();
          await storage.delete('private', o.storage_key);
        }
        ctx.status = 201;
        ctx.body = { document: { id: Number(docId), kind, name: file.originalName } };
      },
    );
  }

  const me = async (id: number): Promise<Me> => {
    const row = (await knex('users').where({ id }).first()) as UserRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    const level = row.level_id
      ? ((await knex('user_levels').where({ id: row.level_id }).first('name')) as { name: string } | undefined)
      : undefined;
    const docs = (await knex('user_documents').where({ user_id: id }).orderBy('id')) as Array<{
      id: number;
      kind: DocumentKind;
      original_name: string;
      created_at: string;
    }>;
    return {
      id: row.id,
      username: row.username,
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      birthDate: row.birth_date,
      level: level?.name ?? null,
      marketing: fromDbBool(row.marketing),
      documents: docs.map((d) => ({
        id: d.id,
        kind: d.kind,
        name: d.original_name,
        createdAt: fromDbTime(d.created_at)!,
      })),
      createdAt: fromDbTime(row.created_at)!,
    };
  };

  router.get('/me', login, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { me: await me(ctx.state.auth.userId) };
  });

  router.put('/me', login, async (ctx) => {
    const input = parseOrThrow(meUpdate, ctx.request.body);
    const id = ctx.state.auth.userId;
    const current = (await knex('users').where({ id }).first()) as UserRow;
    const changes: Record<string, unknown> = { updated_at: toDbTime(new Date()) };
    if (input.name !== undefined) changes.name = input.name;
    const newEmail = input.email !== undefined ? normalizeTarget('email', input.email) : undefined;
    const newPhone = input.phone !== undefined ? normalizeTarget('sms', input.phone) : undefined;
    if (newPhone !== undefined) {
      const rule = current.kind === 'FOREIGN' ? internationalPhone() : phoneRule();
      if (!rule.safeParse(newPhone).success) throw fieldError('phone', 'phone');
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
      await knex('user_consents').insert({
        user_id: id,
        term_code: 'marketing-consent',
        term_version: term?.version ?? null,
        agreed: input.marketing,
        created_at: toDbTime(new Date()),
      });
    }
    await knex('users').where({ id }).update(changes);
    ctx.body = { me: await me(id) };
  });

  /** A new password ends every other session of the account (this one refreshes and goes on). */
  router.post('/me/password', login, async (ctx) => {
    const input = parseOrThrow(passwordChange, ctx.request.body);
    const id = ctx.state.auth.userId;
    const row = (await knex('users').where({ id }).first('password_hash')) as { password_hash: string };
    if (!(await verifyPassword(row.password_hash, input.currentPassword)))
      throw fieldError('currentPassword', 'wrongPassword');
    const now = toDbTime(new Date());
    await knex.transaction(async (trx) => {
      await trx('users')
        .where({ id })
        .update({
          password_hash: await hashPassword(input.newPassword),
          password_changed_at: now,
          tokens_valid_after: now,
          updated_at: now,
        });
      const others = trx('refresh_tokens').where({ user_id: id }).whereNull('revoked_at');
      if (ctx.state.auth.sessionId) others.whereNot({ id: ctx.state.auth.sessionId });
      await others.update({ revoked_at: now });
    });
    ctx.body = { message: 'ok' };
  });

  /** Withdrawal: personal fields erased, documents deleted, every session ended, a record kept. */
  router.post('/me/withdraw', login, async (ctx) => {
    const input = parseOrThrow(withdrawInput, ctx.request.body);
    const id = ctx.state.auth.userId;
    const row = (await knex('users').where({ id }).first()) as UserRow;
    if (!(await verifyPassword(row.password_hash, input.password))) throw fieldError('password', 'wrongPassword');
    const docs = (await knex('user_documents').where({ user_id: id })) as Array<{ storage_key: string }>;
    // 1:1 questions hold health details: they go with the account (their files after the commit).
    const questionFiles = (await knex('question_files')
      .join('questions', 'questions.id', 'question_files.question_id')
      .where('questions.user_id', id)
      .select('question_files.storage_key')) as Array<{ storage_key: string }>;
    const now = new Date();
    await knex.transaction(async (trx) => {
      await trx('withdrawals').insert({
        user_id: id,
        username: row.username,
        kind: row.kind,
        reason: input.reason ?? '',
        withdrawn_at: toDbTime(now),
        reusable_after: toDbTime(new Date(now.getTime() + USERNAME_REUSE_DAYS * 86_400_000)),
      });
      await trx('user_documents').where({ user_id: id }).delete();
      await trx('questions').where({ user_id: id }).delete();
      // The history of staff messages keeps that a message went out, not to whom.
      await trx('staff_message_recipients').where({ user_id: id }).update({ name: '', address: '' });
      await trx('users')
        .where({ id })
        .update({
          username: `withdrawn-${id}-${randomBytes(3).toString('hex')}`,
          password_hash: 'withdrawn',
          name: '',
          email: null,
          phone: null,
          birth_date: null,
          marketing: false,
          status: 'withdrawn',
          withdrawn_at: toDbTime(now),
          tokens_valid_after: toDbTime(now),
          updated_at: toDbTime(now),
        });
      await revokeAllTokens(trx, id, now);
    });
    for (const d of [...docs, ...questionFiles]) await storage.delete('private', d.storage_key);
    ctx.body = { message: 'ok' };
  });

  /**
   * Recovery: find the username, or set a new password, after a code sent to the account's e-mail or
   * phone. The first step answers the same whether or not an account matches.
   */
  router.post('/users/recovery', async (ctx) => {
    const input = parseOrThrow(recoveryInput, ctx.request.body);
    const target = normalizeTarget(input.channel, input.target);
    const column = input.channel === 'email' ? 'email' : 'phone';
    const findAccount = async () => {
      const qb = knex('users').where({ [column]: target, status: 'active' });
      if (input.action === 'resetPassword') qb.where({ username: input.username ?? '' });
      return (await qb.first('id', 'username')) as { id: number; username: string } | undefined;
    };
    if (input.step === 'send') {
      await limitCodes(ctx, input.channel, target);
      const account = await findAccount();
      if (account)
        await sendCode(knex, messenger, {
          purpose: 'recovery',
          channel: input.channel,
          target,
          locale: ctx.state.locale,
          ip: ctx.ip,
        });
      ctx.body = { message: translate(ctx.state.locale, 'recoverySent'), expiresIn: CODE_TTL_SECONDS };
      return;
    }
    await consume(counters, `confirm:ip:${ctx.ip}`, { max: 60, windowMs: 60 * 60_000 });
    if (input.action === 'resetPassword' && !input.newPassword) throw fieldError('newPassword', 'required');
    await confirmCode(knex, { purpose: 'recovery', channel: input.channel, target, code: input.code });
    const account = await findAccount();
    if (!account) throw apiError(400, 'codeInvalid');
    if (input.action === 'findUsername') {
      ctx.body = { username: account.username };
      return;
    }
    const now = toDbTime(new Date());
    await knex('users')
      .where({ id: account.id })
      .update({
        password_hash: await hashPassword(input.newPassword!),
        password_changed_at: now,
        tokens_valid_after: now,
        updated_at: now,
      });
    await revokeAllTokens(knex, account.id);
    ctx.body = { message: 'ok' };
  });

  return router;
}
