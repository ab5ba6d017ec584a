import type { Context, Next } from 'koa';
import { localeFromAcceptLanguage } from '@clinic/contract';

/** Sets `ctx.state.locale` from `Accept-Language` (ko, en, zh-CN -> cn, ja -> jp; ko by default). */
export function localeFromHeader() {
  return async function locale(ctx: Context, next: Next) {
    ctx.state.locale = localeFromAcceptLanguage(ctx.get('Accept-Language'));
    ctx.vary('Accept-Language');
    await next();
  };
}
