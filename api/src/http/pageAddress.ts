/**
 * One address per public page. Every page of the site has a lower-case path with no trailing slash
 * (`/en/surgery/venaseal`): the locale prefixes are lower case, the route table's paths are, and so
 * is every record's part of an address (treatment slugs and board keys follow KEY_RULE, `[a-z0-9-]`;
 * notices, posts and reviews are numbered, member reviews `m{id}`). Any other spelling of it (`/EN/cost`,
 * `/Cost`, `/cost/`, `//cost`, `/en//cost`, `/%45N/cost`, `/en/./cost`) is answered with a permanent
 * redirect to that one address, before anything is rendered, so that a search engine sees one page
 * and a spelling cannot make a render of its own (or a 500).
 */

/** The path as a page address: no empty, `.` or `..` segments, backslashes read as slashes. */
function segmentsOf(decoded: string): string[] {
  const out: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/** Upper-case ASCII letters lowered, nothing else touched (no route or record has other letters). */
const lowerAscii = (s: string) => s.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * Areas of the server that are not public pages: their paths keep their case (the console's client
 * routes, the API's own canonical spelling in http/paths.ts); only a path's form is mended.
 */
const OTHER_AREAS = new Set(['api', 'console']);

/**
 * The canonical spelling of a request path: percent-escapes decoded once and written again in one
 * form, doubled slashes, backslashes, trailing slashes and dot segments gone, and (for pages, not
 * files or the API's and console's areas) lower case. Undefined when the path does not decode (the
 * caller renders it as it is: the site's 404). Always a single `/` followed by a path of this site,
 * never `//host` or `/\host`: a redirect to it cannot leave the site.
 */
export function canonicalPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = segmentsOf(decoded);
  const last = segments.at(-1) ?? '';
  // A file (`/assets/Page-CCDY_Q3A.js`, `/favicon.svg`) is named with its case; pages have no dot.
  const file = last.includes('.');
  const area = OTHER_AREAS.has(lowerAscii(segments[0] ?? ''));
  const written = segments.map((s) => encodeURIComponent(file || area ? s : lowerAscii(s)));
  return '/' + written.join('/');
}

/**
 * Where a request for `rawPath?query` is sent instead: its canonical address with the query as it
 * was, or undefined when the path already is canonical (or does not decode).
 */
export function canonicalRedirect(rawPath: string, query: string): string | undefined {
  const canonical = canonicalPath(rawPath);
  if (canonical === undefined || canonical === rawPath) return undefined;
  return query ? `${canonical}?${query}` : canonical;
}
