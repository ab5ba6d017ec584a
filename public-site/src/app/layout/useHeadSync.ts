import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { splitLocale, useI18n } from '../../lib/i18n';
import { applyHead, type HeadFn } from '../../lib/seo/head';
import { applySiteFileLinks } from '../../lib/seo/siteFiles';
import { canonicalPath } from '../../lib/seo/canonical';
import { useSettings } from '../../lib/settings';

/** After a client-side navigation, the page's head follows (the server wrote it for the first page). */
export function useHeadSync() {
  const { locale } = useI18n();
  const settings = useSettings();
  const matches = useMatches();
  const { pathname, search } = useLocation();
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
    applyHead(info, locale, canonicalPath(splitLocale(pathname).path, search), settings.clinicName);
  }, [matches, locale, settings, pathname, search]);
  // The manifest and feed links follow the language (and the clinic's name in the feed's title).
  useEffect(() => applySiteFileLinks(locale, settings.clinicName), [locale, settings.clinicName]);
}
