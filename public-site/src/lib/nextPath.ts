/**
 * Where the login page sends a visitor afterwards (`/login?next=/mypage/myinfo`): a path on this
 * site, never another site. Refused, so the visitor goes home instead: anything not starting with
 * exactly one `/` (`//evil.example`, `https://…`, `javascript:`), backslashes (`/\evil.example`,
 * which browsers read as `//`), control characters (a URL parser drops tabs and newlines, so
 * `/\t/evil.example` would become `//evil.example`), the same spellings percent-encoded
 * (`/%2F%2Fevil.example`, `/%5Cevil.example`), and any path that only becomes `//…` once a URL
 * parser resolves its `.` and `..` segments (`/.//evil.example`, `/%2e//evil.example`,
 * `/a/..//evil.example`): the path is judged as it is resolved and as it reads decoded.
 */
const BASE = 'https://site.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE = /[\\\u0000-\u001f\u007f]|^\/[/\\]|^[^/]/;

/** `value` decoded, or undefined when its percent-encoding is broken. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The path `candidate` resolves to on this site, or undefined when it is unsafe or leads elsewhere. */
function resolved(candidate: string): URL | undefined {
  if (UNSAFE.test(candidate)) return undefined;
  const url = new URL(candidate, BASE);
  if (url.origin !== BASE || UNSAFE.test(url.pathname)) return undefined;
  return url;
}

export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next) return undefined;
  const plain = decoded(next);
  const url = resolved(next);
  if (plain === undefined || !url || !resolved(plain)) return undefined;
  // What the browser would be sent to, read decoded once more: `/a/%2e%2e/%2fevil.example` resolves to `/%2fevil.example`.
  const path = decoded(url.pathname);
  if (path === undefined || !resolved(path)) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The login page's address that returns to `path` (a path on this site, with its query). */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?next=${encodeURIComponent(path)}`;
}
