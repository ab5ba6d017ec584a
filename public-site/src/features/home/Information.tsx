import { Suspense } from 'react';
import { Link } from 'react-router';
import type { HomeContent } from '../../content/types';
import { Picture } from '../../components/Picture';
import { addressLine } from '../../lib/address';
import { hoursFacts } from '../../lib/hours';
import { useI18n } from '../../lib/i18n';
import { telHref } from '../../lib/phone';
import { useSettings } from '../../lib/settings';
import { useTextLang } from '../../lib/textLang';
import { Carousel } from './LazyCarousel';
import { useHomeMedia } from './media';
import { useNear } from './useNear';
import { VideoCard } from './VideoCard';

/** The clinic's rooms in a carousel (console: 사진, 병원 안내), its contact facts and its video (동영상, 병원 소개). */
export function Information({ c, play }: { c: HomeContent['info']; play: string }) {
  const { to, t, locale } = useI18n();
  const settings = useSettings();
  const langOf = useTextLang();
  const media = useHomeMedia();
  const video = media.videos('clinic')[0];
  const [ref, near] = useNear<HTMLDivElement>();
  const slides = media.photos('information').map((photo) => ({
    key: photo.id,
    node: (
      <figure className="info-slide">
        <Picture image={photo.image} alt={photo.alt} lang={langOf(photo.alt)} sizes="(min-width: 768px) 50vw, 100vw" />
        {photo.name && <figcaption lang={langOf(photo.name)}>{photo.name}</figcaption>}
      </figure>
    ),
  }));
  return (
    <section className="section information" aria-labelledby="info-title" data-animate>
      <div className="section__inner information__inner">
        <h2 id="info-title">{c.heading}</h2>
        {slides.length > 0 && (
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
        )}
        <dl className="information__facts">
          <div>
            <dt>{c.phone}</dt>
            <dd>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{c.address}</dt>
            <dd lang={langOf(settings.address)}>{addressLine(settings.address, settings.postalCode, locale)}</dd>
          </div>
          <div>
            <dt>{c.hours}</dt>
            <dd>
              <Link to={to('/introduction/information')}>{hoursFacts(settings, locale).summary}</Link>
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
        {video && (
          <div className="information__video">
            <h3>{c.video}</h3>
            <VideoCard video={video} play={play} />
          </div>
        )}
      </div>
    </section>
  );
}
