import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LOCALES, type Locale } from '@clinic/contract';
import { I18nProvider, LANGUAGE_TAGS, localePrefix, splitLocale, useI18n } from '../lib/i18n';
import { clinic } from '../content/clinic';
import { menu, visibleMenu, groupOf } from './menu';

const LANGUAGE_NAMES: Record<Locale, string> = { ko: '한국어', en: 'English', cn: '中文', jp: '日本語' };
export const LOCALE_STORAGE_KEY = 'site.locale';

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
              onClick={() => localStorage.setItem(LOCALE_STORAGE_KEY, l)}
            >
              {LANGUAGE_NAMES[l]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Header() {
  const { t, to } = useI18n();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const items = visibleMenu(menu, false);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={to('/')} className="site-header__logo">
          {t('site.name')}
        </Link>
        <a className="site-header__phone" href={`tel:${clinic.phone.replace(/-/g, '')}`}>
          <span className="visually-hidden">{t('site.phoneLabel')} </span>
          {clinic.phone}
        </a>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('site.closeMenu') : t('site.openMenu')}
        </button>
      </div>
      {open && <div className="site-header__overlay" aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav id="main-menu" className={`site-nav${open ? ' is-open' : ''}`} aria-label={t('site.mainMenu')}>
        <ul className="site-nav__groups">
          {items.map((group) => (
            <li key={group.title} className="site-nav__group">
              <Link to={to(group.path ?? '/')} className="site-nav__group-link">
                {t(group.title)}
              </Link>
              <ul className="site-nav__items">
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
        <ul className="site-nav__account">
          <li>
            <Link to={to('/login')}>{t('site.login')}</Link>
          </li>
          <li>
            <Link to={to('/join/type')}>{t('site.join')}</Link>
          </li>
        </ul>
        <LanguageSwitch />
      </nav>
    </header>
  );
}

/** The sub-tab bar of the current menu group. */
export function SubTabs() {
  const { t, to } = useI18n();
  const { pathname } = useLocation();
  const group = groupOf(splitLocale(pathname).path);
  if (!group?.children) return null;
  return (
    <nav className="sub-tabs" aria-label={t(group.title)}>
      <ul>
        {visibleMenu(group.children, false).map((item) => (
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
  const { t, to, locale } = useI18n();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">{t('site.name')}</p>
        <h2 className="visually-hidden">{t('footer.businessInfo')}</h2>
        <dl className="site-footer__details">
          <div>
            <dt>{t('footer.representative')}</dt>
            <dd>{clinic.representative[locale]}</dd>
          </div>
          <div>
            <dt>{t('footer.businessNumber')}</dt>
            <dd>{clinic.businessNumber}</dd>
          </div>
          <div>
            <dt>{t('footer.address')}</dt>
            <dd>{clinic.address[locale]}</dd>
          </div>
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${clinic.phone.replace(/-/g, '')}`}>{clinic.phone}</a>
            </dd>
          </div>
        </dl>
        <ul className="site-footer__links">
          <li>
            <Link to={to('/cost') + '#non-benefit'}>{t('footer.nonBenefit')}</Link>
          </li>
          <li>
            <Link to={to('/privacy-policy')}>{t('footer.privacy')}</Link>
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

function Shell() {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
  }, [locale]);
  // After a client-side navigation, start reading at the new page: scroll up, focus the main area.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/** The layout of every public page in one locale. */
export function Layout({ locale }: { locale: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <Shell />
    </I18nProvider>
  );
}
