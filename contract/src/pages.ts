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
