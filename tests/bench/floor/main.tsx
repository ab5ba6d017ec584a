/**
 * The framework floor of the first-load budget: the smallest app that hydrates a server-rendered page the
 * way the public site does (react-dom's hydrateRoot in a transition, react-router's data router with
 * a loader and a link). `npm run bench -- first-load-js` builds it and prints its size beside `/`'s.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useLoaderData } from 'react-router';

function Page() {
  const text = useLoaderData<string>();
  return <Link to="/cost">{text}</Link>;
}

const router = createBrowserRouter([{ path: '/', Component: Page, loader: () => 'home' }]);
startTransition(() => {
  hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
});
