import { Link, type LoaderFunctionArgs } from 'react-router';
import type { OwnMemberReview } from '@clinic/contract';
import { catalogHead, type HeadFn } from '../../lib/seo/head';
import { endpoints } from '../../lib/endpoints';
import { formatDate } from '../../lib/format';
import { localeOf, useI18n, type MessagePath } from '../../lib/i18n';
import { requireReviews } from '../../lib/settings';
import { useTextLang } from '../../lib/textLang';
import { useApi } from '../../lib/useApi';
import { Loading } from './Loading';
import { MyList } from './MyList';

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'mypage.reviews';

/** My reviews belong to the review area: gone (404) while `onReview` is off. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireReviews(localeOf(request));
  return null;
}

function Review({ review }: { review: OwnMemberReview }) {
  const { t, to, locale } = useI18n();
  const langOf = useTextLang();
  return (
    <li className="own-item" data-testid="own-review">
      <p className="own-item__head">
        <span className={`status status--${review.status}`}>{t(`memberReviews.statuses.${review.status}`)}</span>
        {review.status === 'approved' ? (
          <Link className="own-item__title" to={to(`/review/m${review.id}`)} lang={langOf(review.title)}>
            {review.title}
          </Link>
        ) : (
          <span className="own-item__title" lang={langOf(review.title)}>
            {review.title}
          </span>
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
          {review.rejectReason ? (
            <p lang={langOf(review.rejectReason)}>{review.rejectReason}</p>
          ) : (
            <p>{t('memberReviews.noReason')}</p>
          )}
        </div>
      )}
    </li>
  );
}

/** `/mypage/reviews` (members): my reviews with their state; a rejected one shows the clinic's reason. */
export function Component() {
  const { t, to } = useI18n();
  const state = useApi<{ reviews: OwnMemberReview[] }>(endpoints.myReviews());
  return (
    <MyList
      title={t('mypage.reviews')}
      lead={t('memberReviews.myIntro')}
      add={{ to: to('/review/write'), label: t('memberReviews.write') }}
    >
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
    </MyList>
  );
}

export const handle: { head: HeadFn } = { head: catalogHead('mypage.reviews', 'memberReviews.myIntro', true) };
