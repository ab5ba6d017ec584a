import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../../components/Icon';
import { useI18n } from '../../lib/i18n';
import { AccountLinks } from './AccountLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuGroups } from './MenuGroups';

/** While the menu is open the page behind it stays still (CSS applies it below 1024 px only). */
const LOCK_CLASS = 'has-mobile-menu';

/** Tab and Shift+Tab go round the open menu instead of leaving it for the page under the overlay. */
function keepFocusInside(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return;
  const items = e.currentTarget.querySelectorAll<HTMLElement>('a[href], button');
  const first = items[0];
  const last = items[items.length - 1];
  if (document.activeElement !== (e.shiftKey ? first : last)) return;
  e.preventDefault();
  (e.shiftKey ? last : first)?.focus();
}

/**
 * The menu below 1024 px, opened by the header's button: its own close button and the languages at
 * the top, then every link and the account links. Open, it takes the focus and the page behind does
 * not scroll and Tab stays in it; Esc, the overlay or its close button closes it (the header puts the focus back).
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add(LOCK_CLASS);
    closeButton.current?.focus({ preventScroll: true });
    return () => root.classList.remove(LOCK_CLASS);
  }, [open]);
  return (
    <nav
      id="mobile-menu"
      className={`mobile-menu${open ? ' is-open' : ''}`}
      aria-label={t('site.mainMenu')}
      hidden={!open}
      onKeyDown={keepFocusInside}
    >
      {/* Built when opened: the desktop menu already carries every link in the HTML. */}
      {open && (
        <>
          <div className="mobile-menu__top">
            <p className="mobile-menu__title" aria-hidden="true">
              {t('site.menuTitle')}
            </p>
            <button ref={closeButton} type="button" className="mobile-menu__close" onClick={onClose}>
              <Icon name="close" />
              <span>{t('site.closeMenu')}</span>
            </button>
          </div>
          <LanguageSwitch />
          <MenuGroups idPrefix="mobile-menu" />
          <AccountLinks />
        </>
      )}
    </nav>
  );
}
