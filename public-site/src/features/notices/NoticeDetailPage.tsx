import { Link, useParams } from 'react-router';
import type { PublicNoticeAnswer } from '@clinic/contract';
import { useI18n } from '../../lib/i18n';
import { useApi } from '../../lib/useApi';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SubTabs } from '../../app/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';

/** `/center/notice/:id`: one notice, its text as paragraphs, and the neighbouring notices. */
export function NoticeDetailPage() {
  const { id = '' } = useParams();
  const { t, to, locale } = useI18n();
  const state = useApi<PublicNoticeAnswer>(`/v1/center/notifications/${encodeURIComponent(id)}`);
  const notice = state.status === 'ready' ? state.data.notification : undefined;
  useDocumentTitle(notice?.title ?? t('notices.title'));

  if (state.status === 'error' && 'status' in state.error && state.error.status === 404) return <NotFoundPage />;

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        {state.status === 'loading' && <p role="status">{t('notices.loading')}</p>}
        {state.status === 'error' && (
          <div role="alert">
            <p>{t('notices.loadError')}</p>
            <button type="button" className="button" onClick={state.retry}>
              {t('notices.retry')}
            </button>
          </div>
        )}
        {notice && (
          <article className="notice">
            <header className="notice__header">
              <p className="notice__kicker">{t('notices.title')}</p>
              {/* Notices are written in Korean by staff, whatever the page's language. */}
              <h1 lang="ko">{notice.title}</h1>
              <p className="notice__meta">
                <span>
                  {t('notices.date')}{' '}
                  <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, locale)}</time>
                </span>
                <span aria-hidden="true"> · </span>
                <span>
                  {t('notices.views')} {notice.views.toLocaleString()}
                </span>
              </p>
            </header>
            <div className="notice__body" lang="ko">
              {notice.body.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
            <nav className="notice__neighbours" aria-label={t('notices.title')}>
              <dl>
                <div>
                  <dt>{t('notices.previous')}</dt>
                  <dd>
                    {notice.previous ? (
                      <Link to={to(`/center/notice/${notice.previous.id}`)}>{notice.previous.title}</Link>
                    ) : (
                      t('notices.none')
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('notices.next')}</dt>
                  <dd>
                    {notice.next ? (
                      <Link to={to(`/center/notice/${notice.next.id}`)}>{notice.next.title}</Link>
                    ) : (
                      t('notices.none')
                    )}
                  </dd>
                </div>
              </dl>
            </nav>
            <p>
              <Link className="button" to={to('/center/notice')}>
                {t('notices.backToList')}
              </Link>
            </p>
          </article>
        )}
      </div>
    </div>
  );
}
