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
  redirect?: string;
}
