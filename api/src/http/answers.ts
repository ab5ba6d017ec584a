import type { Context } from 'koa';
import { isSiteLink, pick } from '@clinic/contract';
import { translatedOf } from '../db/index.js';

/** Stored values as a public answer gives them: texts in the caller's language, links the site may use. */

/** A translated column read in the caller's language (Korean when that one is empty). */
export function localized(ctx: Context, text: string | null | undefined): string {
  return pick(translatedOf(text), ctx.state.locale ?? 'ko');
}

/**
 * A stored link as the public site may use it: one saved before the link rule (`isSiteLink`) that
 * the rule refuses (`//evil.example`) is answered empty, so it never becomes an href.
 */
export const publicLink = (link: string | null | undefined): string => (link && isSiteLink(link) ? link : '');
