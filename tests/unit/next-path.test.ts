import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from '../../public-site/src/lib/nextPath.ts';

/** The login page's `next`: a path on this site or nothing (never an open redirect). */
describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/mypage/myinfo')).toBe('/mypage/myinfo');
    expect(safeNextPath('/en/review/write')).toBe('/en/review/write');
    expect(safeNextPath('/boards/free?page=2#comments')).toBe('/boards/free?page=2#comments');
    expect(safeNextPath('/search?q=%ED%95%98%EC%A7%80')).toBe('/search?q=%ED%95%98%EC%A7%80');
  });

  it('resolves dot segments that stay on this site, as the browser would', () => {
    expect(safeNextPath('/mypage/./myinfo')).toBe('/mypage/myinfo');
    expect(safeNextPath('/boards/free/../notice')).toBe('/boards/notice');
    expect(safeNextPath('/../mypage')).toBe('/mypage');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example/login'],
    ['three slashes', '///evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http, upper case', 'HTTP://evil.example'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['slash and backslash', '\\/evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['relative', 'evil.example/path'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes, lower case', '/%2f/evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['fully encoded', '%2F%2Fevil.example'],
    ['broken encoding', '/%E0%A4%A'],
    ['a dot segment before two slashes', '/.//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded dot segment, upper case', '/%2E//evil.example'],
    ['two encoded dots', '/%2e%2e//evil.example'],
    ['a parent segment', '/a/..//evil.example'],
    ['parent segments past the root', '/a/b/../..//evil.example'],
    ['an encoded parent segment', '/a/%2e%2e//evil.example'],
    ['an encoded slash after a parent segment', '/a/..%2f/evil.example'],
    ['an encoded slash left once the parent segment resolves', '/a/%2e%2e/%2fevil.example'],
    ['an encoded backslash after a dot segment', '/./%5cevil.example'],
    ['an encoded backslash, lower case', '/%5cevil.example'],
  ])('refuses %s', (_name, next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });

  it('builds the login address that returns to a page', () => {
    expect(loginPathFor('/login', '/mypage/myinfo?tab=1')).toBe('/login?next=%2Fmypage%2Fmyinfo%3Ftab%3D1');
    const back = new URL(loginPathFor('/en/login', '/en/review/write'), 'https://x.invalid').searchParams.get('next');
    expect(safeNextPath(back)).toBe('/en/review/write');
  });
});
