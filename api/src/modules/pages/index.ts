import type { Module } from '../../http/module.js';
import { pageConsoleRoutes } from './console.js';
import { pagePublicRoutes } from './public.js';

/** The texts of the public site's pages, one per page and language. */
export const pages: Module = { public: pagePublicRoutes, console: pageConsoleRoutes };
export { PAGES_TAG, pageText } from './store.js';
export { createPage } from './create.js';
