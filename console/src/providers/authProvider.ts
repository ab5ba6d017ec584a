import type { AuthProvider } from 'react-admin';
import { translate, localeFromTag } from '@clinic/contract';
import {
  announceLogout,
  currentLocale,
  requestConsoleSession,
  revokeRefreshToken,
  session,
  decodePayload,
  type ApiError,
} from './session';

/** Logs in through the two auth calls; only accounts whose token carries scope `console` get in. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { refreshToken, accessToken } = await requestConsoleSession(username.trim(), password);
    if (!decodePayload(accessToken)?.scope.includes('console')) {
      await revokeRefreshToken(refreshToken).catch(() => undefined);
      throw new Error(translate(localeFromTag(currentLocale()) ?? 'ko', 'noPermission'));
    }
    session.store(refreshToken, accessToken);
  },

  async logout() {
    const refreshToken = session.refreshToken();
    session.clear();
    if (refreshToken) {
      // Every other tab of this browser ends the same session with this one; the server forgets the
      // console cookie.
      await Promise.all([announceLogout(refreshToken), revokeRefreshToken(refreshToken).catch(() => undefined)]);
    }
  },

  async checkAuth() {
    // A console page the browser loaded with the console cookie came with the session (see session.ts).
    if (!session.refreshToken() || !session.payload()?.scope.includes('console')) {
      // Straight to the login page without an error toast: react-admin skips it for `message: false`.
      throw Object.assign(new Error('login required'), { message: false });
    }
  },

  async checkError(error: unknown) {
    // A 401 reaching here means the refresh already failed (see apiFetch): the session is over.
    const status = (error as ApiError | { status?: number })?.status;
    if (status === 401) {
      session.clear();
      throw new Error('session ended');
    }
  },

  async getIdentity() {
    const payload = session.payload();
    if (!payload) throw new Error('login required');
    return { id: payload.sub, fullName: payload.name ?? payload.sub };
  },

  async getPermissions() {
    return session.payload()?.scope ?? [];
  },
};
