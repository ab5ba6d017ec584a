import type { Module } from '../../http/module.js';
import { pagePublicRoutes } from './public.js';

/** The texts of the public site's pages, one per page and language. */
export const pages: Module = { public: pagePublicRoutes };
export { PAGES_TAG, pageText } from './store.js';
