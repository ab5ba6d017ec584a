import { Suspense } from 'react';
import { Link } from 'react-router';
import type { HomeContent, IllustrationKey } from '../../content/types';
import { Illustration } from '../../components/Illustration';
import { useI18n } from '../../lib/i18n';
import { telHref } from '../../lib/phone';
import { useSettings } from '../../lib/settings';
import { Carousel } from './LazyCarousel';
import { useNear } from './useNear';
import { VideoCard } from './VideoCard';

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

/** The clinic's rooms in a carousel, its contact facts and a video. */
export function Information({ c, story }: { c: HomeContent['info']; story: HomeContent['story'] }) {
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
              <a href={telHref(settings.phone)}>{settings.phone}</a>
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
              {settings.naverMapUrl && (
                <a href={settings.naverMapUrl} target="_blank" rel="noopener noreferrer">
                  {t('info.naverMap')}
                </a>
              )}
              {settings.kakaoMapUrl && (
                <a href={settings.kakaoMapUrl} target="_blank" rel="noopener noreferrer">
                  {t('info.kakaoMap')}
                </a>
              )}
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
