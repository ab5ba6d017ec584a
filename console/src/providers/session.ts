import type { AccessTokenAnswer, AccessTokenPayload, RefreshTokenAnswer } from '@clinic/contract';
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
    sessionStorage.setItem(KEYS.refresh, refreshToken);
    sessionStorage.setItem(KEYS.access, accessToken);
  },
  clear() {
    sessionStorage.removeItem(KEYS.refresh);
    sessionStorage.removeItem(KEYS.access);
  },
};

/**
 * Tabs of one browser share the staff session. The tokens stay in each tab's session storage (gone
 * when the tab closes), but a tab opened from the console (a record opened in a new tab) asks the
 * open ones over a BroadcastChannel, which only pages of this origin in this browser can hear, and
 * takes the session they hold; logging out in one tab ends it in all of them.
 */
type TabMessage = { type: 'ask' } | { type: 'share'; refreshToken: string; accessToken: string } | { type: 'logout' };

const CHANNEL = 'clinic-console-session';
/** How long a new tab waits for an open one to answer before showing the login page. */
const ASK_MS = 400;

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
const logoutListeners = new Set<() => void>();

channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
  const message = event.data;
  if (message.type === 'ask') {
    const refreshToken = session.refreshToken();
    const accessToken = session.accessToken();
    if (refreshToken && accessToken)
      channel.postMessage({ type: 'share', refreshToken, accessToken } satisfies TabMessage);
  } else if (message.type === 'logout' && session.refreshToken()) {
    session.clear();
    for (const listener of logoutListeners) listener();
  }
});

/** Takes the session of another open console tab, if one answers in time. True when it did. */
export function borrowSessionFromOtherTab(): Promise<boolean> {
  if (!channel) return Promise.resolve(false);
  return new Promise((resolve) => {
    const answer = new BroadcastChannel(CHANNEL);
    const done = (found: boolean) => {
      clearTimeout(timer);
      answer.close();
      resolve(found);
    };
    const timer = setTimeout(() => done(false), ASK_MS);
    answer.addEventListener('message', (event: MessageEvent<TabMessage>) => {
      if (event.data.type !== 'share') return;
      session.store(event.data.refreshToken, event.data.accessToken);
      done(true);
    });
    answer.postMessage({ type: 'ask' } satisfies TabMessage);
  });
}

/** Tells every other console tab that the session ended (they clear theirs). */
export function announceLogout(): void {
  channel?.postMessage({ type: 'logout' } satisfies TabMessage);
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

export async function requestRefreshToken(username: string, password: string): Promise<string> {
  const response = await fetch('/api/auth/refreshToken', {
    headers: { Authorization: basicHeader(username, password), 'Accept-Language': currentLocale() },
  });
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as RefreshTokenAnswer).refreshToken;
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
