import { useEffect, useState } from 'react';
import { Icon } from '../../components/Icon';
import { scrollToTop, useScrollY } from '../../lib/behaviours';
import { useI18n } from '../../lib/i18n';
import { telHref } from '../../lib/phone';
import { useSettings } from '../../lib/settings';

/** The contact buttons (KakaoTalk, booking, YouTube, phone) and back-to-top after half a window. */
export function FloatingButtons() {
  const { t } = useI18n();
  const settings = useSettings();
  const y = useScrollY();
  const [half, setHalf] = useState(Infinity);
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
      <ul className="floating__links">
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
