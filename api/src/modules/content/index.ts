import type { Module } from '../../http/module.js';
import { contentConsoleRoutes } from './console.js';
import { contentPublicRoutes } from './public.js';

/** Content staff schedule and order: the main page's counters, popups, banners and the fee table. */
export const content: Module = { public: contentPublicRoutes, console: contentConsoleRoutes };
