import type { Module } from '../../http/module.js';
import { formConsoleRoutes } from './console.js';
import { formPublicRoutes } from './public.js';

/** Consultation requests: anyone sends one (with files) from the site; staff work through them in the console. */
export const forms: Module = { public: formPublicRoutes, console: formConsoleRoutes };
