import { NavLink } from 'react-router';
import { useI18n } from '../lib/i18n';
import type { MenuItem } from '../lib/menu';

/** Menu items as list items of links (the current page's marked by NavLink). */
export function MenuItems({ items }: { items: MenuItem[] }) {
  const { t, to } = useI18n();
  return items.map((item) => (
    <li key={item.path ?? item.title}>
      <NavLink to={to(item.path ?? '/')} end>
        {item.label ?? t(item.title)}
      </NavLink>
    </li>
  ));
}
