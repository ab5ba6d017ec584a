import type { Module } from '../../http/module.js';
import { treatmentsConsoleRoutes } from './console.js';
import { treatmentsPublicRoutes } from './public.js';

/** The treatments (치료 방법): the menu, the main page's cards, each tied to its page. */
export const treatments: Module = { public: treatmentsPublicRoutes, console: treatmentsConsoleRoutes };
export { TREATMENTS_TAG } from './store.js';
