import type { Module } from '../../http/module.js';
import { auditConsoleRoutes } from './console.js';

/** The personal-data access log as staff and auditors read it (entries are written by http/audit.ts). */
export const audit: Module = { console: auditConsoleRoutes };
