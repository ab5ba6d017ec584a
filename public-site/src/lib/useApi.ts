import { useCallback, useEffect, useState } from 'react';
import { useI18n } from './i18n';
import { apiGet, type ApiError } from './api';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError | Error; retry: () => void }
  | { status: 'ready'; data: T };

/** GETs `path` in the page's language; reloads when the path or the language changes. */
export function useApi<T>(path: string): ApiState<T> {
  const { locale } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiGet<T>(path, locale, controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error, retry });
      });
    return () => controller.abort();
  }, [path, locale, attempt, retry]);
  return state;
}
