import { Link, useLocation } from 'react-router';
import { splitLocale, useI18n } from '../lib/i18n';
import { currentItem, type MenuItem } from '../lib/menu';
import { useTextLang } from '../lib/textLang';

/**
 * Menu items as list items of links. The current page's is marked (`aria-current="page"`), and so is
 * a list's when the page is one of its records (a review, a notice, a board post): `currentItem`.
 */
export function MenuItems({ items }: { items: MenuItem[] }) {
  const { t, to } = useI18n();
  const langOf = useTextLang();
  const current = currentItem(items, splitLocale(useLocation().pathname).path);
  return items.map((item) => (
    <li key={item.path ?? item.title}>
      {/* A name staff keep (a treatment's) may be the Korean where it has no translation. */}
      <Link
        to={to(item.path ?? '/')}
        aria-current={item === current ? 'page' : undefined}
        lang={item.label ? langOf(item.label) : undefined}
      >
        {item.label ?? t(item.title)}
      </Link>
    </li>
  ));
}
