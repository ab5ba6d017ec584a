import type { Module } from '../../http/module.js';
import { messagingConsoleRoutes } from './console.js';

/** Staff messages to members by e-mail or SMS (sent once per idempotency key), their history, and the outbox. */
export const messaging: Module = { console: messagingConsoleRoutes };
