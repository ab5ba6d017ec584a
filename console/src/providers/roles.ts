import { usePermissions } from 'react-admin';
import type { Scope } from '@clinic/contract';

/**
 * The staff member's role, read from the permissions the authProvider gives (the access token's
 * scopes): 관리자 hold `admin` (staff accounts, the member export, the access log), 직원 do not. Only
 * what the console shows follows it; the API checks every call itself.
 */
export function isAdmin(permissions: unknown): boolean {
  return Array.isArray(permissions) && permissions.includes('admin' satisfies Scope);
}

/** Whether the signed-in staff member is 관리자 (false while the permissions load). */
export function useIsAdmin(): boolean {
  const { permissions, isPending } = usePermissions<Scope[]>();
  return !isPending && isAdmin(permissions);
}
