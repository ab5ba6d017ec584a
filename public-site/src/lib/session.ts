import { useSyncExternalStore } from 'react';
import {
  LANGUAGE_TAGS,
  type AccessTokenAnswer,
  type AccessTokenPayload,
  type Locale,
  type RefreshTokenAnswer,
  type Scope,
} from '@clinic/contract';
import { ApiError, errorFrom } from './apiError';

/**
 * A member's session in this tab (spec section 4): the refresh token, the access token and the
 * access token's decoded payload (with its scope list), kept in session storage, so they are gone
 * when the tab closes. Browser only: while rendering on the server there is never a session.
 */
export const SESSION_KEYS = {
  refresh: 'site.refreshToken',
  access: 'site.accessToken',
  payload: 'site.payload',
} as const;

const AUTH = '/api/auth';

export interface Session {
  refreshToken: string;
  accessToken: string | null;
  payload: AccessTokenPayload | null;
}

/** The claims of a JWT (no verification: the server verifies; the client only reads the scope list). */
export function decodePayload(token: string): AccessTokenPayload | null {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as AccessTokenPayload;
    return Array.isArray(payload.scope) ? payload : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Session | null {
  const s = storage();
  const refreshToken = s?.getItem(SESSION_KEYS.refresh);
  if (!s || !refreshToken) return null;
  const accessToken = s.getItem(SESSION_KEYS.access);
  let payload: AccessTokenPayload | null;
  try {
    payload = JSON.parse(s.getItem(SESSION_KEYS.payload) ?? 'null') as AccessTokenPayload | null;
  } catch {
    payload = null;
  }
  return { refreshToken, accessToken, payload };
}

let current: Session | null | undefined;
const listeners = new Set<() => void>();

/** The session now (the same object until it changes, as `useSyncExternalStore` needs). */
export function getSession(): Session | null {
  if (current === undefined) current = read();
  return current;
}

function save(next: Session | null): void {
  const s = storage();
  if (s) {
    if (next) {
      s.setItem(SESSION_KEYS.refresh, next.refreshToken);
      if (next.accessToken) s.setItem(SESSION_KEYS.access, next.accessToken);
      else s.removeItem(SESSION_KEYS.access);
      s.setItem(SESSION_KEYS.payload, JSON.stringify(next.payload));
    } else {
      for (const key of Object.values(SESSION_KEYS)) s.removeItem(key);
    }
  }
  current = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session for components; null while hydrating (the server-rendered HTML is logged out). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** Spec section 5: an access token whose scope list includes `scope`. */
export function hasScope(session: Session | null, scope: Scope): boolean {
  const scopes = session?.payload?.scope;
  return !!session?.accessToken && Array.isArray(scopes) && scopes.includes(scope);
}

async function authCall<T>(method: string, path: string, authorization: string, locale: Locale): Promise<T> {
  const response = await fetch(AUTH + path, {
    method,
    headers: { Accept: 'application/json', 'Accept-Language': LANGUAGE_TAGS[locale], Authorization: authorization },
  });
  if (!response.ok) throw await errorFrom(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

function basic(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return 'Basic ' + btoa(String.fromCharCode(...bytes));
}

async function accessFor(refreshToken: string, locale: Locale): Promise<Session> {
  const { accessToken } = await authCall<AccessTokenAnswer>('GET', '/accessToken', `Bearer ${refreshToken}`, locale);
  return { refreshToken, accessToken, payload: decodePayload(accessToken) };
}

/** Login: a refresh token for the credentials (Basic), then an access token; both stored. */
export async function login(username: string, password: string, locale: Locale): Promise<Session> {
  const { refreshToken } = await authCall<RefreshTokenAnswer>(
    'GET',
    '/refreshToken',
    basic(username, password),
    locale,
  );
  const session = await accessFor(refreshToken, locale);
  save(session);
  return session;
}

/** Starts a session from a refresh token the API gave (sign-up answers one). */
export async function startSession(refreshToken: string, locale: Locale): Promise<Session> {
  const session = await accessFor(refreshToken, locale);
  save(session);
  return session;
}

let refreshing: Promise<string | null> | null = null;

/**
 * A new access token from the stored refresh token, one request at a time for every caller. When
 * the API refuses the refresh token the session ends (logged out); null then. A network failure
 * keeps the session (the request that needed it fails on its own).
 */
export function refreshAccessToken(locale: Locale): Promise<string | null> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session) return null;
    try {
      const next = await accessFor(session.refreshToken, locale);
      save(next);
      return next.accessToken;
    } catch (err) {
      if (err instanceof ApiError) save(null);
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Logout: the refresh token is revoked on the server (unless it already is) and the session cleared. */
export async function logout(locale: Locale, { revoke = true }: { revoke?: boolean } = {}): Promise<void> {
  const session = getSession();
  if (revoke && session) {
    await authCall<void>('DELETE', '/refreshToken', `Bearer ${session.refreshToken}`, locale).catch(() => undefined);
  }
  save(null);
}
