import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';
import { loginPathFor } from '../lib/nextPath';

/** The login page's address that comes back here afterwards (`/login?next=/review`). */
export function useLoginLink(): string {
  const { to } = useI18n();
  const { pathname, search } = useLocation();
  return loginPathFor(to('/login'), pathname + search);
}

/** A friendly "please log in" box with login and sign-up links. */
export function LoginPrompt({ title, children }: { title: string; children: ReactNode }) {
  const { t, to } = useI18n();
  const login = useLoginLink();
  return (
    <section className="login-prompt" aria-labelledby="login-prompt-title">
      <h2 id="login-prompt-title">{title}</h2>
      <p>{children}</p>
      <p className="actions">
        <Link className="button button--primary" to={login}>
          {t('member.goLogin')}
        </Link>
        <Link className="button" to={to('/join/type')}>
          {t('site.join')}
        </Link>
      </p>
    </section>
  );
}
