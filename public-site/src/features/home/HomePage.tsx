import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MainCode, PublicReview } from '@clinic/contract';
import type { HomeContent, IllustrationKey, SurgeryCard, SurgeryKey } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../app/head';
import { medicalClinic } from '../../app/jsonLd';
import { useSettings } from '../../app/useSettings';
import { Icon } from '../../app/Icon';
import { Illustration } from '../../components/Illustration';
import { Modal } from '../../components/Modal';
import { Picture } from '../../components/Picture';
import { apiGet, PRODUCT } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { Counter } from './Counter';
import { Banners } from './Banners';

const Carousel = lazy(() => import('./Carousel'));

/** Spec section 9: the counters' starting points and durations, and their defaults before the API answers. */
const COUNTERS: Record<MainCode, { from: number; initial: number; ms: number }> = {
  all: { from: 1000, initial: 4000, ms: 2000 },
  clarivein: { from: 0, initial: 2700, ms: 2500 },
  venaseal: { from: 0, initial: 1300, ms: 2500 },
};

const SURGERY_ART: Record<SurgeryKey, IllustrationKey> = {
  clarivein: 'catheter',
  flebogrif: 'catheter',
  venaseal: 'glue',
  rfa: 'heat',
  laser: 'heat',
  stripping: 'stripping',
};

/** The nine information images, in the order of `home.info.images`. */
const INFO_ART: IllustrationKey[] = [
  'clinic-exterior',
  'clinic-reception',
  'clinic-waiting',
  'clinic-consult',
  'clinic-ultrasound',
  'clinic-procedure',
  'clinic-recovery',
  'clinic-hallway',
  'clinic-parking',
];

