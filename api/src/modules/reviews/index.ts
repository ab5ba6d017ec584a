import type { Module } from '../../http/module.js';
import { reviewConsoleRoutes } from './console.js';
import { reviewPublicRoutes } from './public.js';

/** Curated review cards (`{product}/reviews`): staff write them, the public site shows them while reviews are on. */
export const reviews: Module = { public: reviewPublicRoutes, console: reviewConsoleRoutes };
export { assertReviewsVisible, REVIEWS_TAG, reviewsShown } from './store.js';
