import { Link, data as routeData, type LoaderFunctionArgs } from 'react-router';
import type { OwnMemberReview, PublicSettings } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { MyPageTabs } from '../../components/MyPageTabs';
import { apiGet, PRODUCT } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';
import { useApi } from '../../lib/useApi';
import { Loading } from './Loading';

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'mypage.reviews';

/** My reviews belong to the review area: gone (404) while `onReview` is off. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { setting } = await apiGet<{ setting: PublicSettings }>(`/v1/${PRODUCT}/settings`, localeOf(request));
  if (!setting.onReview) throw routeData(null, { status: 404 });
  return null;
}

function Review({ review }: { review: OwnMemberReview }) {
  const { t, to, locale } = useI18n();
  return (
    <li className="own-item" data-testid="own-review">
      <p className="own-item__head">
        <span className={`status status--${review.status}`}>{t(`memberReviews.statuses.${review.status}`)}</span>
        {review.status === 'approved' ? (
          <Link className="own-item__title" to={to(`/review/m${review.id}`)}>
            {review.title}
          </Link>
        ) : (
          <span className="own-item__title">{review.title}</span>
        )}
      </p>
      <p className="own-item__meta">
        {review.treatment && <span className="tag">{t(`treatments.${review.treatment}`)}</span>}
        <span>
          {t('memberReviews.date')} <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
        </span>
      </p>
      {review.status === 'pending' && <p className="own-item__note">{t('memberReviews.pendingNote')}</p>}
      {review.status === 'rejected' && (
        <div className="own-item__reason">
          <p className="own-item__reason-label">{t('memberReviews.rejectReason')}</p>
          <p>{review.rejectReason || t('memberReviews.noReason')}</p>
        </div>
      )}
    </li>
  );
}

/** `/mypage/reviews` (members): my reviews with their state; a rejected one shows the clinic's reason. */
export function Component() {
  const { t, to } = useI18n();
  const state = useApi<{ reviews: OwnMemberReview[] }>('/v1/me/reviews');
  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        <h1>{t('mypage.reviews')}</h1>
        <p className="page__lead">{t('memberReviews.myIntro')}</p>
        <p className="page__actions">
          <Link className="button button--primary" to={to('/review/write')}>
            {t('memberReviews.write')}
          </Link>
        </p>
        <Loading state={state}>
          {({ reviews }) =>
            reviews.length === 0 ? (
              <p className="notice-list__status">{t('memberReviews.myEmpty')}</p>
            ) : (
              <ul className="own-list">
                {reviews.map((review) => (
                  <Review key={review.id} review={review} />
                ))}
              </ul>
            )
          }
        </Loading>
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).mypage.reviews,
    description: catalog(locale).memberReviews.myIntro,
    noindex: true,
  }),
};
