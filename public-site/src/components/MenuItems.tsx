import { NavLink } from 'react-router';
import { useI18n } from '../lib/i18n';
import type { MenuItem } from '../lib/menu';
import { useTextLang } from '../lib/textLang';

/** Menu items as list items of links (the current page's marked by NavLink). */
export function MenuItems({ items }: { items: MenuItem[] }) {
  const { t, to } = useI18n();
  const langOf = useTextLang();
  return items.map((item) => (
    <li key={item.path ?? item.title}>
      {/* A name staff keep (a treatment's) may be the Korean where it has no translation. */}
      <NavLink to={to(item.path ?? '/')} end lang={item.label ? langOf(item.label) : undefined}>
        {item.label ?? t(item.title)}
      </NavLink>
    </li>
  ));
}
