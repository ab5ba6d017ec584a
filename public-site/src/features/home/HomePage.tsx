import { Link } from 'react-router';
import type { PublicNoticeList } from '@clinic/contract';
import { useI18n } from '../../lib/i18n';
import { useApi } from '../../lib/useApi';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The main page. The full page (counters, surgeries, reviews, map) comes with the public-site issue. */
export function HomePage() {
  const { t, to, locale } = useI18n();
  useDocumentTitle(undefined);
  const state = useApi<PublicNoticeList>('/v1/center/notifications?perPage=5');
  return (
    <div className="page home">
      <section className="home__hero">
        <div className="page__inner">
          <h1>{t('pages.homeTitle')}</h1>
          <p className="page__lead">{t('pages.homeBody')}</p>
          <p>
            <Link className="button button--primary" to={to('/introduction/information')}>
              {t('menu.information')}
            </Link>
          </p>
        </div>
      </section>
      <section className="page__inner" aria-labelledby="home-notices">
        <h2 id="home-notices">{t('pages.homeNotices')}</h2>
        {state.status === 'ready' && (
          <ul className="notice-list">
            {state.data.notifications.map((n) => (
              <li key={n.id} className="notice-list__item">
                <Link to={to(`/center/notice/${n.id}`)} className="notice-list__title">
                  {n.title}
                </Link>
                <time className="notice-list__meta" dateTime={n.publishedAt}>
                  {formatDate(n.publishedAt, locale)}
                </time>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={to('/center/notice')}>{t('notices.title')} →</Link>
        </p>
      </section>
    </div>
  );
}
