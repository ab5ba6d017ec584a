/**
 * What the public site's server bundle (`public-site/src/entry-server.tsx`) answers for one URL,
 * and what the API's page server (`api/src/http/pages.ts`) fills into the page template.
 */
export interface RenderResult {
  status: number;
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** Title, description, canonical, hreflang, Open Graph and JSON-LD tags. */
  head: string;
  /** The `<html lang>` value. */
  lang: string;
  /** Loader data for hydration (JSON, written as a data block). */
  data: string;
  /** Member pages, forms and error pages: kept out of search engines, CDNs and the sitemap. */
  noindex: boolean;
  /**
   * The route pattern the page was rendered with, the same in every language (`center/notice/:id`,
   * `*` for the not-found page): pages of one pattern share their critical CSS.
   */
  routeKey: string;
  redirect?: string;
}

/**
 * How the server bundle reaches the API while it renders: a `fetch` for paths under `/api`. The page
 * server passes one that calls the API in-process; there is no session during a render.
 */
export type RenderTransport = (path: string, init?: RequestInit) => Promise<Response>;
