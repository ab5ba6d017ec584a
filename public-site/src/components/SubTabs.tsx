import { useLocation } from 'react-router';
import { splitLocale, useI18n } from '../lib/i18n';
import { groupOf, visibleMenu } from '../lib/menu';
import { useMenuState } from '../lib/useMenuState';
import { MenuItems } from './MenuItems';

/** The sub-tab bar of the current menu group. */
export function SubTabs() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const state = useMenuState();
  const group = groupOf(splitLocale(pathname).path);
  if (!group?.children) return null;
  return (
    <nav className="sub-tabs" aria-label={t(group.title)}>
      <ul>
        <MenuItems items={visibleMenu(group.children, state)} />
      </ul>
    </nav>
  );
}
