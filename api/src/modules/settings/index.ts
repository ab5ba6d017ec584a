import type { Module } from '../../http/module.js';
import { settingsConsoleRoutes } from './console.js';
import { settingsPublicRoutes } from './public.js';

/** Site settings, one form per product (site key): read by the public site, edited in the console. */
export const settings: Module = { public: settingsPublicRoutes, console: settingsConsoleRoutes };
export { DEFAULT_SETTINGS, readSettings, SETTINGS_TAG, writeSettings } from './store.js';
