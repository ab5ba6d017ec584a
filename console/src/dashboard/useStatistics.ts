import { useCallback, useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, useLogoutIfAccessDenied } from 'react-admin';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { STATISTICS_KEY } from '../inbox/useInbox';
import type { DayRange } from './dates';

export type StatisticsState<T> =
  /** `data`: the previous answer, kept on screen while a new range loads. */
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: string }
  | { status: 'done'; data: T; error?: undefined };

/**
 * One statistics call (`/api/console/statistics/<path>?from=&to=`) through the console's
 * authenticated client, as a react-query query under STATISTICS_KEY: the inbox's poll asks every
 * statistics query again when something new arrives (see useInbox), so the dashboard's figures
 * follow without a reload, the figures on screen staying until the new ones come. A new range shows
 * the previous answer while it loads; `retry` asks again. Without a range (summary) no query string
 * is sent. Nothing is asked while `enabled` is false (before the session is confirmed: a request then
 * would only be refused).
 */
export function useStatistics<T>(
  path: string,
  { range, enabled = true }: { range?: DayRange; enabled?: boolean } = {},
): StatisticsState<T> & { retry: () => void } {
  const from = range?.from;
  const to = range?.to;
  const query = useQuery({
    queryKey: [...STATISTICS_KEY, path, from ?? null, to ?? null],
    queryFn: async ({ signal }) => {
      const search = from && to ? `?${new URLSearchParams({ from, to }).toString()}` : '';
      return (await httpClient(`${API_URL}/statistics/${path}${search}`, { signal })).json as T;
    },
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // A 401 after the refresh (or a 403) ends the session, as in the lists. Kept in a ref: a new
  // callback identity must not ask again.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const denied = useRef(logoutIfAccessDenied);
  useEffect(() => {
    denied.current = logoutIfAccessDenied;
  }, [logoutIfAccessDenied]);
  useEffect(() => {
    if (query.error) void denied.current(query.error);
  }, [query.error]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state: StatisticsState<T> =
    query.data !== undefined && !query.isPlaceholderData
      ? // A later refresh that failed keeps the figures shown (the next poll asks again).
        { status: 'done', data: query.data }
      : query.isError
        ? { status: 'error', error: errorMessage(query.error) }
        : { status: 'loading', data: query.data };
  return { ...state, retry };
}

function errorMessage(error: unknown): string {
  const message = error instanceof HttpError || error instanceof Error ? error.message : '';
  return message || 'ra.notification.http_error';
}
