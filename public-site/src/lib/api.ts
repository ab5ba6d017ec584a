import { LANGUAGE_TAGS, type Locale, type RenderTransport } from '@clinic/contract';
import { ApiError, errorFrom } from './apiError';
import { getSession, refreshAccessToken } from './session';

export { ApiError };

/**
 * The public site's one API client: JSON, the page's language, the member's bearer token, and the
 * server's message on error. In the browser it calls `/api`; while the server renders a page it calls
 * that server's own API in-process (and there is no session then).
 *
 * Spec sections 4 and 8: every call sends the bearer (when logged in) and Accept-Language; a 401
 * with a stored refresh token refreshes the access token and retries once, and logs out when the
 * refresh fails; a 403 alerts the server's message.
 */
let transport: RenderTransport = (path, init) => fetch(path, init);
/** While the server renders a page: how its API is reached (in-process, not over the network). */
export function setApiTransport(renderTransport: RenderTransport): void {
  transport = renderTransport;
}

const inBrowser = () => typeof window !== 'undefined';

/** Sends with the bearer and the language; a 401 refreshes the access token and retries once. */
async function authorized(path: string, locale: Locale, init: RequestInit): Promise<Response> {
  const send = (token: string | null | undefined) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', LANGUAGE_TAGS[locale]);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return transport(`/api${path}`, { ...init, headers });
  };
  const session = inBrowser() ? getSession() : null;
  let response = await send(session?.accessToken);
  let loggedOut = false;
  if (response.status === 401 && session) {
    const renewed = await refreshAccessToken(locale);
    if (renewed) response = await send(renewed);
    else loggedOut = !getSession();
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    // Told once, in the browser's own dialog: why access was refused, or why the session ended.
    if (inBrowser() && (response.status === 403 || loggedOut)) window.alert(error.message);
    throw error;
  }
  return response;
}

export async function apiRequest<T>(path: string, locale: Locale, init: RequestInit = {}): Promise<T> {
  const response = await authorized(path, locale, init);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A file the member may read (a private attachment): fetched with the bearer, as a Blob. */
export async function apiBlob(path: string, locale: Locale): Promise<Blob> {
  const response = await authorized(path, locale, { headers: { Accept: '*/*' } });
  return response.blob();
}

export function apiGet<T>(path: string, locale: Locale, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, locale, signal ? { signal } : {});
}

/** POST/PUT/DELETE with a JSON body, or a FormData body (multipart) as it is. */
export function apiSend<T>(method: string, path: string, locale: Locale, body?: unknown): Promise<T> {
  if (body instanceof FormData) return apiRequest<T>(path, locale, { method, body });
  return apiRequest<T>(path, locale, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export const PRODUCT = 'clinic';
