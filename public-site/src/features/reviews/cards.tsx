import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ImageVariants, PublicMemberReview } from '@clinic/contract';
import { Modal } from '../../components/Modal';
import { Picture } from '../../components/Picture';
import { formatDate } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { DataMessage, Lang, useTextLang } from '../../lib/textLang';

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
  label: ReactNode;
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

/** "View the photo of (title) larger", the title marked with its language. */
export function EnlargeLabel({ title }: { title: string }) {
  return <DataMessage path="reviews.enlarge" params={{ title }} />;
}

/**
 * The alt text of a review's photo (`n` from 1; none: its first): with the title when the title
 * reads in the page's language, else without it, since an alt cannot mark the language of a part
 * (the title is the heading beside it, marked).
 */
export function useReviewPhotoAlt(): (title: string, n?: number) => string {
  const { t } = useI18n();
  const langOf = useTextLang();
  return (title, n) => {
    const own = !langOf(title);
    if (n === undefined) return own ? t('reviews.imageAlt', { title }) : t('reviews.photoAlt');
    return own ? t('reviews.imageNumber', { title, n }) : t('reviews.photoNumber', { n });
  };
}

/** The larger view of a review's first image (Esc or the button closes it; focus goes back). */
export function ReviewImageDialog({ review, onClose }: { review: WithImages | null; onClose: () => void }) {
  const langOf = useTextLang();
  const photoAlt = useReviewPhotoAlt();
  const image = review ? (review.images[0] ?? review.thumb) : null;
  return (
    <Modal open={review !== null} onClose={onClose} labelledBy="review-image-title" className="modal--image">
      {review && image && (
        <>
          <h2 id="review-image-title" className="visually-hidden" lang={langOf(review.title)}>
            {review.title}
          </h2>
          <Picture image={image} alt={photoAlt(review.title)} sizes="(max-width: 1024px) 92vw, 960px" eager />
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
        <Lang text={review.author} />
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
  const { to } = useI18n();
  const langOf = useTextLang();
  return (
    <li className="review-card review-card--member">
      <ReviewThumb review={review} onEnlarge={() => onEnlarge(review)} label={<EnlargeLabel title={review.title} />} />
      <h3 className="review-card__title">
        <Link to={to(`/review/m${review.id}`)} lang={langOf(review.title)}>
          {review.title}
        </Link>
      </h3>
      <MemberReviewMeta review={review} />
    </li>
  );
}
