import type { Module } from '../../http/module.js';
import { mediaConsoleRoutes } from './console.js';
import { mediaPublicRoutes } from './public.js';

/** The clinic's videos (story, clinic) and photos (hero, information slider, panorama), kept by staff. */
export const media: Module = { public: mediaPublicRoutes, console: mediaConsoleRoutes };
