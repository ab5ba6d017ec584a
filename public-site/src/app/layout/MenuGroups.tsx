import { Link } from 'react-router';
import { MenuItems } from '../../components/MenuItems';
import { useI18n } from '../../lib/i18n';
import { menu, visibleMenu } from '../../lib/menu';
import { useMenuState } from '../../lib/useMenuState';

/** The whole menu, group by group: the header's navigation, the mobile menu and the site map. */
export function MenuGroups({ idPrefix }: { idPrefix: string }) {
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
            <MenuItems items={group.children ?? []} />
          </ul>
        </li>
      ))}
    </ul>
  );
}
