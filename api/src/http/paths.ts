import type { Context, Next } from 'koa';
import { apiError } from './errors.js';

/**
 * The path as any lenient reader could come to see it: percent-escapes decoded (repeatedly, so
 * `%2563` counts as `c`), backslashes as slashes, doubled slashes collapsed, `.` and `..` segments
 * and trailing dots or spaces of a segment dropped, lower case. Used only to decide which area of
 * the server a request is aimed at, never to route it.
 */
export function looseForm(path: string): string {
  let decoded = path;
  for (let i = 0; i < 3 && decoded.includes('%'); i += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  const segments = decoded
    .replace(/\\/g, '/')
    .split('/')
    .map((s) => s.replace(/[.\s]+$/, ''))
    .filter((s) => s !== '');
  return ('/' + segments.join('/')).toLowerCase();
}

/** Whether the request is aimed at the API (`/api`, `/API`, `//api/`, `/%61pi/` ...). */
export function isApiPath(path: string): boolean {
  const loose = looseForm(path);
  return loose === '/api' || loose.startsWith('/api/');
}

/** Whether the request is aimed at a staff area of the API: `/api/console/...` or `/api/editor...`. */
export function isStaffApiPath(path: string): boolean {
  return /^\/api\/(console|editor)(\/|$)/.test(looseForm(path));
}

/**
 * Whether the request is aimed at a part of the staff area only 관리자 (scope `admin`) may use: staff
 * accounts (`/api/console/user/admins...`), the member export (`/api/console/users/export`) and the
 * personal-data access log with its export (`/api/console/access-logs...`).
 */
export function isAdminApiPath(path: string): boolean {
  return /^\/api\/console\/(user\/admins|users\/export|access-logs)(\/|$)/.test(looseForm(path));
}

/** RFC 3986 unreserved characters, and separators, have one spelling: never percent-encoded. */
const ESCAPED_PLAIN = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e)/i;

/**
 * A path in the one spelling the API answers to: `/api` in lower case, no doubled slashes or
 * backslashes, no dot segments or segments ending in a dot, no percent-escaped letters, digits or
 * separators, and every escape valid UTF-8.
 */
export function isCanonicalApiPath(path: string): boolean {
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  if (path.includes('//') || path.includes('\\') || ESCAPED_PLAIN.test(path)) return false;
  if (path.split('/').some((s) => /\.$/.test(s))) return false;
  try {
    decodeURIComponent(path);
  } catch {
    return false;
  }
  return true;
}

/**
 * In front of the whole API: a request aimed at `/api` in any other spelling than the canonical
 * one is a 404, before any router sees it, so the routes, the scope checks and the `/api`-wide
 * middleware (errors, body, CORS) all see the same path.
 */
export function canonicalApiPath() {
  return async function canonicalApiPathMiddleware(ctx: Context, next: Next) {
    if (!isCanonicalApiPath(ctx.path)) throw apiError(404, 'notFound');
    await next();
  };
}
