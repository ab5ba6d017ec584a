import type { Module } from '../../http/module.js';
import { authConsoleRoutes } from './console.js';
import { authRoutes } from './public.js';

/** Accounts and sessions: logging in and out (`/api/auth`), staff accounts and one's own password (console). */
export const auth: Module = { api: authRoutes, console: authConsoleRoutes };
export { changePassword, hashPassword, setPassword, verifyPassword } from './passwords.js';
export { endSessions, issueRefreshToken, revokeAllTokens } from './sessions.js';
export { CONSOLE_COOKIE, consoleSessionForPage } from './consoleSession.js';
export {
  hasStaffAccount,
  isStaffAccount,
  membersOnly,
  staffOnly,
  upsertAccount,
  usernameAvailable,
  type UpsertAccount,
} from './store.js';
