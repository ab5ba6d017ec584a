import createHttpError from 'http-errors';
import type { Context, Next } from 'koa';
import { type z } from 'zod';
import { describeIssue, fieldErrors, translate, type MessageKey, type MessageParams } from '@clinic/contract';
import { isDatabaseUnavailable, isStatementTimeout } from '../db/index.js';

/**
 * Errors carry a message key, never prose: the error middleware translates the key into the
 * caller's language. `fieldCodes` holds per-field validation issues, translated the same way.
 */
export function apiError(status: number, key: MessageKey, params?: MessageParams) {
  return createHttpError(status, key, { key, params, expose: status < 500 });
}

export function validationError(error: z.ZodError) {
  return createHttpError(400, 'validationFailed', {
    key: 'validationFailed' satisfies MessageKey,
    fieldCodes: error,
    expose: true,
  });
}

/** A 400 for rules a schema cannot see (a category that does not exist): `{ field: message code }`. */
export function fieldError(field: string, messageCode: string, status = 400) {
  return createHttpError(status, 'validationFailed', {
    key: 'validationFailed' satisfies MessageKey,
    fieldMessages: { [field]: messageCode },
    expose: true,
  });
}

/** A 400 for several fields at once: `{ field: message code }` (a page text's checks). */
export function fieldErrorsOf(fieldMessages: Record<string, string>) {
  return createHttpError(400, 'validationFailed', {
    key: 'validationFailed' satisfies MessageKey,
    fieldMessages,
    expose: true,
  });
}

/** Validates `value` with a contract schema; a failure is a 400 with `errors: { field: message }`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'loginRequired',
  403: 'noPermission',
  404: 'notFound',
  405: 'badRequest',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  422: 'badRequest',
  429: 'tooManyRequests',
  503: 'unavailable',
};

/** How long a client waits before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ThrownError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  key?: MessageKey;
  params?: MessageParams;
  fieldCodes?: z.ZodError;
  fieldMessages?: Record<string, string>;
  type?: string;
  headers?: Record<string, string>;
  /** More for the client beside the message (a 409's `conflict`: who changed the record, and what). */
  extra?: Record<string, unknown>;
}

/** Top-level middleware: every error becomes `{ message, errors? }` in the caller's language. */
export function errorHandler() {
  return async function errorHandlerMiddleware(ctx: Context, next: Next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw apiError(404, 'notFound');
      }
    } catch (caught) {
      let err = caught as ThrownError;
      if (isStatementTimeout(err)) {
        // A console search stopped at its time limit (http/consoleReads.ts): say so, and how to narrow it.
        ctx.app.emit('error', err, ctx);
        err = apiError(503, 'searchTooSlow');
        err.expose = true;
      } else if (isDatabaseUnavailable(err)) {
        // Unreachable or busy: clients and load balancers try again shortly; the cause is still logged.
        ctx.app.emit('error', err, ctx);
        err = apiError(503, 'unavailable');
        err.headers = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
      }
      let status = err.status ?? err.statusCode ?? 500;
      if (status < 400 || status > 599) status = 500;
      const locale = ctx.state.locale ?? 'ko';
      const key: MessageKey =
        status >= 500 && !err.expose
          ? 'internal'
          : (err.key ?? (err.type === 'entity.parse.failed' ? 'invalidJson' : (STATUS_KEYS[status] ?? 'badRequest')));
      const body: { message: string; errors?: Record<string, string> } & Record<string, unknown> = {
        ...(status < 500 ? err.extra : undefined),
        message: translate(locale, key, err.params),
      };
      if (err.fieldCodes) body.errors = fieldErrors(err.fieldCodes, locale);
      if (err.fieldMessages) {
        body.errors = Object.fromEntries(
          Object.entries(err.fieldMessages).map(([field, code]) => [field, describeIssue(locale, code)]),
        );
      }
      ctx.status = status;
      ctx.body = body;
      ctx.set('Cache-Control', 'no-store');
      if (err.headers) {
        for (const [name, value] of Object.entries(err.headers)) {
          if (/^(retry-after|www-authenticate)$/i.test(name)) ctx.set(name, value);
        }
      }
      if (status >= 500 && status !== 503) ctx.app.emit('error', err, ctx);
    }
  };
}

/**
 * What the log keeps of an error. A database's own message can quote the values of a row
 * ("Duplicate entry 'kim@example.com' for key ..."): for database errors every quoted value is
 * replaced, so personal data never reaches the log (the SQL itself comes with placeholders only).
 */
export function describeForLog(err: Error & { code?: unknown; errno?: unknown; sqlState?: unknown }): string {
  const text = err.stack ?? err.message;
  const fromDatabase =
    typeof err.errno === 'number' ||
    typeof err.sqlState === 'string' ||
    (typeof err.code === 'string' && /^(ER_|SQLITE_)/.test(err.code));
  return fromDatabase ? text.replace(/'(?:[^'\\]|\\.)*'/g, "'…'").replace(/"(?:[^"\\]|\\.)*"/g, '"…"') : text;
}
