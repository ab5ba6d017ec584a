import { useRef, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { useI18n } from '../../lib/i18n';

/**
 * Spec section 9 carousel: autoplay 5000 ms, speed 500 ms, loop; `breakpoints` per use. Loaded only
 * where a carousel is shown (its own chunk). Autoplay can be paused (WCAG 2.2.2) and stops for
 * visitors who prefer less motion.
 */
export default function Carousel({
  slides,
  label,
  breakpoints,
}: {
  slides: Array<{ key: string | number; node: ReactNode }>;
  label: string;
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween?: number }>;
}) {
  const { t } = useI18n();
  const swiper = useRef<SwiperInstance | null>(null);
  const reduce = typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [playing, setPlaying] = useState(!reduce);
  const toggle = () => {
    if (!swiper.current) return;
    if (playing) swiper.current.autoplay.stop();
    else swiper.current.autoplay.start();
    setPlaying(!playing);
  };
  return (
    // Named apart from the section around it (two landmarks with one name confuse screen-reader users).
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel.label', { name: label })}
    >
      <Swiper
        modules={[Autoplay, A11y]}
        onSwiper={(s) => {
          swiper.current = s;
          if (reduce) s.autoplay.stop();
        }}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={breakpoints}
        loop={slides.length > 3}
        speed={500}
        autoplay={{ delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{
          prevSlideMessage: t('carousel.previous'),
          nextSlideMessage: t('carousel.next'),
          slideLabelMessage: t('carousel.slide'),
        }}
      >
        {slides.map((s) => (
          <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
        ))}
      </Swiper>
      <div className="carousel__controls">
        <button type="button" className="button button--small" onClick={() => swiper.current?.slidePrev()}>
          {t('carousel.previous')}
        </button>
        <button type="button" className="button button--small" onClick={toggle} aria-pressed={!playing}>
          {playing ? t('carousel.pause') : t('carousel.play')}
        </button>
        <button type="button" className="button button--small" onClick={() => swiper.current?.slideNext()}>
          {t('carousel.next')}
        </button>
      </div>
    </div>
  );
}
