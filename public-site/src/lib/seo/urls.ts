/// <reference types="vite/client" />
/** This site's public addresses, as search engines and link previews are told them. */
import type { Locale } from '@clinic/contract';
import { localePrefix } from '../i18n';

export const SITE_ORIGIN =
  (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'https://www.example-vein-clinic.kr';

/** `/en/cost` for (en, '/cost'); '/' for (ko, '/'). */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (path === '/') return prefix || '/';
  return prefix + path;
}

/** An address of this site as an absolute URL (link previews need one); an absolute one as it is. */
export const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : SITE_ORIGIN + src);

/** A page of this site in `locale` as an absolute URL: `https://…/en/cost`. */
export const pageUrl = (locale: Locale, path: string) => SITE_ORIGIN + localizedPath(locale, path);
