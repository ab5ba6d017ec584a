import type { Module } from '../../http/module.js';
import { memberReviewConsoleRoutes } from './console.js';
import { memberReviewPublicRoutes } from './public.js';

/** Reviews members write (`reviews2`), shown once staff approve them, and the expressions staff watch for. */
export const memberReviews: Module = { public: memberReviewPublicRoutes, console: memberReviewConsoleRoutes };
export { reviewWords } from './store.js';
