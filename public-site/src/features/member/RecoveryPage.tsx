import { useEffect, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { HeadFn } from '../../lib/seo/head';
import { catalog, useI18n } from '../../lib/i18n';
import { RecoveryForm, type RecoveryAction as Action } from './RecoveryForm';

const TABS: Action[] = ['findUsername', 'resetPassword'];

/** `/recovery`: two tabs, find the username or reset the password (`?tab=password` opens the second). */
export function Component() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Action>('findUsername');
  // After hydration (the server-rendered HTML shows the first tab).
  useEffect(() => {
    if (params.get('tab') === 'password') setTab('resetPassword');
  }, [params]);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const index = TABS.indexOf(tab);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TABS.length - 1
          : (index + (e.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    document.getElementById(`recovery-tab-${TABS[next]}`)?.focus();
  };
  return (
    <div className="page">
      <div className="page__inner narrow">
        <h1>{t('member.recoveryTitle')}</h1>
        <p className="page__lead">{t('member.recoveryIntro')}</p>
        <div className="tabs" role="tablist" aria-label={t('member.recoveryTabs')}>
          {TABS.map((action) => (
            <button
              key={action}
              id={`recovery-tab-${action}`}
              type="button"
              role="tab"
              aria-selected={tab === action}
              aria-controls={`recovery-panel-${action}`}
              tabIndex={tab === action ? 0 : -1}
              onClick={() => setTab(action)}
              onKeyDown={onKey}
            >
              {action === 'findUsername' ? t('member.findUsername') : t('member.resetPassword')}
            </button>
          ))}
        </div>
        {TABS.map((action) => (
          <div
            key={action}
            id={`recovery-panel-${action}`}
            role="tabpanel"
            aria-labelledby={`recovery-tab-${action}`}
            hidden={tab !== action}
          >
            {tab === action && <RecoveryForm action={action} />}
          </div>
        ))}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).member.recoveryTitle,
    description: catalog(locale).member.recoveryDescription,
    noindex: true,
  }),
};
