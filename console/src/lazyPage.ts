import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page (a resource's list, edit, create or show, a custom route) that loads with its own chunk the
 * first time it is shown, so the login screen's script carries none of them (nor the rich-text editor
 * or the charts they use). Our pages are named exports; React.lazy wants a default one.
 *
 * react-admin renders resource pages, the dashboard and custom routes inside its Layout, whose
 * Suspense shows its Loading while a chunk arrives; anything else lazy needs a Suspense of its own
 * (Entry has one for the console itself).
 *
 * `lazyPage(() => import('./NotificationList'), 'NotificationList')`
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
