import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PublicReview } from '@clinic/contract';
import type { HomeContent } from '../../content/types';
import { Modal } from '../../components/Modal';
import { Picture } from '../../components/Picture';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { useI18n } from '../../lib/i18n';
import { useSettings } from '../../lib/settings';
import { useTextLang } from '../../lib/textLang';
import { Carousel } from './LazyCarousel';
import { useNear } from './useNear';

/** The review cards picked for the main page, in a carousel; shown only while reviews are on. */
export function Reviews({ c }: { c: HomeContent['reviews'] }) {
  const { locale, to, t } = useI18n();
  const settings = useSettings();
  const langOf = useTextLang();
  const [reviews, setReviews] = useState<PublicReview[] | null>(null);
  const [enlarged, setEnlarged] = useState<PublicReview | null>(null);
  const [ref, near] = useNear<HTMLDivElement>();
  useEffect(() => {
    if (!settings.onReview) return;
    const controller = new AbortController();
    apiGet<{ reviews: PublicReview[] }>(endpoints.reviews({ isMain: true }), locale, controller.signal)
      .then(({ reviews }) => setReviews(reviews))
      .catch(() => setReviews([]));
    return () => controller.abort();
  }, [locale, settings.onReview]);
  // The whole section follows onReview, and appears only once there are reviews to show.
  if (!settings.onReview) return null;
  return (
    <div ref={ref}>
      {reviews && reviews.length > 0 && (
        <section className="section reviews" aria-labelledby="reviews-title" data-testid="review-section">
          <div className="section__inner">
            <h2 id="reviews-title">{c.heading}</h2>
            <p className="section__intro">{c.intro}</p>
            {near && (
              <Suspense fallback={null}>
                <Carousel
                  label={c.heading}
                  breakpoints={{ 466: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } }}
                  slides={reviews.map((review) => ({
                    key: review.id,
                    node: (
                      <article className="review-slide">
                        {(review.thumb ?? review.images[0]) && (
                          <button
                            type="button"
                            className="review-card__thumb"
                            onClick={() => setEnlarged(review)}
                            aria-haspopup="dialog"
                          >
                            <Picture
                              image={(review.thumb ?? review.images[0])!}
                              alt=""
                              sizes="(max-width: 466px) 90vw, (max-width: 1200px) 45vw, 360px"
                            />
                            <span className="visually-hidden">{c.enlarge}</span>
                          </button>
                        )}
                        <h3 lang={langOf(review.title)}>{review.title}</h3>
                      </article>
                    ),
                  }))}
                />
              </Suspense>
            )}
            <p>
              <Link className="button" to={to('/review')}>
                {c.more}
              </Link>
            </p>
          </div>
          <Modal
            open={enlarged !== null}
            onClose={() => setEnlarged(null)}
            labelledBy="home-review-image"
            className="modal--image"
          >
            {enlarged && (enlarged.images[0] ?? enlarged.thumb) && (
              <>
                <h3 id="home-review-image" className="visually-hidden" lang={langOf(enlarged.title)}>
                  {enlarged.title}
                </h3>
                <Picture
                  image={(enlarged.images[0] ?? enlarged.thumb)!}
                  // An alt cannot mark a part's language: with a title in another language, it names none.
                  alt={
                    langOf(enlarged.title) ? t('reviews.photoAlt') : t('reviews.imageAlt', { title: enlarged.title })
                  }
                  sizes="92vw"
                  eager
                />
              </>
            )}
          </Modal>
        </section>
      )}
    </div>
  );
}
