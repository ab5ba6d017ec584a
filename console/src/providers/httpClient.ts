import { type fetchUtils, HttpError } from 'react-admin';
import { apiFetch } from './session';

/**
 * The fetch that ra-data-simple-rest (and the upload decorator) use: every request carries the
 * bearer token and the console's language, and a 401 triggers one token refresh and one retry.
 * Errors keep the server's translated message and field errors, which react-admin shows on the form.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await apiFetch(url, { ...options, headers });
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const error = json as { message?: string; errors?: Record<string, string> } | undefined;
    throw new HttpError(error?.message ?? response.statusText, response.status, {
      ...(error ?? {}),
      ...(error?.errors ? { errors: error.errors } : {}),
    });
  }
  return { status: response.status, headers: response.headers, body, json };
}
