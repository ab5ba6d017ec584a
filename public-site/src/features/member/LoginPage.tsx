import { Link, useNavigate, useSearchParams } from 'react-router';
import type { HeadFn } from '../../lib/seo/head';
import { catalog, useI18n, translate } from '../../lib/i18n';
import { safeNextPath } from '../../lib/nextPath';
import { login } from '../../lib/session';
import { FormStatus, SubmitButton } from '../../components/form';
import { CurrentPasswordField } from '../../components/PasswordFields';
import type { Errors } from '../../lib/forms/errors';
import { useContractForm } from '../../lib/forms/useContractForm';
import { UsernameField } from './form';
import { MemberIntro } from './MemberIntro';

/** `/login`: username and password; links to sign-up and to account recovery. */
export function Component() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to the page that asked for the login (a path on this site only), else home.
  const after = safeNextPath(params.get('next')) ?? to('/');
  const credentials = useContractForm('login', { username: '', password: '' });
  const { values, set } = credentials;

  const submit = credentials.submitWith({
    check: () => {
      const found: Errors = {};
      if (!values.username.trim()) found.username = translate(locale, 'required');
      if (!values.password) found.password = translate(locale, 'required');
      return found;
    },
    send: async () => {
      await login(values.username.trim(), values.password, locale);
      void navigate(after);
      return 'leaving';
    },
    failed: t('member.failed'),
    failure: 'always',
    focus: 'status',
    refused: (refusal) => {
      // A failed login names no field: the form says why, and the password is asked again.
      refusal.errors = {};
      set('password')('');
    },
  });

  return (
    <div className="page">
      <div className="page__inner narrow">
        <MemberIntro title={t('member.loginTitle')} lead={t('member.loginIntro')} />
        <FormStatus id="login-status" form={credentials} />
        <form ref={credentials.form} className="form" method="post" noValidate onSubmit={submit}>
          <UsernameField kit={credentials.kit} value={values.username} onValue={set('username')} />
          <CurrentPasswordField form={credentials} name="password" label={t('member.password')} />
          <SubmitButton form={credentials} label={t('member.loginSubmit')} wide />
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
