import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { isLocale } from '@clinic/contract';
import { routes } from './app/routes';
import { ensureCatalog, LOCALE_STORAGE_KEY, splitLocale } from './lib/i18n';
// Pretendard, self-hosted and split by Unicode range: a page downloads only the glyphs it shows.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles.css';

/**
 * Client entry. A page the server rendered carries its loader data as JSON (`#__route-data`, a data
 * block the strict CSP allows); the route chunks it needs are loaded first, then React hydrates the
 * HTML with that data. The server renders from live data and drops a kept page on every change, so the
 * data is current: nothing is fetched again.
 */
/**
 * Marks the page as hydrated once React has committed it (its effects run only then). Hydration runs
 * in a transition and yields, so the mark cannot be set right after `hydrateRoot` returns: until the
 * commit, React may still drop the server's HTML and render afresh (tests wait for this mark).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

async function start() {
  // A visitor who chose another language before and comes back to the home page gets that language.
  const remembered = localStorage.getItem(LOCALE_STORAGE_KEY);
  if (window.location.pathname === '/' && isLocale(remembered) && remembered !== 'ko') {
    window.location.replace(`/${remembered}${window.location.search}${window.location.hash}`);
    return;
  }
  const root = document.getElementById('root')!;
  const rendered = root.hasChildNodes();

  const dataNode = document.getElementById('__route-data');
  const hydrationData = dataNode ? (JSON.parse(dataNode.textContent || '{}') as HydrationState) : undefined;
  // react-router turns serialized route errors (a rendered 404) back into error objects from here.
  if (hydrationData)
    (window as { __staticRouterHydrationData?: HydrationState }).__staticRouterHydrationData = hydrationData;

  // Load this URL's texts and lazy route modules before hydrating, so the first render matches the HTML.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    ensureCatalog(splitLocale(window.location.pathname).locale),
    ...matches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  ]);

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <MarkHydrated>
        <RouterProvider router={router} />
      </MarkHydrated>
    </StrictMode>
  );
  if (rendered && hydrationData) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: a tap or scroll on a slow phone is answered meanwhile.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('hydration', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
