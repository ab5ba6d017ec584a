import { Link, useSearchParams } from 'react-router';
import type { OwnQuestion } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { MyPageTabs } from '../../components/MyPageTabs';
import { Pagination, pageFrom } from '../../components/Pagination';
import { formatDate } from '../../lib/format';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';
import { useApi } from '../../lib/useApi';
import { Loading } from './Loading';
import { categoryLabel, statusLabel } from './questionLabels';

const PER_PAGE = 10;

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'questions.title';

/** `/mypage/questions` (members): my 1:1 questions, newest first, with "waiting" or "answered". */
export function Component() {
  const { t, to, locale } = useI18n();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const state = useApi<{ questions: OwnQuestion[]; total: number }>(
    `/v1/center/questions?page=${page}&perPage=${PER_PAGE}`,
  );
  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        <h1>{t('questions.title')}</h1>
        <p className="page__lead">{t('questions.intro')}</p>
        <p className="page__actions">
          <Link className="button button--primary" to={to('/mypage/questions/new')}>
            {t('questions.ask')}
          </Link>
        </p>
        <Loading state={state}>
          {({ questions, total }) => (
            <>
              <p className="notice-list__total">{t('notices.total', { total })}</p>
              {questions.length === 0 ? (
                <p className="notice-list__status">{t('questions.empty')}</p>
              ) : (
                <ul className="notice-list" data-testid="own-questions">
                  {questions.map((q) => (
                    <li key={q.id} className="notice-list__item">
                      <span className={`status status--${q.status}`}>{t(statusLabel(q.status))}</span>
                      <Link to={to(`/mypage/questions/${q.id}`)} className="notice-list__title">
                        {q.title}
                      </Link>
                      <span className="notice-list__meta">
                        <span>{t(categoryLabel(q.category))}</span>
                        <span aria-hidden="true"> · </span>
                        <span className="visually-hidden">{t('questions.date')} </span>
                        <time dateTime={q.createdAt}>{formatDate(q.createdAt, locale)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={page} pages={Math.ceil(total / PER_PAGE)} label={t('questions.pagination')} />
            </>
          )}
        </Loading>
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).questions.title,
    description: catalog(locale).questions.intro,
    noindex: true,
  }),
};
