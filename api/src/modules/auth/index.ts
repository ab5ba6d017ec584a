export { authRoutes } from './routes.js';
export { upsertAccount, hasStaffAccount, revokeAllTokens, parseScopes } from './accounts.js';
export { hashPassword, verifyPassword } from './passwords.js';
