/**
 * Where the login page sends a visitor afterwards (`/login?next=/mypage/myinfo`): a path on this
 * site, never another site. Refused, so the visitor goes home instead: anything not starting with
 * exactly one `/` (`//evil.example`, `https://…`, `javascript:`), backslashes (`/\evil.example`,
 * which browsers read as `//`), control characters (a URL parser drops tabs and newlines, so
 * `/\t/evil.example` would become `//evil.example`), and the same spellings percent-encoded
 * (`/%2F%2Fevil.example`, `/%5Cevil.example`).
 */
const BASE = 'https://site.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE = /[\\\u0000-\u001f\u007f]|^\/[/\\]|^[^/]/;

export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || UNSAFE.test(next)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return undefined;
  }
  if (UNSAFE.test(decoded)) return undefined;
  const url = new URL(next, BASE);
  if (url.origin !== BASE) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The login page's address that returns to `path` (a path on this site, with its query). */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?next=${encodeURIComponent(path)}`;
}
