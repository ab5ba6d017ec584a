import { LANGUAGE_TAGS, type Locale } from '@clinic/contract';

/**
 * The public site's one API client: JSON, the page's language, and the server's message on error.
 * In the browser it calls `/api`; while prerendering, the build points it at a running API.
 */
let apiBase = '/api';
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function apiRequest<T>(path: string, locale: Locale, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', LANGUAGE_TAGS[locale]);
  const response = await fetch(`${apiBase}${path}`, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
    throw Object.assign(new ApiError(body.message ?? response.statusText, response.status), { errors: body.errors });
  }
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, locale: Locale, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, locale, signal ? { signal } : {});
}

export const PRODUCT = 'clinic';
