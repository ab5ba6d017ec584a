import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from '../lib/behaviours';
import { splitLocale, useI18n } from '../lib/i18n';
import { groupOf } from '../lib/menu';
import { useMenuState } from '../lib/useMenuState';
import { useScrollEdges } from '../lib/useScrollEdges';
import { MenuItems } from './MenuItems';

/**
 * The sub-tab bar of the current menu group. On a narrow screen the strip scrolls sideways: the
 * current tab is brought into view within the strip (never moving the page up or down) and the
 * strip's edges fade where more tabs are hidden.
 */
export function SubTabs() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const state = useMenuState();
  const strip = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(strip);
  const first = useRef(true);
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const box = list.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    const left = list.scrollLeft + tab.left - box.left - (box.width - tab.width) / 2;
    const smooth = !first.current && !prefersReducedMotion();
    first.current = false;
    list.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
  }, [pathname]);
  const group = groupOf(splitLocale(pathname).path, state);
  if (!group?.children) return null;
  return (
    <nav className="sub-tabs" aria-label={t(group.title)} {...edges}>
      <ul ref={strip}>
        <MenuItems items={group.children} />
      </ul>
    </nav>
  );
}
