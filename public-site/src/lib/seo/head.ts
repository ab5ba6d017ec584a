/** Page heads: what a page says about itself, written by the server and kept in step by the client. */
import { LANGUAGE_TAGS, LOCALES, type Locale, type OgImage, type PublicSettings } from '@clinic/contract';
import { catalog, localePrefix, lookup, type MessagePath } from '../i18n';

/** What a page says about itself to browsers and search engines. */
export interface HeadInfo {
  title: string;
  description: string;
  /** Member pages and error pages. */
  noindex?: boolean;
  /** schema.org data for the page (MedicalClinic, Physician, MedicalProcedure). */
  jsonLd?: Record<string, unknown>;
  image?: string;
}

export interface HeadArgs<Data = unknown> {
  locale: Locale;
  data: Data;
  params: Record<string, string | undefined>;
  siteName: string;
  settings: PublicSettings;
}

/** A route's `handle.head`: derives the head from the route's content and loader data. */
export type HeadFn<Data = unknown> = (args: HeadArgs<Data>) => HeadInfo;

/** The head of the 404 page, and of a page whose record a refresh found gone. */
export function notFoundHead(locale: Locale): HeadInfo {
  const { pages } = catalog(locale);
  return { title: pages.notFoundTitle, description: pages.notFoundBody, noindex: true };
}

/** A head made of two texts of the catalogue (`notices.title`, `notices.intro`); member pages add `noindex`. */
export function catalogHead(title: MessagePath, description: MessagePath, noindex?: true): HeadFn {
  return ({ locale }) => {
    const messages = catalog(locale);
    const info = { title: lookup(messages, title), description: lookup(messages, description) };
    return noindex ? { ...info, noindex } : info;
  };
}

export const SITE_ORIGIN =
  (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'https://www.example-vein-clinic.kr';

/** `/en/cost` for (en, '/cost'); '/' for (ko, '/'). */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (path === '/') return prefix || '/';
  return prefix + path;
}

/** An address of this site as an absolute URL (link previews need one); an absolute one as it is. */
const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : SITE_ORIGIN + src);

/**
 * The `<head>` tags for one page, as HTML (the server writes them; the client keeps them in step).
 * `image` is the link picture from settings (uploaded, or made from the clinic's name).
 */
export function headTags(info: HeadInfo, locale: Locale, path: string, siteName: string, image?: OgImage): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const title = info.title === siteName ? siteName : `${info.title} | ${siteName}`;
  const canonical = SITE_ORIGIN + localizedPath(locale, path);
  const picture: (Partial<OgImage> & { src: string }) | undefined = info.image ? { src: info.image } : image;
  const tags = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(info.description)}">`,
    info.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${esc(canonical)}">`,
    ...LOCALES.map(
      (l) =>
        `<link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${esc(SITE_ORIGIN + localizedPath(l, path))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${esc(SITE_ORIGIN + localizedPath('ko', path))}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${esc(siteName)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(info.description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[locale].replace('-', '_')}">`,
    ...(picture
      ? [
          `<meta property="og:image" content="${esc(absolute(picture.src))}">`,
          picture.width ? `<meta property="og:image:width" content="${picture.width}">` : '',
          picture.height ? `<meta property="og:image:height" content="${picture.height}">` : '',
          `<meta property="og:image:alt" content="${esc(siteName)}">`,
        ]
      : []),
    info.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(info.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Keeps <title>, description, canonical and hreflang in step after client-side navigation. */
export function applyHead(info: HeadInfo, locale: Locale, path: string, siteName: string): void {
  document.title = info.title === siteName ? siteName : `${info.title} | ${siteName}`;
  const set = (selector: string, attr: string, value: string) => {
    const el = document.head.querySelector(selector);
    if (el) el.setAttribute(attr, value);
  };
  set('meta[name="description"]', 'content', info.description);
  set('link[rel="canonical"]', 'href', SITE_ORIGIN + localizedPath(locale, path));
  for (const l of LOCALES)
    set(`link[rel="alternate"][hreflang="${LANGUAGE_TAGS[l]}"]`, 'href', SITE_ORIGIN + localizedPath(l, path));
  set('link[rel="alternate"][hreflang="x-default"]', 'href', SITE_ORIGIN + localizedPath('ko', path));
  set('meta[property="og:title"]', 'content', document.title);
  set('meta[property="og:description"]', 'content', info.description);
  set('meta[property="og:url"]', 'content', SITE_ORIGIN + localizedPath(locale, path));
}
