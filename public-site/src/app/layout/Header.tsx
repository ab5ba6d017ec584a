import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { SCROLLED_AFTER_PX, useScrollY } from '../../lib/behaviours';
import { useI18n } from '../../lib/i18n';
import { telHref } from '../../lib/phone';
import { useSettings } from '../../lib/settings';
import { textLang } from '../../lib/textLang';
import { AccountLinks } from './AccountLinks';
import { useHeaderHeight } from './HashScroll';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuGroups } from './MenuGroups';
import { MobileMenu } from './MobileMenu';
import { PanelToggle } from './PanelToggle';
import { SiteMap } from './SiteMap';

type Panel = 'none' | 'mobile' | 'sitemap';

/**
 * The site header: logo, menu, phone, account links and languages; below 1024 px a button opens the
 * mobile menu. Esc, the overlay or a navigation closes an open panel and focus goes back to its button.
 */
export function Header() {
  const { t, to, locale } = useI18n();
  const settings = useSettings();
  const [panel, setPanel] = useState<Panel>('none');
  const [hover, setHover] = useState(false);
  const { pathname } = useLocation();
  const scrolled = useScrollY() > SCROLLED_AFTER_PX;
  const mobileButton = useRef<HTMLButtonElement>(null);
  const sitemapButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  const close = () => {
    const opener = panel === 'mobile' ? mobileButton.current : sitemapButton.current;
    setPanel('none');
    // Without preventScroll the browser would scroll to the button while the page behind is still locked.
    opener?.focus({ preventScroll: true });
  };
  const toggle = (which: Exclude<Panel, 'none'>) => () => (panel === which ? close() : setPanel(which));
  useEffect(() => setPanel('none'), [pathname]);
  useEffect(() => {
    if (panel === 'none') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <header
      ref={header}
      className={`site-header${scrolled ? ' is-scrolled' : ''}${hover ? ' is-hover' : ''}`}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      <div className="site-header__bar">
        <Link to={to('/')} className="site-header__logo">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span lang={textLang(settings.clinicName, locale)}>{settings.clinicName}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t('site.mainMenu')}>
          <MenuGroups idPrefix="desktop-menu" />
        </nav>
        <a className="site-header__phone" href={telHref(settings.phone)}>
          <Icon name="phone" />
          <span className="visually-hidden">{t('site.phoneLabel')} </span>
          <span className="phone-number">{settings.phone}</span>
        </a>
        <div className="site-header__tools">
          <AccountLinks />
          <LanguageSwitch />
        </div>
        <PanelToggle ref={sitemapButton} panel="sitemap" open={panel === 'sitemap'} onClick={toggle('sitemap')}>
          <span>{panel === 'sitemap' ? t('site.closeSitemap') : t('site.sitemap')}</span>
        </PanelToggle>
        <PanelToggle ref={mobileButton} panel="mobile" open={panel === 'mobile'} onClick={toggle('mobile')}>
          <span className="visually-hidden">{panel === 'mobile' ? t('site.closeMenu') : t('site.openMenu')}</span>
        </PanelToggle>
      </div>
      {panel !== 'none' && <div className="overlay" data-testid="menu-overlay" onClick={close} />}
      <MobileMenu open={panel === 'mobile'} onClose={close} />
      <SiteMap open={panel === 'sitemap'} />
    </header>
  );
}
