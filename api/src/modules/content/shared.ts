import type { Context } from 'koa';
import { isSiteLink, pick, productKey, type ImageVariants, type Translated } from '@clinic/contract';
import { fromJsonText, toDbTime, type Knex } from '../../db/index.js';
import { apiError } from '../../http/errors.js';

export const EMPTY_TRANSLATED: Translated = { ko: '', en: '', cn: '', jp: '' };

export function translatedOf(text: string | null | undefined): Translated {
  return { ...EMPTY_TRANSLATED, ...fromJsonText<Partial<Translated>>(text, {}) };
}

/**
 * A stored link as the public site may use it: one saved before the link rule (`isSiteLink`) that
 * the rule refuses (`//evil.example`) is answered empty, so it never becomes an href.
 */
export const publicLink = (link: string | null | undefined): string => (link && isSiteLink(link) ? link : '');

/** A translated column read in the caller's language (Korean when that one is empty). */
export function localized(ctx: Context, text: string | null | undefined): string {
  return pick(translatedOf(text), ctx.state.locale ?? 'ko');
}

export function imageOf(text: string | null | undefined): ImageVariants | null {
  return fromJsonText<ImageVariants | null>(text, null);
}

/** The `{product}` path parameter, checked: a site key such as `clinic`. */
export function productParam(ctx: Context): string {
  const parsed = productKey.safeParse(ctx.params.product);
  if (!parsed.success) throw apiError(404, 'notFound');
  return parsed.data;
}

/** Rows whose schedule includes now: no start or started, no end or not ended. */
export function scheduledNow(qb: Knex.QueryBuilder, now = new Date()): Knex.QueryBuilder {
  const t = toDbTime(now);
  return qb
    .where((w) => w.whereNull('starts_at').orWhere('starts_at', '<=', t))
    .where((w) => w.whereNull('ends_at').orWhere('ends_at', '>', t));
}

export function optionalTime(value: Date | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : toDbTime(value);
}
