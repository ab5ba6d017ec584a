import type { Module } from '../../http/module.js';
import { termConsoleRoutes } from './console.js';
import { termPublicRoutes } from './public.js';

/** Terms and consents, one row per version: the versions in force are public, staff write new ones. */
export const terms: Module = { public: termPublicRoutes, console: termConsoleRoutes };
export { currentTerms, TERMS_TAG } from './store.js';
