import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { HeadFn } from '../../app/head';
import { catalog, useI18n, translate } from '../../lib/i18n';
import { login, useSession } from '../../lib/session';
import {
  fieldKit,
  focusFirstInvalid,
  focusLater,
  FormStatus,
  serverErrors,
  TextField,
  useReady,
  type Errors,
} from './form';

/** `/login`: username and password; links to sign-up and to account recovery. */
export function Component() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to the page that asked for the login (a path on this site only), else home.
  const next = params.get('next') ?? '';
  const after = /^\/(?![/\\])/.test(next) ? next : to('/');
  const session = useSession();
  const ready = useReady();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const kit = fieldKit('login', errors);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: Errors = {};
    if (!values.username.trim()) found.username = translate(locale, 'required');
    if (!values.password) found.password = translate(locale, 'required');
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      await login(values.username.trim(), values.password, locale);
      void navigate(after);
    } catch (err) {
      setFailure(serverErrors(err, t('member.failed')).message);
      setValues((v) => ({ ...v, password: '' }));
      setBusy(false);
      focusLater(status);
    }
  };

  return (
    <div className="page">
      <div className="page__inner narrow">
        <h1>{t('member.loginTitle')}</h1>
        <p className="page__lead">{t('member.loginIntro')}</p>
        {session && (
          <p className="note" role="status">
            {t('member.loggedInNote')} <Link to={to('/mypage/myinfo')}>{t('member.goMyInfo')}</Link>
          </p>
        )}
        <FormStatus id="login-status" statusRef={status} failure={failure} />
        <form ref={form} className="form" method="post" noValidate onSubmit={submit}>
          <TextField
            kit={kit}
            name="username"
            label={t('member.username')}
            placeholder={t('member.usernamePrompt')}
            autoComplete="username"
            maxLength={30}
            required
            value={values.username}
            onValue={(username) => setValues((v) => ({ ...v, username }))}
          />
          <TextField
            kit={kit}
            name="password"
            type="password"
            label={t('member.password')}
            placeholder={t('member.passwordPrompt')}
            autoComplete="current-password"
            maxLength={200}
            required
            value={values.password}
            onValue={(password) => setValues((v) => ({ ...v, password }))}
          />
          <button type="submit" className="button button--primary button--wide" disabled={!ready || busy}>
            {busy ? t('member.submitting') : t('member.loginSubmit')}
          </button>
        </form>
        <ul className="member-links">
          <li>
            {t('member.noAccount')} <Link to={to('/join/type')}>{t('site.join')}</Link>
          </li>
          <li>
            <Link to={to('/recovery')}>{t('member.findUsername')}</Link>
          </li>
          <li>
            <Link to={to('/recovery?tab=password')}>{t('member.resetPassword')}</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).member.loginTitle,
    description: catalog(locale).member.loginDescription,
    noindex: true,
  }),
};
