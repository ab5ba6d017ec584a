import { Link, data as routeData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicNoticeAnswer } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { apiGet, ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { describeHtml } from '../../lib/html';
import { RichText } from '../../components/RichText';
import { useI18n } from '../../lib/i18n';

export async function loader({ request, params }: LoaderFunctionArgs): Promise<PublicNoticeAnswer> {
  if (!/^\d{1,10}$/.test(params.id ?? '')) throw routeData(null, { status: 404 });
  try {
    return await apiGet<PublicNoticeAnswer>(`/v1/center/notifications/${params.id}`, localeOf(request));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw routeData(null, { status: 404 });
    throw err;
  }
}

/** `/center/notice/:id`: one notice, its text (stored HTML), and the neighbouring notices. */
export function Component() {
  const { t, to, locale } = useI18n();
  const { notification: notice } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <article className="notice">
          <header className="notice__header">
            <p className="notice__kicker">{t('notices.title')}</p>
            {/* Notices are written in Korean by staff, whatever the page's language. */}
            <h1 lang="ko">{notice.title}</h1>
            <p className="notice__meta">
              <span>
                {t('notices.date')} <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, locale)}</time>
              </span>
              <span aria-hidden="true"> · </span>
              <span>
                {t('notices.views')} {notice.views.toLocaleString()}
              </span>
            </p>
          </header>
          <RichText html={notice.body} className="notice__body" lang="ko" />
          <nav className="notice__neighbours" aria-label={t('notices.neighbours')}>
            <dl>
              <div>
                <dt>{t('notices.previous')}</dt>
                <dd>
                  {notice.previous ? (
                    <Link to={to(`/center/notice/${notice.previous.id}`)} lang="ko">
                      {notice.previous.title}
                    </Link>
                  ) : (
                    t('notices.none')
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('notices.next')}</dt>
                <dd>
                  {notice.next ? (
                    <Link to={to(`/center/notice/${notice.next.id}`)} lang="ko">
                      {notice.next.title}
                    </Link>
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
      </div>
    </div>
  );
}

export const handle: { head: HeadFn<PublicNoticeAnswer> } = {
  head: ({ data }) => ({
    title: data.notification.title,
    description: describeHtml(data.notification.body),
  }),
};
