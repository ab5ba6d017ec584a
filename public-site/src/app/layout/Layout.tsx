import { useLocation } from 'react-router';
import { I18nProvider, splitLocale } from '../../lib/i18n';
import { Shell } from './Shell';

/** The layout of every public page in one locale (taken from the URL). */
export function Layout() {
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <I18nProvider locale={locale}>
      <Shell />
    </I18nProvider>
  );
}
