import { useI18n } from '../../lib/i18n';
import { AccountLinks } from './AccountLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuGroups } from './MenuGroups';

/** The menu below 1024 px: every link, the account links and the languages, opened by the header's button. */
export function MobileMenu({ open }: { open: boolean }) {
  const { t } = useI18n();
  return (
    <nav
      id="mobile-menu"
      className={`mobile-menu${open ? ' is-open' : ''}`}
      aria-label={t('site.mainMenu')}
      hidden={!open}
    >
      {/* Built when opened: the desktop menu already carries every link in the HTML. */}
      {open && (
        <>
          <MenuGroups idPrefix="mobile-menu" />
          <AccountLinks />
          <LanguageSwitch />
        </>
      )}
    </nav>
  );
}
