import type { Module } from '../../http/module.js';
import { inboxConsoleRoutes } from './console.js';

/** What waits for staff (the console's menu counts), and telling staff when something new arrives. */
export const inbox: Module = { console: inboxConsoleRoutes };
export { notifyStaff, type StaffNews } from './notify.js';
export { inboxCounts } from './store.js';
