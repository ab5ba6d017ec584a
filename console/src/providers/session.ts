import type { AccessTokenAnswer, AccessTokenPayload, ConsoleSessionAnswer } from '@clinic/contract';
import { LANGUAGE_TAGS, isLocale } from '@clinic/contract';

/**
 * The staff session: refresh and access tokens in session storage (gone when the tab closes), and
 * one fetch wrapper that sends the bearer and Accept-Language, refreshes the access token once on a
 * 401 (or just before it expires), and gives up (clearing the session) when the refresh fails.
 */
const KEYS = { refresh: 'console.refreshToken', access: 'console.accessToken' } as const;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string> } | undefined,
  ) {
    super(message);
  }
}

export function currentLocale(): string {
  // react-admin keeps the chosen locale in its store (localStorage, key "RaStore.locale").
  const raw = localStorage.getItem('RaStore.locale');
  const locale = raw ? (JSON.parse(raw) as unknown) : 'ko';
  return isLocale(locale) ? LANGUAGE_TAGS[locale] : 'ko';
}

export function decodePayload(token: string | null): AccessTokenPayload | null {
  if (!token) return null;
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as AccessTokenPayload;
  } catch {
    return null;
  }
}

export const session = {
  refreshToken: () => sessionStorage.getItem(KEYS.refresh),
  accessToken: () => sessionStorage.getItem(KEYS.access),
  payload: () => decodePayload(sessionStorage.getItem(KEYS.access)),
  store(refreshToken: string, accessToken: string) {
    const renewed = sessionStorage.getItem(KEYS.refresh) !== refreshToken;
    sessionStorage.setItem(KEYS.refresh, refreshToken);
    sessionStorage.setItem(KEYS.access, accessToken);
    if (renewed || !sessionStorage.getItem(PROOF)) rememberProof(refreshToken);
  },
  clear() {
    sessionStorage.removeItem(KEYS.refresh);
    sessionStorage.removeItem(KEYS.access);
    sessionStorage.removeItem(PROOF);
  },
};

/**
 * Tabs of one browser share the staff session without handing tokens to each other: the server keeps
 * the session in an httpOnly cookie sent only to /console addresses, and writes it into a console page
 * the browser loads as a document (a new tab, a reload), where this module picks it up once
 * (api/src/modules/auth/consoleSession.ts). No other page of this origin can ask for it: a token sent
 * over a BroadcastChannel or kept in shared storage would reach any script on the public site too.
 */
function takeSessionFromPage(): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById('console-session');
  if (!element) return;
  element.remove();
  try {
    const given = JSON.parse(element.textContent ?? '') as Partial<ConsoleSessionAnswer>;
    if (typeof given.refreshToken === 'string' && typeof given.accessToken === 'string')
      session.store(given.refreshToken, given.accessToken);
  } catch {
    // Not a session: the login page shows.
  }
}

/**
 * Logging out in one tab ends the session in all of them. The other tabs hear it on a
 * BroadcastChannel, which any page of this origin can also write to, so the message carries proof:
 * the SHA-256 of the session's refresh token, which a tab compares with its own. Nothing else is ever
 * sent on it, and a message without the proof changes nothing.
 */
interface LogoutMessage {
  type: 'logout';
  proof: string;
}

const CHANNEL = 'clinic-console-session';
const PROOF = 'console.sessionProof';
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
const logoutListeners = new Set<() => void>();

async function proofOf(refreshToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keeps the proof of the current session ready, so that a logout message is checked at once. */
function rememberProof(refreshToken: string): void {
  void proofOf(refreshToken).then((proof) => {
    if (session.refreshToken() === refreshToken) sessionStorage.setItem(PROOF, proof);
  });
}

channel?.addEventListener('message', (event: MessageEvent<Partial<LogoutMessage>>) => {
  const message = event.data;
  const mine = sessionStorage.getItem(PROOF);
  if (message.type !== 'logout' || !mine || message.proof !== mine || !session.refreshToken()) return;
  session.clear();
  for (const listener of logoutListeners) listener();
});

/** Tells every other console tab that this session ended (they clear theirs). */
export async function announceLogout(refreshToken: string): Promise<void> {
  channel?.postMessage({ type: 'logout', proof: await proofOf(refreshToken) } satisfies LogoutMessage);
}

/** Runs `listener` when another tab logs out; returns the unsubscribe. */
export function onLogoutElsewhere(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

async function readBody(
  response: Response,
): Promise<{ message?: string; errors?: Record<string, string> } | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as { message?: string };
  } catch {
    return undefined;
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  return new ApiError(body?.message ?? response.statusText, response.status, body);
}

function basicHeader(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return 'Basic ' + btoa(String.fromCharCode(...bytes));
}

/**
 * The console's login: both tokens for staff (members get a 403), and the httpOnly cookie that lets
 * the console pages this browser loads later carry the session.
 */
export async function requestConsoleSession(username: string, password: string): Promise<ConsoleSessionAnswer> {
  const response = await fetch('/api/auth/console/session', {
    method: 'POST',
    headers: { Authorization: basicHeader(username, password), 'Accept-Language': currentLocale() },
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as ConsoleSessionAnswer;
}

export async function requestAccessToken(refreshToken: string): Promise<string> {
  const response = await fetch('/api/auth/accessToken', {
    headers: { Authorization: `Bearer ${refreshToken}`, 'Accept-Language': currentLocale() },
  });
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as AccessTokenAnswer).accessToken;
}

export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await fetch('/api/auth/refreshToken', { method: 'DELETE', headers: { Authorization: `Bearer ${refreshToken}` } });
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time, shared by every request that needs it. Null when the session is over. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return null;
    try {
      const accessToken = await requestAccessToken(refreshToken);
      session.store(refreshToken, accessToken);
      return accessToken;
    } catch {
      session.clear();
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function expiresSoon(): boolean {
  const payload = session.payload();
  return !payload || payload.exp * 1000 < Date.now() + 15_000;
}

/** fetch() for the API: bearer, Accept-Language, and the refresh-once-on-401 rule. */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) => {
    const headers = new Headers(init.headers);
    headers.set('Accept-Language', currentLocale());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  };
  let token = session.accessToken();
  if (token && expiresSoon()) token = (await refreshAccessToken()) ?? token;
  const response = await send(token);
  if (response.status !== 401 || !session.refreshToken()) return response;
  const renewed = await refreshAccessToken();
  return renewed ? send(renewed) : response;
}

// Last, once everything above is defined: the session this page was answered with, if any.
takeSessionFromPage();
