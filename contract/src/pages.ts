import { z } from 'zod';
import type { Locale } from './locales.js';
import { translated, type Translated } from './translated.js';
import { requiredText } from './validation.js';

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

const version = z.number().int().min(1);

/**
 * What staff change of a page in the console (`PUT /console/pages/:id`): its title, description and
 * lead in four languages (Korean required; an empty translation shows the Korean; `lead` is null for
 * a page without one, the main page), and the version of each language's text the edit was made on:
 * a text changed meanwhile by someone else is refused (409), never overwritten.
 */
export const pageHeadInput = z.object({
  title: translated(PAGE_TITLE_MAX),
  description: translated(PAGE_DESCRIPTION_MAX).extend({ ko: requiredText(PAGE_DESCRIPTION_KO_MAX) }),
  lead: translated(PAGE_LEAD_MAX).nullable().default(null),
  versions: z.object({ ko: version, en: version, cn: version, jp: version }),
});
export type PageHeadInput = z.infer<typeof pageHeadInput>;

/** A page as the console lists and edits it. */
export interface ConsolePage {
  id: number;
  key: string;
  title: Translated;
  description: Translated;
  /** Null for a page without an opening paragraph (the main page). */
  lead: Translated | null;
  /** Each language's text version (what a save sends back). */
  versions: Record<Locale, number>;
  updatedAt: string;
  /** The staff account that changed a text of the page last; null while it holds the first run's texts. */
  updatedBy: string | null;
}
