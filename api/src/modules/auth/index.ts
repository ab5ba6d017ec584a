export { authRoutes } from './routes.js';
export { upsertAccount, hasStaffAccount, isStaffAccount, revokeAllTokens, parseScopes } from './accounts.js';
export { hashPassword, verifyPassword } from './passwords.js';
