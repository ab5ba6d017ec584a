import type { Module } from '../../http/module.js';
import { noticeConsoleRoutes } from './console.js';
import { noticePublicRoutes } from './public.js';

/** Notices (center/notifications): staff write them in the console, the public site lists and shows them. */
export const notices: Module = { public: noticePublicRoutes, console: noticeConsoleRoutes };
