import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Box, CircularProgress, CssBaseline, Snackbar } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { preload } from './chunks';
import { lazyPage } from './lazyPage';
import { LoginScreen, type Credentials } from './login/LoginScreen';
import { loginErrorMessage, loginTranslate } from './login/texts';
import { authProvider } from './providers/authProvider';
import { theme } from './theme';

/**
 * What the console's first script renders. react-admin with MUI, the console's texts and its
 * resources weigh more than the whole budget of a first load (250 KB gzip), so they load only once
 * someone is signed in: until then this shows the login screen with MUI alone and react-admin's
 * authProvider. After a successful login (or with a session already in the tab) it renders App, the
 * whole react-admin console, which takes over every route, its own login page included.
 *
 * It does what react-admin does on a cold visit: a check that fails sends staff to /login (dropping
 * whatever tokens the tab held), and the login brings them back to the page they asked for.
 */
const loadConsole = () => import('./App');
const Console = lazyPage(loadConsole, 'App');

/** The console's base path without its slash ("/console"), as App's router uses it. */
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');
const LOGIN = '/login';

/** The route inside the console, as react-router sees it under BASE ("/forms/12"). */
function route(): string {
  const { pathname } = window.location;
  const inside = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return inside === '' ? '/' : inside.replace(/(.)\/$/, '$1');
}

/** Puts a console route in the address bar, as react-admin's redirects do (no new history entry). */
function goTo(path: string): void {
  window.history.replaceState(null, '', BASE + path);
}

type Phase = { name: 'checking' } | { name: 'login'; next: string } | { name: 'console' };

/** While the session is checked or the console loads: a spinner named in the staff's language. */
function Waiting() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100vh' }}>
        <CircularProgress aria-label={loginTranslate()('ra.page.loading')} />
      </Box>
    </ThemeProvider>
  );
}

export function Entry() {
  // The login page shows at once; any other route waits for the session check.
  const [phase, setPhase] = useState<Phase>(() =>
    route() === LOGIN ? { name: 'login', next: '/' } : { name: 'checking' },
  );
  const [translate] = useState(loginTranslate);
  const [error, setError] = useState<string>();
  // Set once the console is entered: a check still running then must not change anything.
  const entered = useRef(false);

  const enter = useCallback((path: string) => {
    entered.current = true;
    goTo(path);
    setPhase({ name: 'console' });
  }, []);

  useEffect(() => {
    let current = true;
    const onLoginPage = route() === LOGIN;
    // A session in this tab, or the one the server wrote into this page from the console cookie
    // (see providers/session).
    authProvider.checkAuth({}).then(
      () => {
        if (current && !entered.current) enter(onLoginPage ? '/' : route() + window.location.search);
      },
      () => {
        // On the login page a failed check changes nothing (react-admin's Login does not log out either).
        if (!current || entered.current || onLoginPage) return;
        const next = route() + window.location.search;
        // As react-admin's failed check: tokens the tab held without console access are dropped.
        void authProvider.logout({}).catch(() => undefined);
        goTo(LOGIN);
        setPhase({ name: 'login', next });
      },
    );
    return () => {
      current = false;
    };
  }, [enter]);

  const onLogin = async (credentials: Credentials): Promise<void> => {
    // The console's code loads while the credentials are checked.
    preload(loadConsole);
    try {
      await authProvider.login(credentials);
    } catch (err) {
      setError(loginErrorMessage(err) ?? translate('ra.auth.sign_in_error'));
      return;
    }
    setError(undefined);
    enter(phase.name === 'login' ? phase.next : '/');
  };

  if (phase.name === 'console')
    return (
      <Suspense fallback={<Waiting />}>
        <Console />
      </Suspense>
    );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {phase.name === 'login' && (
        <LoginScreen
          translate={translate}
          onLogin={onLogin}
          onInvalid={() => setError(translate('ra.message.invalid_form'))}
        />
      )}
      {/* Where and how react-admin's notifications show an error. */}
      <Snackbar
        open={error !== undefined}
        message={error}
        autoHideDuration={4000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setError(undefined);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ content: { sx: { bgcolor: 'error.main', color: 'error.contrastText' } } }}
      />
    </ThemeProvider>
  );
}
