import { useI18n } from '../../lib/i18n';
import { MenuGroups } from './MenuGroups';

/** The whole menu at once, opened by the header's site-map button. */
export function SiteMap({ open }: { open: boolean }) {
  const { t } = useI18n();
  return (
    <nav id="site-map" className="site-map" aria-label={t('site.sitemap')} hidden={!open}>
      {open && <MenuGroups idPrefix="site-map" />}
    </nav>
  );
}
