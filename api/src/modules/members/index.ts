import type { Module } from '../../http/module.js';
import { memberConsoleRoutes } from './console.js';
import { memberPublicRoutes } from './public.js';

/** Members: sign-up, codes, recovery and one's own account (public); members, levels, withdrawals (console). */
export const members: Module = { public: memberPublicRoutes, console: memberConsoleRoutes };
export { purgeExpired, schedulePurge } from './maintenance.js';
export { USERNAME_REUSE_DAYS } from './store.js';
