import { useEffect } from 'react';
import { useCheckAuth, useLogin, useNavigate, useNotify, useTranslate } from 'react-admin';
import { LoginScreen, type Credentials } from './LoginScreen';
import { loginErrorMessage } from './texts';

/**
 * react-admin's login page (`<Admin loginPage>`), shown after a logout or an ended session: the same
 * screen as a cold visit's (LoginScreen), through react-admin's own login, notifications and
 * redirect (back to the page staff were on), as its default Login does.
 */
export function ConsoleLoginPage() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();

  // Already signed in (another tab shared its session): home, as react-admin's Login does.
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/'),
      () => undefined,
    );
  }, [checkAuth, navigate]);

  const onLogin = (credentials: Credentials): Promise<void> =>
    login(credentials).then(
      () => undefined,
      (error: unknown) => {
        const message = loginErrorMessage(error);
        notify(message ?? 'ra.auth.sign_in_error', { type: 'error', messageArgs: { _: message } });
      },
    );

  return (
    <LoginScreen
      translate={translate}
      onLogin={onLogin}
      onInvalid={() => notify('ra.message.invalid_form', { type: 'error' })}
    />
  );
}
