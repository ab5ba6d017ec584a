/**
 * The address a page names as its own (canonical link, hreflang alternates, og:url), under the
 * locale root. A list's page N > 1 (`/center/notice?page=2`) is a page of its own, with other records
 * than page 1: it names itself, with its page number as the list reads it (`?page=02` names `?page=2`).
 * Page 1 names the list without a query. A search or a filter (`?q=`, `?category=`) shows a part of
 * the list, in as many variants as visitors type: it names the whole list (its first page), the one
 * page a search engine should keep. Every other parameter (`?utm_source=`) is not part of any address.
 */
import { pageFrom } from '../../components/Pagination';

/** The page-number parameters of the paged lists, by path under the locale root, in their order. */
const PAGED: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/center\/notice$/, ['page']],
  [/^\/review$/, ['page', 'mpage']],
  [/^\/boards\/[^/]+$/, ['page']],
  [/^\/mypage\/questions$/, ['page']],
];

/** Parameters that narrow a list to a search or a filter. */
const FILTERS = ['q', 'category'];

/** `/center/notice?page=2` for (`/center/notice`, `?page=2&utm_source=x`); the path alone for page 1. */
export function canonicalPath(path: string, search: string): string {
  const names = PAGED.find(([pattern]) => pattern.test(path))?.[1];
  if (!names || !search) return path;
  const params = new URLSearchParams(search);
  if (FILTERS.some((name) => (params.get(name) ?? '').trim() !== '')) return path;
  const kept = new URLSearchParams();
  for (const name of names) {
    const n = pageFrom(params, name);
    if (n > 1) kept.set(name, String(n));
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
