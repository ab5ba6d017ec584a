import type { Module } from '../../http/module.js';
import { messagingConsoleRoutes } from './console.js';

/**
 * Staff messages to members by e-mail or SMS (sent once per idempotency key), their history, the
 * outbox, message templates, and replies to consultation requests (`replyToRequest`, routed by forms).
 */
export const messaging: Module = { console: messagingConsoleRoutes };
export { replyToRequest, type RepliedRequest } from './reply.js';
