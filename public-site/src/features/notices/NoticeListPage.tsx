import { useState } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { PublicNoticeList } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { Pagination } from '../../components/Pagination';
import { apiGet } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { catalog, useI18n } from '../../lib/i18n';

const PER_PAGE = 10;

export function loader({ request }: LoaderFunctionArgs): Promise<PublicNoticeList> {
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10000, Number(url.searchParams.get('page')) || 1));
  const query = new URLSearchParams({ page: String(page), perPage: String(PER_PAGE) });
  const q = url.searchParams.get('q')?.trim();
  if (q) query.set('q', q.slice(0, 100));
  return apiGet<PublicNoticeList>(`/v1/center/notifications?${query}`, localeOf(request));
}

/** `/center/notice`: pinned notices first, then newest; paged and searchable through the URL. */
export function Component() {
  const { t, to, locale } = useI18n();
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [term, setTerm] = useState(params.get('q') ?? '');
  const pages = Math.max(1, Math.ceil(data.total / PER_PAGE));

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t('notices.title')}</h1>
        <p className="page__lead">{t('notices.intro')}</p>

        <Form method="get" className="search" role="search">
          <label htmlFor="notice-search" className="visually-hidden">
            {t('notices.searchLabel')}
          </label>
          <input
            id="notice-search"
            type="search"
            name="q"
            value={term}
            maxLength={100}
            placeholder={t('notices.searchPlaceholder')}
            onChange={(e) => setTerm(e.target.value)}
          />
          <button type="submit" className="button">
            {t('notices.search')}
          </button>
        </Form>

        <p className="notice-list__total">{t('notices.total', { total: data.total })}</p>
        {data.notifications.length === 0 ? (
          <p className="notice-list__status">{t('notices.empty')}</p>
        ) : (
          <ul className="notice-list">
            {data.notifications.map((n) => (
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
        <Pagination page={page} pages={pages} label={t('notices.pagination')} />
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({ title: catalog(locale).notices.title, description: catalog(locale).notices.intro }),
};
