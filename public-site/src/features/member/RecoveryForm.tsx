import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { certifyPhone, email as emailRule, recoveryInput, type CertifyChannel } from '@clinic/contract';
import { FormStatus, SubmitButton, TextField } from '../../components/form';
import { PasswordFields } from '../../components/PasswordFields';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { schemaErrors, type Errors } from '../../lib/forms/errors';
import { focusId, focusLater } from '../../lib/forms/focus';
import { useContractForm } from '../../lib/forms/useContractForm';
import { translate, useI18n } from '../../lib/i18n';
import { ChannelChoice, UsernameField } from './form';

export type RecoveryAction = 'findUsername' | 'resetPassword';

/**
 * One recovery form: a code goes to the account's phone or e-mail, then the code finds the username
 * or sets a new password. Whether an account matched is never said: the first step always answers
 * the same, and a code that was never sent is simply "not correct".
 */
export function RecoveryForm({ action }: { action: RecoveryAction }) {
  const { t, to, locale } = useI18n();
  const reset = action === 'resetPassword';
  const prefix = reset ? 'reset' : 'find';
  const [channel, setChannel] = useState<CertifyChannel>('sms');
  const recovery = useContractForm(prefix, {
    username: '',
    target: '',
    code: '',
    newPassword: '',
    newPasswordConfirm: '',
  });
  const { values, set, kit, ready, busy } = recovery;
  const [sent, setSent] = useState('');
  const [done, setDone] = useState('');

  const base = () => ({
    action,
    channel,
    target: values.target,
    ...(reset ? { username: values.username.trim() } : {}),
  });
  const check = (found: Errors) => {
    if (reset && !values.username.trim()) found.username = translate(locale, 'required');
    const rule = channel === 'email' ? emailRule() : certifyPhone();
    const target = schemaErrors(rule, values.target, locale);
    if (Object.keys(target).length > 0) found.target = target._ ?? translate(locale, 'invalid');
    return found;
  };

  /** The first step: a code to the phone or e-mail; a refusal is said in the status line. */
  const send = async () => {
    if (!recovery.accept(check({}))) return;
    await recovery.send({
      send: async () => {
        const answer = await apiSend<{ message: string }>('POST', endpoints.recovery(), locale, {
          step: 'send',
          ...base(),
        });
        setSent(answer.message);
        focusId(kit.id('code'));
      },
      failed: t('member.failed'),
      failure: 'always',
      focus: 'status',
    });
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
    const found = check(schemaErrors(recoveryInput, body, locale));
    if (reset) {
      if (!values.newPassword) found.newPassword = translate(locale, 'required');
      if (!found.newPassword && values.newPassword !== values.newPasswordConfirm)
        found.newPasswordConfirm = values.newPasswordConfirm
          ? translate(locale, 'passwordMismatch')
          : translate(locale, 'passwordConfirm');
    }
    if (!recovery.accept(found)) return;
    await recovery.send({
      send: async () => {
        const answer = await apiSend<{ username?: string; message: string }>(
          'POST',
          endpoints.recovery(),
          locale,
          body,
        );
        setDone(reset ? t('member.passwordReset') : t('member.foundUsername', { username: answer.username ?? '' }));
        focusLater(recovery.status);
      },
      failed: t('member.failed'),
      failure: 'always',
      focus: 'status',
      refused: (refusal) => {
        // A refusal without fields is about the code (wrong or expired): it is said on the code.
        if (Object.keys(refusal.errors).length > 0 || !refusal.message) return;
        refusal.errors = { code: refusal.message };
        return { failure: 'unlessFields', focus: 'field' };
      },
    });
  };

  if (done) {
    return (
      <FormStatus
        id={`${prefix}-status`}
        statusRef={recovery.status}
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
  const sms = channel === 'sms';
  return (
    <>
      <FormStatus id={`${prefix}-status`} form={recovery} />
      <form ref={recovery.form} className="form" method="post" noValidate onSubmit={submit}>
        {reset && <UsernameField kit={kit} value={values.username} onValue={set('username')} />}
        <ChannelChoice
          name={`${prefix}-channel`}
          channel={channel}
          onChannel={(c) => {
            setChannel(c);
            setSent('');
            set('target')('');
          }}
        />
        <TextField
          kit={kit}
          name="target"
          type={sms ? 'tel' : 'email'}
          inputMode={sms ? 'numeric' : 'email'}
          label={sms ? t('member.phone') : t('member.email')}
          placeholder={sms ? t('member.phonePrompt') : t('member.emailPrompt')}
          hint={sms ? t('member.phoneHint') : undefined}
          autoComplete={sms ? 'tel' : 'email'}
          maxLength={sms ? 15 : 254}
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
            {reset && <PasswordFields form={recovery} name="newPassword" />}
            <SubmitButton form={recovery} label={reset ? t('member.resetSubmit') : t('member.findSubmit')} wide />
          </>
        )}
      </form>
    </>
  );
}
