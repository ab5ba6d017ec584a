import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isLocale } from '@clinic/contract';
import { routes } from './app/router';
import { LOCALE_STORAGE_KEY } from './app/Layout';
import './styles.css';

// A visitor who chose another language earlier and comes back to the home page gets it again.
const remembered = localStorage.getItem(LOCALE_STORAGE_KEY);
if (window.location.pathname === '/' && isLocale(remembered) && remembered !== 'ko') {
  window.history.replaceState(null, '', `/${remembered}`);
}

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
