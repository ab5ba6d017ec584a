import { Link } from 'react-router';
import type { ImageVariants, PublicMemberReview } from '@clinic/contract';
import { Modal } from '../../components/Modal';
import { Picture } from '../../components/Picture';
import { formatDate } from '../../lib/format';
import { useI18n } from '../../lib/i18n';

/** What a thumbnail and its larger view need: curated cards and member reviews both have it. */
export interface WithImages {
  title: string;
  thumb: ImageVariants | null;
  images: ImageVariants[];
}

/** A card's thumbnail: a button that opens the larger view of the first image. */
export function ReviewThumb({
  review,
  onEnlarge,
  label,
  eager,
}: {
  review: WithImages;
  onEnlarge: () => void;
  label: string;
  eager?: boolean;
}) {
  const image = review.thumb ?? review.images[0];
  if (!image) return null;
  return (
    <button type="button" className="review-card__thumb" onClick={onEnlarge} aria-haspopup="dialog">
      <Picture image={image} alt="" sizes="(max-width: 768px) 90vw, 360px" eager={eager} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** The larger view of a review's first image (Esc or the button closes it; focus goes back). */
export function ReviewImageDialog({ review, onClose }: { review: WithImages | null; onClose: () => void }) {
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

/** Treatment, masked author and date of a member review. */
export function MemberReviewMeta({ review }: { review: PublicMemberReview }) {
  const { t, locale } = useI18n();
  return (
    <p className="review-card__meta">
      {review.treatment && <span className="tag">{t(`treatments.${review.treatment}`)}</span>}
      <span>
        <span className="visually-hidden">{t('memberReviews.author')} </span>
        {review.author}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        <span className="visually-hidden">{t('memberReviews.date')} </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
      </span>
    </p>
  );
}

/** One approved member review in the list. */
export function MemberReviewCard({
  review,
  onEnlarge,
}: {
  review: PublicMemberReview;
  onEnlarge: (review: PublicMemberReview) => void;
}) {
  const { t, to } = useI18n();
  return (
    <li className="review-card review-card--member">
      <ReviewThumb
        review={review}
        onEnlarge={() => onEnlarge(review)}
        label={t('reviews.enlarge', { title: review.title })}
      />
      <h3 className="review-card__title">
        <Link to={to(`/review/m${review.id}`)}>{review.title}</Link>
      </h3>
      <MemberReviewMeta review={review} />
    </li>
  );
}
