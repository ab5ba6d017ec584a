/** Page heads: what a page says about itself, written by the server and kept in step by the client. */
import { LANGUAGE_TAGS, LOCALES, type Locale, type OgImage, type PublicSettings } from '@clinic/contract';
import { catalog, lookup, type MessagePath } from '../i18n';
import { structuredData, type JsonLdNode, type ParentPage } from './jsonLd';
import { absolute, localizedPath, SITE_ORIGIN } from './urls';

export { localizedPath, SITE_ORIGIN } from './urls';

/** What a page says about itself to browsers and search engines. */
export interface HeadInfo {
  title: string;
  description: string;
  /** Member pages and error pages. */
  noindex?: boolean;
  /**
   * The page's schema.org nodes (MedicalClinic, IndividualPhysician, MedicalProcedure, FAQPage,
   * NewsArticle …), written as one JSON-LD `@graph` with what every page adds (jsonLd.ts
   * `structuredData`: the WebSite on the main page, the BreadcrumbList elsewhere).
   */
  jsonLd?: JsonLdNode[];
  image?: string;
  /** The page's name in its breadcrumb trail, where the title says more (a record's own title). */
  name?: string;
  /** The page above a record's in its breadcrumb trail, where the menu does not name it (its board). */
  parent?: ParentPage;
  /** A dated article (a notice): `og:type` article with its times (ISO 8601). */
  article?: { publishedTime: string; modifiedTime: string };
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

/** Open Graph's locales (language_TERRITORY) of the site's languages. */
export const OG_LOCALES: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', cn: 'zh_CN', jp: 'ja_JP' };

/** The longest `<title>` search results show whole. */
export const TITLE_MAX = 60;

/**
 * The document title: the page's title and the site's name (`비용 안내 | 서울하지정맥 흉부외과의원`),
 * the title alone where both would run past TITLE_MAX characters (long English names), and a title
 * that is longer alone cut with an ellipsis. The main page is the site's name.
 */
export function documentTitle(title: string, siteName: string): string {
  if (title === siteName) return siteName;
  const full = `${title} | ${siteName}`;
  if ([...full].length <= TITLE_MAX) return full;
  const chars = [...title];
  return chars.length <= TITLE_MAX
    ? title
    : chars
        .slice(0, TITLE_MAX - 1)
        .join('')
        .trimEnd() + '…';
}

/** The `<script type="application/ld+json">` of a page, or '' when it has none. */
function jsonLdScript(info: HeadInfo, locale: Locale, path: string, siteName: string): string {
  const graph = structuredData(info, { locale, path, siteName });
  return graph ? `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>` : '';
}

/**
 * The `<head>` tags for one page, as HTML (the server writes them; the client keeps them in step).
 * `image` is the link picture from settings (uploaded, or made from the clinic's name).
 */
export function headTags(info: HeadInfo, locale: Locale, path: string, siteName: string, image?: OgImage): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const title = documentTitle(info.title, siteName);
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
    `<meta property="og:type" content="${info.article ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${esc(siteName)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(info.description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
    ...LOCALES.filter((l) => l !== locale).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}">`,
    ),
    ...(info.article
      ? [
          `<meta property="article:published_time" content="${esc(info.article.publishedTime)}">`,
          `<meta property="article:modified_time" content="${esc(info.article.modifiedTime)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${picture ? 'summary_large_image' : 'summary'}">`,
    ...(picture
      ? [
          `<meta property="og:image" content="${esc(absolute(picture.src))}">`,
          picture.width ? `<meta property="og:image:width" content="${picture.width}">` : '',
          picture.height ? `<meta property="og:image:height" content="${picture.height}">` : '',
          `<meta property="og:image:alt" content="${esc(siteName)}">`,
        ]
      : []),
    jsonLdScript(info, locale, path, siteName),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Keeps <title>, description, canonical, hreflang, Open Graph and the JSON-LD in step after
 * client-side navigation.
 */
export function applyHead(info: HeadInfo, locale: Locale, path: string, siteName: string): void {
  document.title = documentTitle(info.title, siteName);
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
  applyOpenGraph(info, locale);
  applyStructuredData(info, locale, path, siteName);
}

/**
 * `og:type` and an article's times, and `og:locale` with its alternates for a page in `locale` (a
 * language switch changes them).
 */
function applyOpenGraph(info: HeadInfo, locale: Locale): void {
  document.head
    .querySelector('meta[property="og:type"]')
    ?.setAttribute('content', info.article ? 'article' : 'website');
  const times = {
    'article:published_time': info.article?.publishedTime,
    'article:modified_time': info.article?.modifiedTime,
  };
  for (const [property, time] of Object.entries(times)) {
    let meta = document.head.querySelector(`meta[property="${property}"]`);
    if (!time) {
      meta?.remove();
      continue;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('property', property);
      document.head.querySelector('meta[property="og:type"]')?.after(meta);
    }
    meta.setAttribute('content', time);
  }
  document.head.querySelector('meta[property="og:locale"]')?.setAttribute('content', OG_LOCALES[locale]);
  const alternates = [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')];
  LOCALES.filter((l) => l !== locale).forEach((l, i) => alternates[i]?.setAttribute('content', OG_LOCALES[l]));
}

/** The page's JSON-LD after a client-side navigation: replaced, added or removed. */
function applyStructuredData(info: HeadInfo, locale: Locale, path: string, siteName: string): void {
  const graph = structuredData(info, { locale, path, siteName });
  let script = document.head.querySelector('script[type="application/ld+json"]');
  if (!graph) return script?.remove();
  if (!script) {
    script = document.createElement('script');
    script.setAttribute('type', 'application/ld+json');
    document.head.append(script);
  }
  script.textContent = JSON.stringify(graph);
}
