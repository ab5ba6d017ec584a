import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { email as emailRule, internationalPhone, recoveryInput, type CertifyChannel } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { apiSend } from '../../lib/api';
import { catalog, useI18n, fieldErrors, translate } from '../../lib/i18n';
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

type Action = 'findUsername' | 'resetPassword';
const TABS: Action[] = ['findUsername', 'resetPassword'];

/**
 * One recovery form: a code goes to the account's phone or e-mail, then the code finds the username
 * or sets a new password. Whether an account matched is never said: the first step always answers
 * the same, and a code that was never sent is simply "not correct".
 */
function RecoveryForm({ action }: { action: Action }) {
  const { t, to, locale } = useI18n();
  const ready = useReady();
  const reset = action === 'resetPassword';
  const prefix = reset ? 'reset' : 'find';
  const [channel, setChannel] = useState<CertifyChannel>('sms');
  const [values, setValues] = useState({ username: '', target: '', code: '', newPassword: '', newPasswordConfirm: '' });
  const [sent, setSent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const kit = fieldKit(prefix, errors);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const base = () => ({
    action,
    channel,
    target: values.target,
    ...(reset ? { username: values.username.trim() } : {}),
  });
  const check = (found: Errors) => {
    if (reset && !values.username.trim()) found.username = translate(locale, 'required');
    const rule = channel === 'email' ? emailRule() : internationalPhone();
    const target = rule.safeParse(values.target);
    if (!target.success) found.target = fieldErrors(target.error, locale)._ ?? translate(locale, 'invalid');
    return found;
  };
  /** The server's refusal: on its field, or on the code (a wrong or expired code), or for the form. */
  const fail = (err: unknown, field?: string) => {
    const { errors: fromServer, message } = serverErrors(err, t('member.failed'));
    if (field && Object.keys(fromServer).length === 0 && message) {
      setErrors({ [field]: message });
      return focusFirstInvalid(form.current);
    }
    setErrors(fromServer);
    setFailure(message);
    focusLater(status);
  };

  const send = async () => {
    const found = check({});
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      const answer = await apiSend<{ message: string }>('POST', '/v1/users/recovery', locale, {
        step: 'send',
        ...base(),
      });
      setSent(answer.message);
      requestAnimationFrame(() => document.getElementById(kit.id('code'))?.focus());
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!sent) return void send();
    const body = {
      step: 'confirm' as const,
      ...base(),
      code: values.code,
      ...(reset ? { newPassword: values.newPassword } : {}),
    };
    const parsed = recoveryInput.safeParse(body);
    const found = check(parsed.success ? {} : fieldErrors(parsed.error, locale));
    if (reset) {
      if (!values.newPassword) found.newPassword = translate(locale, 'required');
      if (!found.newPassword && values.newPassword !== values.newPasswordConfirm)
        found.newPasswordConfirm = values.newPasswordConfirm
          ? translate(locale, 'passwordMismatch')
          : translate(locale, 'passwordConfirm');
    }
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      const answer = await apiSend<{ username?: string; message: string }>('POST', '/v1/users/recovery', locale, body);
      setDone(reset ? t('member.passwordReset') : t('member.foundUsername', { username: answer.username ?? '' }));
      focusLater(status);
    } catch (err) {
      fail(err, 'code');
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <FormStatus
        id={`${prefix}-status`}
        statusRef={status}
        success={
          <>
            <p>{done}</p>
            <p>
              <Link className="button button--primary" to={to('/login')}>
                {t('member.goLogin')}
              </Link>
            </p>
          </>
        }
      />
    );
  }
  return (
    <>
      <FormStatus id={`${prefix}-status`} statusRef={status} failure={failure} />
      <form ref={form} className="form" method="post" noValidate onSubmit={submit}>
        {reset && (
          <TextField
            kit={kit}
            name="username"
            label={t('member.username')}
            placeholder={t('member.usernamePrompt')}
            autoComplete="username"
            maxLength={30}
            required
            value={values.username}
            onValue={set('username')}
          />
        )}
        <fieldset className="radio-group">
          <legend>{t('member.verifyBy')}</legend>
          {(['sms', 'email'] as const).map((c) => (
            <label key={c}>
              <input
                type="radio"
                name={`${prefix}-channel`}
                value={c}
                checked={channel === c}
                onChange={() => {
                  setChannel(c);
                  setSent('');
                  set('target')('');
                }}
              />
              {c === 'sms' ? t('member.bySms') : t('member.byEmail')}
            </label>
          ))}
        </fieldset>
        <TextField
          kit={kit}
          name="target"
          type={channel === 'sms' ? 'tel' : 'email'}
          inputMode={channel === 'sms' ? 'numeric' : 'email'}
          label={channel === 'sms' ? t('member.phone') : t('member.email')}
          placeholder={channel === 'sms' ? t('member.phonePrompt') : t('member.emailPrompt')}
          hint={channel === 'sms' ? t('member.phoneHint') : undefined}
          autoComplete={channel === 'sms' ? 'tel' : 'email'}
          maxLength={channel === 'sms' ? 15 : 254}
          required
          value={values.target}
          onValue={(v) => {
            set('target')(v);
            setSent('');
          }}
        />
        <div className="verify">
          <button type="button" className="button" onClick={send} disabled={!ready || busy}>
            {sent ? t('member.resendCode') : t('member.sendCode')}
          </button>
          <p className="verify__notice" role="status">
            {sent}
          </p>
        </div>
        {sent && (
          <>
            <TextField
              kit={kit}
              name="code"
              inputMode="numeric"
              label={t('member.code')}
              placeholder={t('member.codePrompt')}
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={values.code}
              onValue={(v) => set('code')(v.replace(/\D/g, ''))}
            />
            {reset && (
              <>
                <TextField
                  kit={kit}
                  name="newPassword"
                  type="password"
                  label={t('member.newPassword')}
                  hint={t('member.passwordHint')}
                  placeholder={t('member.passwordPrompt')}
                  autoComplete="new-password"
                  maxLength={64}
                  required
                  value={values.newPassword}
                  onValue={set('newPassword')}
                />
                <TextField
                  kit={kit}
                  name="newPasswordConfirm"
                  type="password"
                  label={t('member.newPasswordConfirm')}
                  placeholder={t('member.passwordConfirmPrompt')}
                  autoComplete="new-password"
                  maxLength={64}
                  required
                  value={values.newPasswordConfirm}
                  onValue={set('newPasswordConfirm')}
                />
              </>
            )}
            <button type="submit" className="button button--primary button--wide" disabled={!ready || busy}>
              {busy ? t('member.submitting') : reset ? t('member.resetSubmit') : t('member.findSubmit')}
            </button>
          </>
        )}
      </form>
    </>
  );
}

