import { useState } from 'react';
import { Link, data as routeData, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { PublicReview, PublicSettings } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { Modal } from '../../components/Modal';
import { Picture } from '../../components/Picture';
import { apiGet, PRODUCT } from '../../lib/api';
import { catalog, useI18n } from '../../lib/i18n';

const PER_PAGE = 12;

/** Reviews exist only while the clinic has `onReview` on; otherwise the route is a 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOf(request);
  const { setting } = await apiGet<{ setting: PublicSettings }>(`/v1/${PRODUCT}/settings`, locale);
  if (!setting.onReview) throw routeData(null, { status: 404 });
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  return apiGet<{ reviews: PublicReview[]; total: number }>(
    `/v1/${PRODUCT}/reviews?page=${page}&perPage=${PER_PAGE}`,
    locale,
  );
}

/** `/review`: review cards; a thumbnail opens a larger view of the card's first image. */
export function Component() {
  const { t, to } = useI18n();
  const { reviews, total } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const [enlarged, setEnlarged] = useState<PublicReview | null>(null);
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t('reviews.title')}</h1>
        <p className="page__lead">{t('reviews.intro')}</p>
        {reviews.length === 0 ? (
          <p className="notice-list__status">{t('reviews.empty')}</p>
        ) : (
          <ul className="review-grid">
            {reviews.map((review, i) => (
              <li key={review.id} className="review-card" data-animate>
                <ReviewThumb
                  review={review}
                  onEnlarge={() => setEnlarged(review)}
                  label={t('reviews.enlarge', { title: review.title })}
                  eager={i < 2}
                />
                <h2 className="review-card__title">
                  <Link to={to(`/review/${review.id}`)}>{review.title}</Link>
                </h2>
                {review.content && <p className="review-card__text">{review.content}</p>}
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className="pagination" aria-label={t('reviews.pagination')}>
            <ul>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <Link
                    to={`?page=${n}`}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={t('notices.page', { page: n })}
                  >
                    {n}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="note">{t('reviews.disclaimer')}</p>
      </div>
      <ReviewImageDialog review={enlarged} onClose={() => setEnlarged(null)} />
    </div>
  );
}

export function ReviewThumb({
  review,
  onEnlarge,
  label,
  eager,
}: {
  review: PublicReview;
  onEnlarge: () => void;
  label: string;
  eager?: boolean;
}) {
  const image = review.thumb ?? review.images[0];
  if (!image) return null;
  return (
    <button
      type="button"
      className="review-card__thumb"
      onClick={onEnlarge}
      aria-haspopup="dialog"
      disabled={!review.images[0] && !review.thumb}
    >
      <Picture image={image} alt="" sizes="(max-width: 768px) 90vw, 360px" eager={eager} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** The larger view of a review's first image. */
export function ReviewImageDialog({ review, onClose }: { review: PublicReview | null; onClose: () => void }) {
  const { t } = useI18n();
  const image = review ? (review.images[0] ?? review.thumb) : null;
  return (
    <Modal open={review !== null} onClose={onClose} labelledBy="review-image-title" className="modal--image">
      {review && image && (
        <>
          <h2 id="review-image-title" className="visually-hidden">
            {review.title}
          </h2>
          <Picture
            image={image}
            alt={t('reviews.imageAlt', { title: review.title })}
            sizes="(max-width: 1024px) 92vw, 960px"
            eager
          />
        </>
      )}
    </Modal>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({ title: catalog(locale).reviews.title, description: catalog(locale).reviews.intro }),
};
