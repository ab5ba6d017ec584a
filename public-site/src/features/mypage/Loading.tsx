import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import type { ApiState } from '../../lib/useApi';

/** A member page's data: "loading", an error with a retry button, or the content. */
export function Loading<T>({ state, children }: { state: ApiState<T>; children: (data: T) => ReactNode }) {
  const { t } = useI18n();
  if (state.status === 'loading') return <p role="status">{t('member.loading')}</p>;
  if (state.status === 'error') {
    // A 403 was already told in the browser's dialog.
    const { error } = state;
    const message = error instanceof ApiError && error.status !== 403 ? error.message : '';
    return (
      <div role="alert">
        <p className="field__error">{message || t('member.failed')}</p>
        <button type="button" className="button" onClick={state.retry}>
          {t('member.retry')}
        </button>
      </div>
    );
  }
  return children(state.data);
}