/** `/recovery`: two tabs, find the username or reset the password (`?tab=password` opens the second). */
export function Component() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Action>('findUsername');
  // After hydration (the server-rendered HTML shows the first tab).
  useEffect(() => {
    if (params.get('tab') === 'password') setTab('resetPassword');
  }, [params]);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const index = TABS.indexOf(tab);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TABS.length - 1
          : (index + (e.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    document.getElementById(`recovery-tab-${TABS[next]}`)?.focus();
  };
  return (
    <div className="page">
      <div className="page__inner narrow">
        <h1>{t('member.recoveryTitle')}</h1>
        <p className="page__lead">{t('member.recoveryIntro')}</p>
        <div className="tabs" role="tablist" aria-label={t('member.recoveryTabs')}>
          {TABS.map((action) => (
            <button
              key={action}
              id={`recovery-tab-${action}`}
              type="button"
              role="tab"
              aria-selected={tab === action}
              aria-controls={`recovery-panel-${action}`}
              tabIndex={tab === action ? 0 : -1}
              onClick={() => setTab(action)}
              onKeyDown={onKey}
            >
              {action === 'findUsername' ? t('member.findUsername') : t('member.resetPassword')}
            </button>
          ))}
        </div>
        {TABS.map((action) => (
          <div
            key={action}
            id={`recovery-panel-${action}`}
            role="tabpanel"
            aria-labelledby={`recovery-tab-${action}`}
            hidden={tab !== action}
          >
            {tab === action && <RecoveryForm action={action} />}
          </div>
        ))}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).member.recoveryTitle,
    description: catalog(locale).member.recoveryDescription,
    noindex: true,
  }),
};
