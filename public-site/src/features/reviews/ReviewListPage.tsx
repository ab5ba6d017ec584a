import { useState } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { PublicMemberReview, PublicReview } from '@clinic/contract';
import { catalogHead, type HeadFn } from '../../lib/seo/head';
import { SubTabs } from '../../components/SubTabs';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Pagination, pageFrom } from '../../components/Pagination';
import { apiGet, ApiError } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { useI18n, localeOf } from '../../lib/i18n';
import { loginPathFor } from '../../lib/nextPath';
import { requireReviews } from '../../lib/settings';
import { useSession } from '../../lib/session';
import { useTextLang } from '../../lib/textLang';
import { EnlargeLabel, MemberReviewCard, ReviewImageDialog, ReviewThumb, type WithImages } from './cards';

const PER_PAGE = 12;
const MEMBER_PER_PAGE = 12;

interface Listing<T> {
  reviews: T[];
  total: number;
}

export interface ReviewListData {
  /** Reviews are for logged-in members only and this visitor is not logged in (the API said 401). */
  membersOnly: boolean;
  curated: Listing<PublicReview>;
  /** null when the member reviews could not be loaded (the curated cards still show). */
  members: Listing<PublicMemberReview> | null;
}

const membersOnlyError = (err: unknown) => err instanceof ApiError && err.status === 401;

/** Reviews exist only while the clinic has `onReview` on; otherwise the route is a 404. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ReviewListData> {
  const locale = localeOf(request);
  await requireReviews(locale);
  const params = new URL(request.url).searchParams;
  const page = pageFrom(params);
  const memberPage = pageFrom(params, 'mpage');
  const empty = { reviews: [], total: 0 };
  let membersOnly = false;
  const [curated, members] = await Promise.all([
    apiGet<Listing<PublicReview>>(endpoints.reviews({ page, perPage: PER_PAGE }), locale).catch((err: unknown) => {
      if (!membersOnlyError(err)) throw err;
      membersOnly = true;
      return empty;
    }),
    apiGet<Listing<PublicMemberReview>>(
      endpoints.memberReviews({ page: memberPage, perPage: MEMBER_PER_PAGE }),
      locale,
    ).catch((err: unknown) => {
      if (membersOnlyError(err)) {
        membersOnly = true;
        return empty;
      }
      return null;
    }),
  ]);
  return { membersOnly, curated, members };
}

/** `/review`: the clinic's review cards and the approved reviews members wrote, each paged. */
export function Component() {
  const { t, to } = useI18n();
  const { membersOnly, curated, members } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const session = useSession();
  const langOf = useTextLang();
  const [enlarged, setEnlarged] = useState<WithImages | null>(null);
  const writeLink = session ? to('/review/write') : loginPathFor(to('/login'), to('/review/write'));
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t('reviews.title')}</h1>
        <p className="page__lead">{t('reviews.intro')}</p>
        <div className="page__actions">
          <Link className="button button--primary" to={writeLink}>
            {t('memberReviews.write')}
          </Link>
          {!session && <p className="field__hint">{t('memberReviews.writeNeedsLogin')}</p>}
        </div>

        {membersOnly ? (
          <LoginPrompt title={t('memberReviews.membersOnlyTitle')}>{t('memberReviews.membersOnly')}</LoginPrompt>
        ) : (
          <>
            <section id="curated-reviews" className="review-section" aria-labelledby="curated-reviews-title">
              <h2 id="curated-reviews-title">{t('memberReviews.curatedTitle')}</h2>
              <p className="section__intro">{t('memberReviews.curatedIntro')}</p>
              {curated.reviews.length === 0 ? (
                <p className="notice-list__status">{t('reviews.empty')}</p>
              ) : (
                <ul className="review-grid">
                  {curated.reviews.map((review, i) => (
                    <li key={review.id} className="review-card" data-animate>
                      <ReviewThumb
                        review={review}
                        onEnlarge={() => setEnlarged(review)}
                        label={<EnlargeLabel title={review.title} />}
                        eager={i < 2}
                      />
                      <h3 className="review-card__title">
                        <Link to={to(`/review/${review.id}`)} lang={langOf(review.title)}>
                          {review.title}
                        </Link>
                      </h3>
                      {review.content && (
                        <p className="review-card__text" lang={langOf(review.content)}>
                          {review.content}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={pageFrom(params)}
                pages={Math.ceil(curated.total / PER_PAGE)}
                label={t('reviews.pagination')}
                hash="#curated-reviews"
              />
            </section>

            <section id="member-reviews" className="review-section" aria-labelledby="member-reviews-title">
              <h2 id="member-reviews-title">{t('memberReviews.memberTitle')}</h2>
              <p className="section__intro">{t('memberReviews.memberIntro')}</p>
              {members === null ? (
                <p className="field__error">{t('memberReviews.loadError')}</p>
              ) : members.reviews.length === 0 ? (
                <p className="notice-list__status">{t('memberReviews.memberEmpty')}</p>
              ) : (
                <ul className="review-grid" data-testid="member-reviews">
                  {members.reviews.map((review) => (
                    <MemberReviewCard key={review.id} review={review} onEnlarge={setEnlarged} />
                  ))}
                </ul>
              )}
              {members && (
                <Pagination
                  page={pageFrom(params, 'mpage')}
                  pages={Math.ceil(members.total / MEMBER_PER_PAGE)}
                  label={t('memberReviews.pagination')}
                  param="mpage"
                  hash="#member-reviews"
                />
              )}
            </section>
          </>
        )}
        <p className="note">{t('reviews.disclaimer')}</p>
      </div>
      <ReviewImageDialog review={enlarged} onClose={() => setEnlarged(null)} />
    </div>
  );
}

export const handle: { head: HeadFn } = { head: catalogHead('reviews.title', 'reviews.intro') };
