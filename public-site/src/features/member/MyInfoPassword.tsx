import { useState, type FormEvent } from 'react';
import { passwordChange } from '@clinic/contract';
import { FormStatus, SubmitButton } from '../../components/form';
import { confirmPrompt, CurrentPasswordField, PasswordFields } from '../../components/PasswordFields';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { schemaErrors } from '../../lib/forms/errors';
import { focusLater } from '../../lib/forms/focus';
import { useContractForm } from '../../lib/forms/useContractForm';
import { useI18n } from '../../lib/i18n';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** A new password; every other session of the account ends (this one refreshes and goes on). */
export function PasswordForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const { t, locale } = useI18n();
  const change = useContractForm('password', EMPTY);
  const { values } = change;
  const [changed, setChanged] = useState(false);

  const handler = change.submitWith({
    check: () => ({
      ...schemaErrors(passwordChange, values, locale),
      ...confirmPrompt(values.newPassword, values.newPasswordConfirm, 'newPasswordConfirm', locale),
    }),
    send: async () => {
      await apiSend('POST', endpoints.password(), locale, values);
      change.setValues(EMPTY);
      setChanged(true);
      focusLater(change.status);
      // This session's access token is refused from now on: the next call refreshes it.
      await onChanged();
    },
    failed: t('member.failed'),
    failure: 'always',
    focus: 'status',
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    setChanged(false);
    return handler(e);
  };

  return (
    <section className="member-section" aria-labelledby="myinfo-password">
      <h2 id="myinfo-password">{t('member.passwordSection')}</h2>
      <FormStatus id="password-status" form={change} success={changed ? t('member.passwordChanged') : undefined} />
      <form ref={change.form} className="form" method="post" noValidate onSubmit={submit}>
        <CurrentPasswordField form={change} name="currentPassword" label={t('member.currentPassword')} />
        <PasswordFields form={change} name="newPassword" />
        <SubmitButton form={change} label={t('member.changePassword')} />
      </form>
    </section>
  );
}
