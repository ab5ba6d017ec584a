import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ConsoleSessionAnswer } from '@clinic/contract';
import { type Knex, table, toDbTime } from '../../db/index.js';
import { parseScopes } from '../../http/auth.js';
import { apiError } from '../../http/errors.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../clock.js';
import type { AppDeps } from '../../deps.js';
import { accessTokenFor, logIn } from './login.js';
import { findLiveRefreshToken, hashToken } from './sessions.js';
import { findAccountById } from './store.js';

/**
 * The console's session across tabs, without handing tokens to any script that asks.
 *
 * The public site and the console share one origin, so anything a console tab offers to "other tabs"
 * in the browser (a BroadcastChannel, storage events, a cookie readable by scripts) a script on a
 * public page can take too. Instead, a console login also sets an httpOnly cookie holding the
 * session's refresh token, sent only to `/console` addresses. When the browser itself loads a console
 * page as a document (a new tab, a reload: `Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`,
 * headers no script can set), the server writes that session into the page it answers. A script can
 * fetch `/console/…` (then the page comes without it), frame it (refused: `frame-ancestors 'none'`)
 * or open it in a window, and console pages answer with `Cross-Origin-Opener-Policy: same-origin`
 * while public pages send `same-origin-allow-popups`, so such a window is cut off from its opener.
 */
export const CONSOLE_COOKIE = 'clinic_console';
const COOKIE_PATH = '/console';

function cookieOptions(ctx: Context, maxAgeMs: number) {
  return {
    httpOnly: true,
    // Lax: a link to a record in a staff alert opens the console already logged in. The cookie does
    // nothing but put the session into a console document, which only that document can read.
    sameSite: 'lax' as const,
    path: COOKIE_PATH,
    secure: ctx.secure,
    maxAge: maxAgeMs,
    overwrite: true,
  };
}

/** Tells the browser to drop the console cookie (logout, or a session that ended). */
export function forgetConsoleCookie(ctx: Context): void {
  ctx.cookies.set(CONSOLE_COOKIE, '', { ...cookieOptions(ctx, 0), maxAge: undefined, expires: new Date(0) });
}

/**
 * `POST /api/auth/console/session`: the console's login (Basic, as `GET /refreshToken`), for staff
 * only. Answers both tokens and sets the console cookie.
 */
export function consoleSessionRoutes(router: Router, deps: AppDeps): void {
  const { knex } = deps.db;
  router.post('/console/session', async (ctx) => {
    const { token, expiresAt, account } = await logIn(ctx, deps);
    // Members log in on the public site; the console's cookie is for staff alone.
    if (!parseScopes(account.scopes).includes('console')) {
      await table(knex, 'refresh_tokens')
        .where({ token_hash: hashToken(token) })
        .update({ revoked_at: toDbTime(new Date()) });
      throw apiError(403, 'noPermission');
    }
    const { accessToken } = await accessTokenFor(knex, deps.config, token, deps.clock);
    ctx.cookies.set(CONSOLE_COOKIE, token, cookieOptions(ctx, expiresAt.getTime() - Date.now()));
    const answer: ConsoleSessionAnswer = { refreshToken: token, accessToken };
    ctx.body = answer;
  });
}

/** Whether the browser itself is loading a console page as a top-level document. */
function isDocumentNavigation(ctx: Context): boolean {
  return ctx.method === 'GET' && ctx.get('Sec-Fetch-Mode') === 'navigate' && ctx.get('Sec-Fetch-Dest') === 'document';
}

/**
 * The session a console page is answered with: for a document navigation carrying the console cookie
 * of a live staff session, the refresh token and a fresh access token. A cookie whose session ended is
 * dropped. Undefined otherwise (the page then shows the login form).
 */
export async function consoleSessionForPage(
  ctx: Context,
  knex: Knex,
  config: Config,
  clock: Clock,
): Promise<ConsoleSessionAnswer | undefined> {
  const token = ctx.cookies.get(CONSOLE_COOKIE);
  if (!token || !isDocumentNavigation(ctx)) return undefined;
  const live = await findLiveRefreshToken(knex, token);
  const account = live && (await findAccountById(knex, live.user_id));
  if (!live || !account || account.status !== 'active' || !parseScopes(account.scopes).includes('console')) {
    forgetConsoleCookie(ctx);
    return undefined;
  }
  const { accessToken } = await accessTokenFor(knex, config, token, clock);
  return { refreshToken: token, accessToken };
}
