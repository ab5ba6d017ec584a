import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useContentProtection, useRevealAnimations } from '../../lib/behaviours';
import { LANGUAGE_TAGS, LOCALE_STORAGE_KEY, useI18n } from '../../lib/i18n';
import { FloatingButtons } from './FloatingButtons';
import { Footer } from './Footer';
import { SmoothHashScroll } from './HashScroll';
import { Header } from './Header';
import { useHeadSync } from './useHeadSync';

/** Header, the page, footer and floating buttons; language, head, scroll and focus follow the URL. */
export function Shell() {
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
  // On the first load, the hash target again once the header's height is known (the browser jumped
  // to it before the styles that keep it below the header). After a client-side navigation the scroll
  // is `<ScrollRestoration>`'s alone (one jump, or one smooth scroll: `SmoothHashScroll`): to the
  // hash or the top on a link followed, back to where the patient was on back and forward. Without
  // a hash, reading starts at the page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (!hash) main.current?.focus({ preventScroll: true });
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
      <SmoothHashScroll />
      <ScrollRestoration />
    </>
  );
}
