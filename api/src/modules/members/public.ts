import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  certifyConfirm,
  certifyRequest,
  CODE_TTL_SECONDS,
  DOCUMENT_BYTES_MAX,
  DOCUMENT_KINDS,
  normalizeTarget,
  recoveryInput,
  signupInput,
  translate,
  type CertifyChannel,
} from '@clinic/contract';
import { fromDbBool, isUniqueViolation, table } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { requireLogin } from '../../http/auth.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import { idParam } from '../../http/params.js';
import { consume } from '../../http/rateLimit.js';
import { createRouter } from '../../http/router.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { hashPassword, issueRefreshToken, setPassword, usernameAvailable } from '../auth/index.js';
import { currentTerms } from '../terms/index.js';
import { checkToken, confirmCode, deliverCode, issueCode, redeemToken, sendCode, targetKey } from './certify.js';
import { ownAccountRoutes } from './me.js';
import { createMember, replaceDocument } from './store.js';

/**
 * Public: verification codes, sign-up (with an institution's documents), recovery of a username or
 * password; the signed-in member's own account (`/me`, me.ts).
 */
export function memberPublicRoutes(deps: AppDeps): Router {
  const { db, config, counters, messenger, storage } = deps;
  const { knex } = db;
  const router = createRouter();
  const login = requireLogin(config.jwtSecret, knex);
  const limits = config.codeLimits;

  /** Codes per address, and per target however it is spelled (`targetKey`: one mailbox, one handset). */
  const limitCodes = async (ctx: Context, channel: CertifyChannel, target: string) => {
    await consume(counters, `code:ip:${ctx.ip}`, { max: limits.perIp, windowMs: limits.windowMs });
    await consume(counters, `code:target:${channel}:${targetKey(channel, target)}`, {
      max: limits.perTarget,
      windowMs: limits.windowMs,
    });
  };
  const limitConfirms = (ctx: Context) => consume(counters, `confirm:ip:${ctx.ip}`, { max: 60, windowMs: 60 * 60_000 });

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
    await limitConfirms(ctx);
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

    let userId: number;
    try {
      userId = await createMember(knex, input, await hashPassword(input.password), terms, ctx.state.locale);
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
        const docId = await replaceDocument(knex, storage, id, kind, file);
        ctx.status = 201;
        ctx.body = { document: { id: docId, kind, name: file.originalName } };
      },
    );
  }

  /**
   * Recovery: find the username, or set a new password, after a code sent to the account's e-mail or
   * phone. The first step answers the same whether or not an account matches, and after the same
   * work: a code is made and kept either way (one nobody receives when no account matches, so the
   * second step refuses a guess alike), and the message to an account leaves only once the answer
   * is out, so neither the outbox nor a mail or SMS provider adds to how long the answer takes.
   */
  router.post('/users/recovery', async (ctx) => {
    const input = parseOrThrow(recoveryInput, ctx.request.body);
    const target = normalizeTarget(input.channel, input.target);
    const column = input.channel === 'email' ? 'email' : 'phone';
    const findAccount = async () => {
      const qb = table(knex, 'users').where({ [column]: target, status: 'active' });
      if (input.action === 'resetPassword') qb.where({ username: input.username ?? '' });
      return qb.first('id', 'username');
    };
    if (input.step === 'send') {
      await limitCodes(ctx, input.channel, target);
      const account = await findAccount();
      const issued = await issueCode(knex, {
        purpose: 'recovery',
        channel: input.channel,
        target,
        locale: ctx.state.locale,
        ip: ctx.ip,
      });
      if (account) afterAnswer(ctx, () => deliverCode(messenger, issued));
      ctx.body = { message: translate(ctx.state.locale, 'recoverySent'), expiresIn: CODE_TTL_SECONDS };
      return;
    }
    await limitConfirms(ctx);
    if (input.action === 'resetPassword' && !input.newPassword) throw fieldError('newPassword', 'required');
    await confirmCode(knex, { purpose: 'recovery', channel: input.channel, target, code: input.code });
    const account = await findAccount();
    if (!account) throw apiError(400, 'codeInvalid');
    if (input.action === 'findUsername') {
      ctx.body = { username: account.username };
      return;
    }
    await setPassword(knex, account.id, input.newPassword!, { at: new Date(deps.clock.now()) });
    ctx.body = { message: 'ok' };
  });

  const own = ownAccountRoutes(deps);
  router.use(own.routes(), own.allowedMethods());
  return router;
}

/**
 * Runs `work` once the answer has gone out (or the caller went away): nothing it does can delay the
 * answer or show in how long it took. A failure is reported like any other error.
 */
function afterAnswer(ctx: Context, work: () => Promise<void>): void {
  ctx.res.once('close', () => {
    work().catch((err: unknown) => ctx.app.emit('error', err, ctx));
  });
}