/** True once the element is within `margin` of the viewport (then stays true). */
function useNear<T extends Element>(margin = '400px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}

function Hero({ c }: { c: HomeContent['hero'] }) {
  const { locale } = useI18n();
  const [counts, setCounts] = useState<Record<MainCode, number>>({
    all: COUNTERS.all.initial,
    clarivein: COUNTERS.clarivein.initial,
    venaseal: COUNTERS.venaseal.initial,
  });
  useEffect(() => {
    const controller = new AbortController();
    for (const code of ['all', 'clarivein', 'venaseal'] as const) {
      apiGet<{ mains: Array<{ code: MainCode; count: number }> }>(
        `/v1/${PRODUCT}/mains?code=${code}`,
        locale,
        controller.signal,
      )
        .then(({ mains }) => {
          const count = mains[0]?.count;
          if (typeof count === 'number') setCounts((prev) => ({ ...prev, [code]: count }));
        })
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [locale]);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <h1 id="hero-title">{c.heading}</h1>
        <p className="hero__text">{c.text}</p>
        <dl className="hero__counters">
          {(['all', 'clarivein', 'venaseal'] as const).map((code) => (
            <div key={code} className="hero__counter" data-testid={`counter-${code}`}>
              <dt>{c.counterLabels[code === 'all' ? 'total' : code]}</dt>
              <dd>
                <Counter
                  from={COUNTERS[code].from}
                  to={counts[code]}
                  ms={COUNTERS[code].ms}
                  label={c.counterLabels[code === 'all' ? 'total' : code]}
                />
                <span className="hero__unit">{c.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
        <ul className="hero__claims">
          <li>{c.claims.clarivein}</li>
          <li>{c.claims.venaseal}</li>
        </ul>
      </div>
    </section>
  );
}

function Director({ c }: { c: HomeContent['director'] }) {
  const { to } = useI18n();
  return (
    <section className="section director" aria-labelledby="director-title" data-animate>
      <div className="section__inner director__inner">
        <Link to={to('/introduction/team')} className="director__card">
          <Illustration name="doctor" alt={c.photoAlt} className="director__photo" />
          <span className="director__more">
            {c.more} <Icon name="arrow" size={16} />
          </span>
        </Link>
        <div>
          <h2 id="director-title">{c.heading}</h2>
          <p className="director__name">
            <strong>{c.name}</strong> {c.role}
          </p>
          <ul className="director__credentials">
            {c.credentials.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Professionalism({ c }: { c: HomeContent['professionalism'] }) {
  const [checked, setChecked] = useState<boolean[]>(() => c.checklist.map(() => false));
  return (
    <section className="section professionalism" aria-labelledby="pro-title" data-animate>
      <div className="section__inner">
        <h2 id="pro-title">{c.heading}</h2>
        <p className="section__intro">{c.intro}</p>
        <ul className="checklist-cards">
          {c.checklist.map((item, i) => (
            <li key={item.subject} className={`checklist-card${checked[i] ? ' is-checked' : ''}`}>
              <button
                type="button"
                aria-expanded={checked[i]}
                aria-controls={`pro-answer-${i}`}
                onClick={() => setChecked((list) => list.map((v, j) => (j === i ? !v : v)))}
                data-testid={`checklist-${i}`}
              >
                <span className="checklist-card__box" aria-hidden="true">
                  {checked[i] && <Icon name="check" size={18} />}
                </span>
                <span>{item.subject}</span>
              </button>
              <p id={`pro-answer-${i}`} hidden={!checked[i]}>
                {item.answer}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Surgeries({ c }: { c: HomeContent['surgeries'] }) {
  const { to } = useI18n();
  const [open, setOpen] = useState<SurgeryCard | null>(null);
  return (
    <section className="section surgeries" aria-labelledby="surgeries-title" data-animate>
      <div className="section__inner">
        <h2 id="surgeries-title">{c.heading}</h2>
        <p className="section__intro">{c.intro}</p>
        <ul className="surgery-cards">
          {c.cards.map((card) => (
            <li key={card.key}>
              <button
                type="button"
                className="surgery-card"
                onClick={() => setOpen(card)}
                aria-haspopup="dialog"
                data-testid={`surgery-card-${card.key}`}
              >
                <Illustration name={SURGERY_ART[card.key]} alt="" className="surgery-card__art" />
                <span className="surgery-card__name">{card.nameKo}</span>
                <span className="surgery-card__en" lang="en">
                  {card.nameEn}
                </span>
                <span className="surgery-card__subject">{card.subject}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Modal open={open !== null} onClose={() => setOpen(null)} labelledBy="surgery-dialog-title" closeLabel={c.close}>
        {open && (
          <div className="surgery-dialog" data-testid="surgery-dialog">
            <Illustration name={SURGERY_ART[open.key]} alt={open.photoAlt} />
            <h2 id="surgery-dialog-title">
              {open.nameKo} <span lang="en">{open.nameEn}</span>
            </h2>
            <p className="surgery-dialog__subject">{open.subject}</p>
            <ul>
              {open.contents.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              <Link className="button button--primary" to={to(`/surgery/${open.key}`)}>
                {c.dialogLink}
              </Link>
            </p>
          </div>
        )}
      </Modal>
    </section>
  );
}

function VideoCard({ subject, youtubeId, play }: { subject: string; youtubeId: string; play: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-card">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={subject}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button type="button" className="video-card__facade" onClick={() => setPlaying(true)}>
          <span className="video-card__play" aria-hidden="true">
            <Icon name="play" size={32} />
          </span>
          <span className="video-card__subject">{subject}</span>
          <span className="visually-hidden">{play}</span>
        </button>
      )}
    </div>
  );
}

function Story({ c }: { c: HomeContent['story'] }) {
  const settings = useSettings();
  return (
    <section className="section story" aria-labelledby="story-title" data-animate>
      <div className="section__inner">
        <h2 id="story-title">{c.heading}</h2>
        <p className="section__intro">{c.intro}</p>
        <ul className="video-grid">
          {c.videos.map((v) => (
            <li key={v.youtubeId}>
              <VideoCard subject={v.subject} youtubeId={v.youtubeId} play={c.play} />
            </li>
          ))}
        </ul>
        <p>
          <a className="button" href={settings.youtubeChannelUrl} target="_blank" rel="noopener noreferrer">
            {c.channel}
          </a>
        </p>
      </div>
    </section>
  );
}

function Reviews({ c }: { c: HomeContent['reviews'] }) {
  const { locale, to, t } = useI18n();
  const settings = useSettings();
  const [reviews, setReviews] = useState<PublicReview[] | null>(null);
  const [enlarged, setEnlarged] = useState<PublicReview | null>(null);
  const [ref, near] = useNear<HTMLDivElement>();
  useEffect(() => {
    if (!settings.onReview) return;
    const controller = new AbortController();
    apiGet<{ reviews: PublicReview[] }>(`/v1/${PRODUCT}/reviews?isMain=true`, locale, controller.signal)
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
                        <h3>{review.title}</h3>
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
                <h3 id="home-review-image" className="visually-hidden">
                  {enlarged.title}
                </h3>
                <Picture
                  image={(enlarged.images[0] ?? enlarged.thumb)!}
                  alt={t('reviews.imageAlt', { title: enlarged.title })}
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

function CostGuide({ c }: { c: HomeContent['cost'] }) {
  const { to } = useI18n();
  return (
    <section className="section cost-guide" aria-labelledby="cost-title" data-animate>
      <div className="section__inner">
        <h2 id="cost-title">{c.heading}</h2>
        <p>{c.text}</p>
        <p className="warning">{c.warning}</p>
        <p>
          <Link className="button button--primary" to={to('/cost') + '#non-benefit'}>
            {c.link}
          </Link>
        </p>
      </div>
    </section>
  );
}

function Information({ c, story }: { c: HomeContent['info']; story: HomeContent['story'] }) {
  const { to, t } = useI18n();
  const settings = useSettings();
  const [ref, near] = useNear<HTMLDivElement>();
  const slides = c.images.map((image, i) => ({
    key: i,
    node: (
      <figure className="info-slide">
        <Illustration name={INFO_ART[i]!} alt={image.alt} />
        <figcaption>{image.name}</figcaption>
      </figure>
    ),
  }));
  return (
    <section className="section information" aria-labelledby="info-title" data-animate>
      <div className="section__inner information__inner">
        <h2 id="info-title">{c.heading}</h2>
        <div ref={ref} className="information__slider">
          {near ? (
            <Suspense
              fallback={
                <ul className="info-strip">
                  {slides.slice(0, 1).map((s) => (
                    <li key={s.key}>{s.node}</li>
                  ))}
                </ul>
              }
            >
              <Carousel label={c.heading} breakpoints={{ 768: { slidesPerView: 2 } }} slides={slides} />
            </Suspense>
          ) : (
            <ul className="info-strip" tabIndex={0} aria-label={c.heading}>
              {slides.map((s) => (
                <li key={s.key}>{s.node}</li>
              ))}
            </ul>
          )}
        </div>
        <dl className="information__facts">
          <div>
            <dt>{c.phone}</dt>
            <dd>
              <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{c.address}</dt>
            <dd>{settings.address}</dd>
          </div>
          <div>
            <dt>{c.hours}</dt>
            <dd>
              <Link to={to('/introduction/information')}>{t('info.hoursSummary')}</Link>
            </dd>
          </div>
          <div>
            <dt>{c.directions}</dt>
            <dd>
              <Link to={to('/introduction/information')}>{t('menu.information')}</Link>
            </dd>
          </div>
          <div>
            <dt>{c.map}</dt>
            <dd className="map-links">
              <a href={settings.naverMapUrl} target="_blank" rel="noopener noreferrer">
                {t('info.naverMap')}
              </a>
              <a href={settings.kakaoMapUrl} target="_blank" rel="noopener noreferrer">
                {t('info.kakaoMap')}
              </a>
            </dd>
          </div>
        </dl>
        <div className="information__video">
          <h3>{c.video}</h3>
          <VideoCard subject={c.video} youtubeId={story.videos[0]!.youtubeId} play={story.play} />
        </div>
      </div>
    </section>
  );
}

/** The main page, in the spec's order. */
export function Page({ content }: { content: HomeContent }) {
  return (
    <div className="home">
      <Hero c={content.hero} />
      <Banners />
      <Director c={content.director} />
      <Professionalism c={content.professionalism} />
      <Surgeries c={content.surgeries} />
      <Story c={content.story} />
      <Reviews c={content.reviews} />
      <CostGuide c={content.cost} />
      <Information c={content.info} story={content.story} />
    </div>
  );
}

export function head(content: HomeContent, { siteName, settings }: HeadArgs): HeadInfo {
  return {
    title: siteName,
    description: content.description,
    jsonLd: medicalClinic({
      name: siteName,
      description: content.description,
      phone: settings.phone,
      address: settings.address,
    }),
  };
}
