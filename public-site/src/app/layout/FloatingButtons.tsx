import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import { scrollToTop, useScrollY } from '../../lib/behaviours';
import { useI18n } from '../../lib/i18n';
import { telHref } from '../../lib/phone';
import { useSettings } from '../../lib/settings';

/** Below this width the contact buttons are a bar along the bottom of the screen (floating.css). */
const BAR_QUERY = '(max-width: 1023.98px)';

/**
 * Keeps `--bottom-bar-height` (the page's scroll-padding at the bottom and the room the page leaves
 * under its end) equal to the bottom bar's real height, 0 where the buttons are not a bar.
 */
function useBottomBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const media = window.matchMedia(BAR_QUERY);
    const update = () => root.style.setProperty('--bottom-bar-height', `${media.matches ? el.offsetHeight : 0}px`);
    update();
    const resize = new ResizeObserver(update);
    resize.observe(el);
    media.addEventListener('change', update);
    return () => {
      resize.disconnect();
      media.removeEventListener('change', update);
      root.style.removeProperty('--bottom-bar-height');
    };
  }, [bar]);
}

/**
 * The contact buttons (KakaoTalk, booking, YouTube, the consultation form, phone) and back-to-top
 * after half a window. On phones and tablets they are the bar along the bottom: the consultation form
 * is one tap away from every page, beside the phone and the booking link when staff set one.
 */
export function FloatingButtons() {
  const { t, to } = useI18n();
  const settings = useSettings();
  const y = useScrollY();
  const [half, setHalf] = useState(Infinity);
  const bar = useRef<HTMLUListElement>(null);
  useBottomBarHeight(bar);
  useEffect(() => setHalf(window.innerHeight / 2), []);
  const links = [
    { href: settings.kakaoChannelUrl, label: t('floating.kakao'), icon: 'chat' as const },
    { href: settings.naverBookingUrl, label: t('floating.booking'), icon: 'calendar' as const },
    { href: settings.youtubeChannelUrl, label: t('floating.youtube'), icon: 'play' as const },
  ].filter((l) => l.href);
  const up = y > half;
  // The call button only for a phone number it can dial (a saved text that is none has no button).
  const tel = telHref(settings.phone);
  return (
    <aside className={`floating${up ? ' has-top' : ''}`} aria-label={t('floating.label')}>
      <ul ref={bar} className="floating__links">
        {links.map((l) => (
          <li key={l.icon}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              title={l.label}
              className={`floating__button floating__button--${l.icon}`}
            >
              <Icon name={l.icon} />
              <span className="floating__label">
                {l.label}
                <span className="visually-hidden"> {t('site.newWindow')}</span>
              </span>
            </a>
          </li>
        ))}
        <li>
          <NavLink
            to={to('/default-form')}
            end
            title={t('floating.consultation')}
            className="floating__button floating__button--form"
          >
            <Icon name="form" />
            <span className="floating__label">{t('floating.consultation')}</span>
          </NavLink>
        </li>
        {tel && (
          <li>
            <a href={tel} title={t('floating.phone')} className="floating__button floating__button--phone">
              <Icon name="phone" />
              <span className="floating__label">{t('floating.phone')}</span>
            </a>
          </li>
        )}
      </ul>
      <button
        type="button"
        className={`back-to-top${up ? ' is-visible' : ''}`}
        onClick={() => {
          scrollToTop();
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
        tabIndex={up ? 0 : -1}
        aria-hidden={up ? undefined : true}
      >
        <Icon name="up" />
        <span className="visually-hidden">{t('site.backToTop')}</span>
      </button>
    </aside>
  );
}
