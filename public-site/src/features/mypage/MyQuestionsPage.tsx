import { Link, useSearchParams } from 'react-router';
import type { OwnQuestion } from '@clinic/contract';
import { catalogHead, type HeadFn } from '../../lib/seo/head';
import { Pagination, pageFrom } from '../../components/Pagination';
import { endpoints } from '../../lib/endpoints';
import { formatDate } from '../../lib/format';
import { useI18n, type MessagePath } from '../../lib/i18n';
import { useTextLang } from '../../lib/textLang';
import { useApi } from '../../lib/useApi';
import { Loading } from './Loading';
import { MyList } from './MyList';
import { categoryLabel, statusLabel } from './questionLabels';

const PER_PAGE = 10;

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'questions.title';

/** `/mypage/questions` (members): my 1:1 questions, newest first, with "waiting" or "answered". */
export function Component() {
  const { t, to, locale } = useI18n();
  const langOf = useTextLang();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const state = useApi<{ questions: OwnQuestion[]; total: number }>(endpoints.questions({ page, perPage: PER_PAGE }));
  return (
    <MyList
      title={t('questions.title')}
      lead={t('questions.intro')}
      add={{ to: to('/mypage/questions/new'), label: t('questions.ask') }}
    >
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
                    <Link to={to(`/mypage/questions/${q.id}`)} className="notice-list__title" lang={langOf(q.title)}>
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
    </MyList>
  );
}

export const handle: { head: HeadFn } = { head: catalogHead('questions.title', 'questions.intro', true) };
