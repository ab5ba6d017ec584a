import { useEffect, useRef, useState } from 'react';
import {
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import { LOCALES, type Locale } from '@clinic/contract';
import { I18nProvider, LANGUAGE_TAGS, localePrefix, splitLocale, useI18n } from '../lib/i18n';
import { menu, visibleMenu, groupOf, type MenuState } from './menu';
import { useSettings } from './useSettings';
import {
  prefersReducedMotion,
  SCROLLED_AFTER_PX,
  scrollToTop,
  useContentProtection,
  useRevealAnimations,
  useScrollY,
} from './behaviours';
import { Popups } from './Popups';
import { Icon } from './Icon';
import { applyHead, type HeadFn } from './head';
import { logout, useSession } from '../lib/session';

const LANGUAGE_NAMES: Record<Locale, string> = { ko: '한국어', en: 'English', cn: '中文', jp: '日本語' };
export const LOCALE_STORAGE_KEY = 'site.locale';

function useMenuState(): MenuState {
  const settings = useSettings();
  return { loggedIn: useSession() !== null, onReview: settings.onReview };
}

function LanguageSwitch() {
  const { locale, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocale(pathname);
  return (
    <nav className="language-switch" aria-label={t('site.language')}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <Link
              to={(localePrefix(l) + (path === '/' && l !== 'ko' ? '' : path) || '/') + search + hash}
              lang={LANGUAGE_TAGS[l]}
              hrefLang={LANGUAGE_TAGS[l]}
              aria-current={l === locale ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[l]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuGroups({ idPrefix }: { idPrefix: string }) {
  const { t, to } = useI18n();
  const items = visibleMenu(menu, useMenuState());
  return (
    <ul className="menu-groups">
      {items.map((group, i) => (
        <li key={group.title} className="menu-groups__group">
          <Link to={to(group.path ?? '/')} className="menu-groups__title" id={`${idPrefix}-${i}`}>
            {t(group.title)}
          </Link>
          <ul className="menu-groups__items" aria-labelledby={`${idPrefix}-${i}`}>
            {group.children?.map((item) => (
              <li key={item.title}>
                <NavLink to={to(item.path ?? '/')} end>
                  {t(item.title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Logged in: my page and logout (asked first, then confirmed). Logged out: login and sign-up. */
function AccountLinks() {
  const { t, to, locale } = useI18n();
  const session = useSession();
  if (session) {
    // A member page open now leaves for home by itself (its route guard follows the session).
    const onLogout = async () => {
      if (!window.confirm(t('site.logoutConfirm'))) return;
      await logout(locale);
      window.alert(t('site.loggedOut'));
    };
    return (
      <ul className="account-links">
        <li>
          <Link to={to('/mypage/myinfo')}>{t('site.mypage')}</Link>
        </li>
        <li>
          <button type="button" className="account-links__logout" onClick={onLogout}>
            {t('site.logout')}
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul className="account-links">
      <li>
        <Link to={to('/login')}>{t('site.login')}</Link>
      </li>
      <li>
        <Link to={to('/join/type')}>{t('site.join')}</Link>
      </li>
    </ul>
  );
}

type Panel = 'none' | 'mobile' | 'sitemap';

function Header() {
  const { t, to } = useI18n();
  const settings = useSettings();
  const [panel, setPanel] = useState<Panel>('none');
  const [hover, setHover] = useState(false);
  const { pathname } = useLocation();
  const scrolled = useScrollY() > SCROLLED_AFTER_PX;
  const mobileButton = useRef<HTMLButtonElement>(null);
  const sitemapButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    const opener = panel === 'mobile' ? mobileButton.current : sitemapButton.current;
    setPanel('none');
    opener?.focus();
  };
  useEffect(() => setPanel('none'), [pathname]);
  useEffect(() => {
    if (panel === 'none') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const tel = `tel:${settings.phone.replace(/[^\d+]/g, '')}`;
  return (
    <header
      className={`site-header${scrolled ? ' is-scrolled' : ''}${hover ? ' is-hover' : ''}`}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      <div className="site-header__bar">
        <Link to={to('/')} className="site-header__logo">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{settings.clinicName}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t('site.mainMenu')}>
          <MenuGroups idPrefix="desktop-menu" />
        </nav>
        <a className="site-header__phone" href={tel}>
          <Icon name="phone" />
          <span className="visually-hidden">{t('site.phoneLabel')} </span>
          <span className="phone-number">{settings.phone}</span>
        </a>
        <div className="site-header__tools">
          <AccountLinks />
          <LanguageSwitch />
        </div>
        <button
          ref={sitemapButton}
          type="button"
          className="site-header__sitemap"
          aria-expanded={panel === 'sitemap'}
          aria-controls="site-map"
          onClick={() => (panel === 'sitemap' ? close() : setPanel('sitemap'))}
        >
          <Icon name={panel === 'sitemap' ? 'close' : 'grid'} />
          <span>{panel === 'sitemap' ? t('site.closeSitemap') : t('site.sitemap')}</span>
        </button>
        <button
          ref={mobileButton}
          type="button"
          className="site-header__toggle"
          aria-expanded={panel === 'mobile'}
          aria-controls="mobile-menu"
          onClick={() => (panel === 'mobile' ? close() : setPanel('mobile'))}
        >
          <Icon name={panel === 'mobile' ? 'close' : 'menu'} />
          <span className="visually-hidden">{panel === 'mobile' ? t('site.closeMenu') : t('site.openMenu')}</span>
        </button>
      </div>
      {panel !== 'none' && <div className="overlay" data-testid="menu-overlay" onClick={close} />}
      <nav
        id="mobile-menu"
        className={`mobile-menu${panel === 'mobile' ? ' is-open' : ''}`}
        aria-label={t('site.mainMenu')}
        hidden={panel !== 'mobile'}
      >
        {/* Built when opened: the desktop menu already carries every link in the HTML. */}
        {panel === 'mobile' && (
          <>
            <MenuGroups idPrefix="mobile-menu" />
            <AccountLinks />
            <LanguageSwitch />
          </>
        )}
      </nav>
      <nav id="site-map" className="site-map" aria-label={t('site.sitemap')} hidden={panel !== 'sitemap'}>
        {panel === 'sitemap' && <MenuGroups idPrefix="site-map" />}
      </nav>
    </header>
  );
}

/** The sub-tab bar of the current menu group. */
export function SubTabs() {
  const { t, to } = useI18n();
  const { pathname } = useLocation();
  const state = useMenuState();
  const group = groupOf(splitLocale(pathname).path);
  if (!group?.children) return null;
  return (
    <nav className="sub-tabs" aria-label={t(group.title)}>
      <ul>
        {visibleMenu(group.children, state).map((item) => (
          <li key={item.title}>
            <NavLink to={to(item.path ?? '/')} end>
              {t(item.title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Footer() {
  const { t, to } = useI18n();
  const settings = useSettings();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">{settings.clinicName}</p>
        <h2 className="visually-hidden">{t('footer.businessInfo')}</h2>
        <dl className="site-footer__details">
          <div>
            <dt>{t('footer.representative')}</dt>
            <dd>{settings.representative}</dd>
          </div>
          <div>
            <dt>{t('footer.businessNumber')}</dt>
            <dd>{settings.businessNumber}</dd>
          </div>
          <div>
            <dt>{t('footer.address')}</dt>
            <dd>{settings.address}</dd>
          </div>
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
            </dd>
          </div>
        </dl>
        <ul className="site-footer__links">
          <li>
            <Link to={to('/cost') + '#non-benefit'}>{t('footer.nonBenefit')}</Link>
          </li>
          <li>
            <Link to={to('/privacy-policy')}>
              <strong>{t('footer.privacy')}</strong>
            </Link>
          </li>
          <li>
            <Link to={to('/terms-use')}>{t('footer.terms')}</Link>
          </li>
        </ul>
        <p className="site-footer__copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}

function FloatingButtons() {
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
  return (
    <aside className="floating" aria-label={t('floating.label')}>
      <ul className="floating__links">
        {links.map((l) => (
          <li key={l.icon}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
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
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className="floating__button floating__button--phone">
            <Icon name="phone" />
            <span className="floating__label">{t('floating.phone')}</span>
          </a>
        </li>
      </ul>
      <button
        type="button"
        className={`back-to-top${y > half ? ' is-visible' : ''}`}
        onClick={() => {
          scrollToTop();
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
        tabIndex={y > half ? 0 : -1}
        aria-hidden={y > half ? undefined : true}
      >
        <Icon name="up" />
        <span className="visually-hidden">{t('site.backToTop')}</span>
      </button>
    </aside>
  );
}

/** After a client-side navigation, the page's head follows (the server wrote it for the first page). */
function useHeadSync() {
  const { locale } = useI18n();
  const settings = useSettings();
  const matches = useMatches();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const match = [...matches].reverse().find((m) => (m.handle as { head?: HeadFn } | undefined)?.head);
    const head = (match?.handle as { head?: HeadFn } | undefined)?.head;
    if (!match || !head) return;
    const info = head({ locale, data: match.data, params: match.params, siteName: settings.clinicName, settings });
    applyHead(info, locale, splitLocale(pathname).path, settings.clinicName);
  }, [matches, locale, settings, pathname]);
}

function Shell() {
  const { t, locale } = useI18n();
  useHeadSync();
  const { pathname, hash, key } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useContentProtection(main);
  useRevealAnimations(key);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    // The language a visitor reads in is remembered, however they got to it (switch, link, search).
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  }, [locale]);
  // After a client-side navigation: to the hash (smoothly) or the top, and reading starts at the page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="content-protected">
        <Outlet />
      </main>
      <Footer />
      <FloatingButtons />
      <Popups />
      <ScrollRestoration getKey={(location) => (location.hash ? location.pathname + location.hash : location.key)} />
    </>
  );
}

/** The layout of every public page in one locale (taken from the URL). */
export function Layout() {
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <I18nProvider locale={locale}>
      <Shell />
    </I18nProvider>
  );
}

/** When the root itself fails (the API is down while rendering or loading settings). */
export function LayoutError() {
  const error = useRouteError();
  const { locale } = splitLocale(useLocation().pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nProvider locale={locale}>
      <ErrorMessage status={status} />
    </I18nProvider>
  );
}

/** A page's loader failed: not found (404) or the API could not be reached. */
export function PageError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorMessage status={status} inLayout />;
}

function ErrorMessage({ status, inLayout }: { status: number; inLayout?: boolean }) {
  const { t, to } = useI18n();
  const body = (
    <>
      <h1>{status === 404 ? t('pages.notFoundTitle') : t('pages.errorTitle')}</h1>
      <p>{status === 404 ? t('pages.notFoundBody') : t('pages.errorBody')}</p>
      <p>
        <a className="button" href={to('/')}>
          {t('pages.backHome')}
        </a>
      </p>
    </>
  );
  return inLayout ? (
    <div className="page__inner">{body}</div>
  ) : (
    <main id="main" className="page__inner">
      {body}
    </main>
  );
}
