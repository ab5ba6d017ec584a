/**
 * Scopes carried in an access token's `scope` claim: `user` every account, `console` every staff
 * account, `admin` staff with the role 관리자 (staff accounts and roles, member and access-log exports,
 * the access log).
 */
export const SCOPES = ['user', 'console', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

/** Staff roles: 관리자 (`admin`: everything) and 직원 (`staff`: front desk and content). */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The scopes a staff account of `role` holds. */
export function staffScopes(role: StaffRole): Scope[] {
  return role === 'admin' ? ['user', 'console', 'admin'] : ['user', 'console'];
}

/** A staff account's role, read from its scopes. */
export function staffRoleOf(scopes: readonly string[]): StaffRole {
  return scopes.includes('admin') ? 'admin' : 'staff';
}

/** The claims of an access token (JWT, HS256). `sub` is the user's id as a string. */
export interface AccessTokenPayload {
  sub: string;
  scope: Scope[];
  name?: string;
  iat: number;
  exp: number;
}

export interface RefreshTokenAnswer {
  refreshToken: string;
  expiresAt: string;
}

/**
 * The console's session: `POST /api/auth/console/session` answers it, and a console page loaded as a
 * document by a browser holding the console cookie carries it (`<script type="application/json"
 * id="console-session">`).
 */
export interface ConsoleSessionAnswer {
  refreshToken: string;
  accessToken: string;
}

export interface AccessTokenAnswer {
  accessToken: string;
  expiresIn: number;
}
