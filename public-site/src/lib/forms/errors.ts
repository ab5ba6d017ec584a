import type { Locale } from '@clinic/contract';
import { ApiError } from '../apiError';
import { fieldErrors } from '../i18n';

/**
 * What a form says is wrong, as plain data: field errors from a contract schema in the visitor's
 * language, the server's refusal of a send, and how a form shows that refusal.
 */
export type Errors = Record<string, string>;

/** A contract schema, as far as a form needs it. */
export interface ContractSchema<T = unknown> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/** True when any field has a message. */
export function hasErrors(errors: Errors): boolean {
  return Object.values(errors).some(Boolean);
}

/** `input` checked by `schema`: the parsed data, or `{ field: message }` in `locale` ({} when valid). */
export function parseWith<T>(schema: ContractSchema<T>, input: unknown, locale: Locale): { data?: T; errors: Errors } {
  const parsed = schema.safeParse(input);
  return parsed.success ? { data: parsed.data, errors: {} } : { errors: fieldErrors(parsed.error, locale) };
}

/** `{ field: message }` of what `schema` finds wrong in `input`, in `locale` ({} when valid). */
export function schemaErrors(schema: ContractSchema, input: unknown, locale: Locale): Errors {
  return parseWith(schema, input, locale).errors;
}

/** The server's refusal of a send: its field errors (400), its message, and the status (0 when it never answered). */
export interface Refusal {
  errors: Errors;
  message: string;
  status: number;
}

/** A failed send as a refusal; a 403 was already alerted by the API client, so its message is ''. */
export function refusalOf(err: unknown, fallback: string): Refusal {
  if (err instanceof ApiError) {
    return { errors: { ...err.errors }, message: err.status === 403 ? '' : err.message, status: err.status };
  }
  return { errors: {}, message: fallback, status: 0 };
}

/** The server's answer as field errors (400) and a form-wide message; a 403 was already alerted. */
export function serverErrors(err: unknown, fallback: string): { errors: Errors; message: string } {
  const { errors, message } = refusalOf(err, fallback);
  return { errors, message };
}

/** How a form shows a refusal. */
export interface RefusalPolicy {
  /** The form-wide line: the server's message always, or only when no field took an error (default). */
  failure?: 'always' | 'unlessFields';
  /**
   * Where focus goes: `auto` (default) the first invalid field when a field took an error, else the
   * status line; `status` the status line; `field` the first invalid field; `none` stays.
   */
  focus?: 'auto' | 'status' | 'field' | 'none';
}

/** What a form shows for a refusal under `policy`. */
export function showRefusal(
  refusal: Refusal,
  { failure = 'unlessFields', focus = 'auto' }: RefusalPolicy = {},
): { errors: Errors; failure: string; focus: 'status' | 'field' | 'none' } {
  const onFields = Object.keys(refusal.errors).length > 0;
  return {
    errors: refusal.errors,
    failure: failure === 'always' || !onFields ? refusal.message : '',
    focus: focus === 'auto' ? (onFields ? 'field' : 'status') : focus,
  };
}
