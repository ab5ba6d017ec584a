import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useLogoutIfAccessDenied } from 'react-admin';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import type { DayRange } from './dates';

export type StatisticsState<T> =
  /** `data`: the previous answer, kept on screen while a new range loads. */
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: string }
  | { status: 'done'; data: T; error?: undefined };

/**
 * One statistics call (`/api/console/statistics/<path>?from=&to=`) through the console's
 * authenticated client. A newer range replaces an older answer still on its way; `retry` asks again.
 * Without a range (summary) no query string is sent. Nothing is asked while `enabled` is false
 * (before the session is confirmed: a request then would only be refused).
 */
export function useStatistics<T>(
  path: string,
  { range, enabled = true }: { range?: DayRange; enabled?: boolean } = {},
): StatisticsState<T> & { retry: () => void } {
  // Kept in a ref: a new callback identity must not ask the server again.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const denied = useRef(logoutIfAccessDenied);
  useEffect(() => {
    denied.current = logoutIfAccessDenied;
  }, [logoutIfAccessDenied]);
  const [state, setState] = useState<StatisticsState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const from = range?.from;
  const to = range?.to;

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const query = from && to ? `?${new URLSearchParams({ from, to }).toString()}` : '';
    setState((previous) => ({ status: 'loading', data: previous.data }));
    httpClient(`${API_URL}/statistics/${path}${query}`, { signal: controller.signal })
      .then(({ json }) => {
        if (!controller.signal.aborted) setState({ status: 'done', data: json as T });
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 after the refresh (or a 403) ends the session, as in the lists.
        if (await denied.current(error)) return;
        const message =
          error instanceof HttpError || error instanceof Error ? error.message : 'ra.notification.http_error';
        setState({ status: 'error', error: message || 'ra.notification.http_error' });
      });
    return () => controller.abort();
  }, [path, from, to, enabled, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, retry };
}
