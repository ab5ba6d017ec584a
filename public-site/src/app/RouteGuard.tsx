import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Scope } from '@clinic/contract';
import { useI18n, translate } from '../lib/i18n';
import { loginPathFor } from '../lib/nextPath';
import { getSession, hasScope, subscribe, useSession } from '../lib/session';

/**
 * The route guard of spec section 5, for routes that declare a scope (`/mypage/*`: `user`).
 * Without an access token: "login required", and the visitor goes to the login page, which brings
 * them back here afterwards (issue 14); with a token whose scope list lacks the scope: "no access
 * permission", then back to the previous route, or home when there is none. Until the session allows the page (and in the server-rendered HTML) only the
 * page's title shows. A session that ends while here (logout, withdrawal, a failed refresh) leaves
 * for home without a second message: whatever ended it has already said so.
 */
export function RouteGuard({ scope, title, children }: { scope: Scope; title: string; children: ReactNode }) {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const { key, pathname, search } = useLocation();
  // While hydrating this is the server's "no session"; right after, the tab's real session.
  const allowed = hasScope(useSession(), scope);
  const leaving = useRef(false);

  useEffect(() => {
    const session = getSession();
    const problem = !session?.accessToken ? 'loginRequired' : hasScope(session, scope) ? null : 'noPermission';
    if (!problem || leaving.current) return;
    leaving.current = true;
    window.alert(translate(locale, problem));
    if (problem === 'loginRequired') {
      void navigate(loginPathFor(to('/login'), pathname + search), { replace: true });
      return;
    }
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(to('/'), { replace: true });
  }, [key, scope, locale, navigate, to, pathname, search]);

  useEffect(
    () =>
      subscribe(() => {
        if (leaving.current || hasScope(getSession(), scope)) return;
        leaving.current = true;
        void navigate(to('/'), { replace: true });
      }),
    [scope, navigate, to],
  );

  if (allowed) return children;
  return (
    <div className="page">
      <div className="page__inner narrow">
        <h1>{title}</h1>
        <p className="page__lead" role="status">
          {t('member.checking')}
        </p>
      </div>
    </div>
  );
}
