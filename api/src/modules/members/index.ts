export { memberPublicRoutes, usernameAvailable, USERNAME_REUSE_DAYS } from './routes.js';
export { normalizeTarget } from './certify.js';
