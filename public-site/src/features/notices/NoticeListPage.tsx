import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { PublicNoticeList } from '@clinic/contract';
import { catalogHead, type HeadFn } from '../../lib/seo/head';
import { SubTabs } from '../../components/SubTabs';
import { Pagination, pageFrom } from '../../components/Pagination';
import { SearchForm } from '../../components/SearchForm';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { formatDate } from '../../lib/format';
import { useI18n, localeOf } from '../../lib/i18n';
import { textLang } from '../../lib/textLang';

const PER_PAGE = 10;

export function loader({ request }: LoaderFunctionArgs): Promise<PublicNoticeList> {
  const url = new URL(request.url);
  const page = pageFrom(url.searchParams);
  const q = url.searchParams.get('q')?.trim();
  return apiGet<PublicNoticeList>(
    endpoints.notices({ page, perPage: PER_PAGE, q: q?.slice(0, 100) }),
    localeOf(request),
  );
}

/** `/center/notice`: pinned notices first, then newest; paged and searchable through the URL. */
export function Component() {
  const { t, to, locale } = useI18n();
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const pages = Math.max(1, Math.ceil(data.total / PER_PAGE));

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t('notices.title')}</h1>
        <p className="page__lead">{t('notices.intro')}</p>

        <SearchForm id="notice-search" label={t('notices.searchLabel')} initial={params.get('q') ?? ''} />

        <p className="notice-list__total">{t('notices.total', { total: data.total })}</p>
        {data.notifications.length === 0 ? (
          <p className="notice-list__status">{t('notices.empty')}</p>
        ) : (
          <ul className="notice-list">
            {data.notifications.map((n) => (
              <li key={n.id} className={`notice-list__item${n.pinned ? ' is-pinned' : ''}`}>
                {n.pinned && <span className="badge">{t('notices.pinned')}</span>}
                <Link
                  to={to(`/center/notice/${n.id}`)}
                  className="notice-list__title"
                  lang={textLang(n.title, locale, n.lang)}
                >
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

export const handle: { head: HeadFn } = { head: catalogHead('notices.title', 'notices.intro') };
