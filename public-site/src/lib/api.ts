import { LANGUAGE_TAGS, type Locale } from '@clinic/contract';

/** The public site's one API client: JSON, the page's language, and the server's message on error. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function apiGet<T>(path: string, locale: Locale, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/api${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': LANGUAGE_TAGS[locale] },
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? response.statusText, response.status);
  }
  return (await response.json()) as T;
}
