import type { Module } from '../../http/module.js';
import { doctorsConsoleRoutes } from './console.js';
import { doctorsPublicRoutes } from './public.js';

/** The clinic's doctors: the team page, the main page's director card and the Physician JSON-LD. */
export const doctors: Module = { public: doctorsPublicRoutes, console: doctorsConsoleRoutes };
