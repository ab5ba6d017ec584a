import type { Locale } from './locales.js';

/**
 * `GET /v1/pages/{key}`: a public page's text (its title, description, lead and sections; the shape
 * of each page is public-site/src/content/types.ts) in the request's language, or in Korean when
 * that language has none yet (`locale` says which).
 */
export interface PublicPage {
  /** The page's address below the locale prefix: `cost`, `surgery/venaseal`; `home` is the main page. */
  key: string;
  locale: Locale;
  content: unknown;
}

/** A page's title (its h1 and `<title>`) in any language. */
export const PAGE_TITLE_MAX = 80;
/** A page's meta description: what search results show under its title. */
export const PAGE_DESCRIPTION_MAX = 160;
/** In Korean a search result shows about half as many characters. */
export const PAGE_DESCRIPTION_KO_MAX = 80;
/** The opening paragraph under the title. */
export const PAGE_LEAD_MAX = 1000;
