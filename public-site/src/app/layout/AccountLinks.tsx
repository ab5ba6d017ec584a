import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { logout, useSession } from '../../lib/session';

/** Logged in: my page and logout (asked first, then confirmed). Logged out: login and sign-up. */
export function AccountLinks() {
  const { t, to, locale } = useI18n();
  const session = useSession();
  if (session) {
    // A member page open now leaves for home by itself (its route guard follows the session).
    const onLogout = async () => {
      if (!window.confirm(t('site.logoutConfirm'))) return;
      await logout(locale);
      window.alert(t('site.loggedOut'));
    };
    return (
      <ul className="account-links">
        <li>
          <Link to={to('/mypage/myinfo')}>{t('site.mypage')}</Link>
        </li>
        <li>
          <button type="button" className="account-links__logout" onClick={onLogout}>
            {t('site.logout')}
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul className="account-links">
      <li>
        <Link to={to('/login')}>{t('site.login')}</Link>
      </li>
      <li>
        <Link to={to('/join/type')}>{t('site.join')}</Link>
      </li>
    </ul>
  );
}
