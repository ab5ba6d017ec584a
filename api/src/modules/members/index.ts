export { memberPublicRoutes, usernameAvailable, USERNAME_REUSE_DAYS } from './routes.js';
export { memberConsoleRoutes } from './console.js';
export { normalizeTarget } from './certify.js';
export { purgeExpired, schedulePurge } from './maintenance.js';
