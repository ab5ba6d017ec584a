import type { z } from 'zod';
import type { Locale } from './locales.js';
import { cn } from './messages/cn.js';
import { en } from './messages/en.js';
import { jp } from './messages/jp.js';
import { ko, type MessageKey } from './messages/ko.js';

/**
 * Every message the API sends and every validation message the forms show, in all four locales.
 * A key missing in one locale is a type error (each table is `Record<MessageKey, string>`).
 *
 * The API and the console use `messages`/`translate` (all four tables). The public site loads only
 * the visitor's table (`messages/<locale>.ts`, one chunk each) and uses the `…In(table)` forms.
 */
export type { MessageKey };
export type MessageTable = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

export const messages: Record<Locale, MessageTable> = { ko, en, cn, jp };

/** Whether `value` is a key of `table` (any table has every key). */
export function isMessageKeyOf(table: MessageTable, value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(table, value);
}

export function isMessageKey(value: string): value is MessageKey {
  return isMessageKeyOf(ko, value);
}

/** Fills `%{name}` placeholders. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translateIn(table: MessageTable, key: MessageKey, params?: MessageParams): string {
  return interpolate(table[key], params);
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return translateIn(messages[locale], key, params);
}

/** Turns a message code back into text of `table`. Unknown codes read as a generic "invalid". */
export function describeIssueIn(table: MessageTable, messageCode: string): string {
  const [key = '', query = ''] = messageCode.split('?');
  const params: MessageParams = {};
  for (const pair of query ? query.split('&') : []) {
    const [name = '', value = ''] = pair.split('=');
    params[name] = decodeURIComponent(value);
  }
  return isMessageKeyOf(table, key) ? translateIn(table, key, params) : translateIn(table, 'invalid');
}

/** `{ field: message }` from the issues of `error`, in `table`'s language; the first issue per field wins. */
export function fieldErrorsIn(error: z.ZodError, table: MessageTable): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!(field in out)) out[field] = describeIssueIn(table, issue.message);
  }
  return out;
}
