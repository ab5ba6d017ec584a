import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PublicNoticeList } from '@clinic/contract';
import { useI18n } from '../../lib/i18n';
import { useApi } from '../../lib/useApi';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SubTabs } from '../../app/Layout';

const PER_PAGE = 10;

/** `/center/notice`: pinned notices first, then newest; paged and searchable through the URL. */
export function NoticeListPage() {
  const { t, to, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [term, setTerm] = useState(q);
  useDocumentTitle(t('notices.title'));
  const query = new URLSearchParams({ page: String(page), perPage: String(PER_PAGE), ...(q ? { q } : {}) });
  const state = useApi<PublicNoticeList>(`/v1/center/notifications?${query}`);
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / PER_PAGE)) : 1;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setParams(term.trim() ? { q: term.trim() } : {});
  };
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next}`;
  };

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t('notices.title')}</h1>
        <p className="page__lead">{t('notices.intro')}</p>

        <form className="search" role="search" onSubmit={onSearch}>
          <label htmlFor="notice-search" className="visually-hidden">
            {t('notices.searchLabel')}
          </label>
          <input
            id="notice-search"
            type="search"
            value={term}
            maxLength={100}
            placeholder={t('notices.searchPlaceholder')}
            onChange={(e) => setTerm(e.target.value)}
          />
          <button type="submit" className="button">
            {t('notices.search')}
          </button>
        </form>

        {state.status === 'loading' && (
          <p role="status" className="notice-list__status">
            {t('notices.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div role="alert" className="notice-list__status">
            <p>{t('notices.loadError')}</p>
            <button type="button" className="button" onClick={state.retry}>
              {t('notices.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && (
          <>
            <p className="notice-list__total">{t('notices.total', { total: state.data.total })}</p>
            {state.data.notifications.length === 0 ? (
              <p className="notice-list__status">{t('notices.empty')}</p>
            ) : (
              <ul className="notice-list">
                {state.data.notifications.map((n) => (
                  <li key={n.id} className={`notice-list__item${n.pinned ? ' is-pinned' : ''}`}>
                    {n.pinned && <span className="badge">{t('notices.pinned')}</span>}
                    <Link to={to(`/center/notice/${n.id}`)} className="notice-list__title" lang="ko">
                      {n.title}
                    </Link>
                    <span className="notice-list__meta">
                      <span className="visually-hidden">{t('notices.date')} </span>
                      <time dateTime={n.publishedAt}>{formatDate(n.publishedAt, locale)}</time>
                      <span aria-hidden="true"> · </span>
                      <span>
                        {t('notices.views')} {n.views.toLocaleString()}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav className="pagination" aria-label={t('notices.pagination')}>
                <ul>
                  {page > 1 && (
                    <li>
                      <Link to={pageLink(page - 1)}>{t('notices.previousPage')}</Link>
                    </li>
                  )}
                  {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      <Link
                        to={pageLink(n)}
                        aria-current={n === page ? 'page' : undefined}
                        aria-label={t('notices.page', { page: n })}
                      >
                        {n}
                      </Link>
                    </li>
                  ))}
                  {page < pages && (
                    <li>
                      <Link to={pageLink(page + 1)}>{t('notices.nextPage')}</Link>
                    </li>
                  )}
                </ul>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}
