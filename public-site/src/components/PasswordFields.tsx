import type { Locale } from '@clinic/contract';
import type { Errors } from '../lib/forms/errors';
import type { FieldKit } from '../lib/forms/fieldKit';
import { translate, useI18n, type MessagePath } from '../lib/i18n';
import { TextField } from './form';

/**
 * The password fields of the member forms: a new password with its confirmation (sign-up, my info,
 * a reset) and the current password (login, a change, withdrawal).
 */

/** A form's values and setter, as far as its password fields need them. */
interface PasswordForm<N extends string> {
  kit: FieldKit;
  values: Record<N, string>;
  set: (name: N) => (value: string) => void;
}

type NewPassword = 'password' | 'newPassword';
const LABELS: Record<NewPassword, [MessagePath, MessagePath]> = {
  password: ['member.password', 'member.passwordConfirm'],
  newPassword: ['member.newPassword', 'member.newPasswordConfirm'],
};

/** A new password (the rules in its hint) and the same again; `name` and `${name}Confirm`. */
export function PasswordFields<N extends NewPassword>({
  form: { kit, values, set },
  name,
}: {
  form: PasswordForm<N | `${N}Confirm`>;
  name: N;
}) {
  const { t } = useI18n();
  const confirm: `${N}Confirm` = `${name}Confirm`;
  const [label, confirmLabel] = LABELS[name];
  // The password with its rules, then the same again.
  const fields = [
    [name, label, { hint: t('member.passwordHint'), placeholder: t('member.passwordPrompt') }],
    [confirm, confirmLabel, { placeholder: t('member.passwordConfirmPrompt') }],
  ] as const;
  return (
    <>
      {fields.map(([field, fieldLabel, texts]) => (
        <TextField
          key={field}
          kit={kit}
          name={field}
          type="password"
          label={t(fieldLabel)}
          {...texts}
          autoComplete="new-password"
          maxLength={64}
          required
          value={values[field]}
          onValue={set(field)}
        />
      ))}
    </>
  );
}

/** A password given but not its confirmation: the confirmation asks for itself ("Enter password again"). */
export function confirmPrompt(password: string, confirmation: string, field: string, locale: Locale): Errors {
  return password && !confirmation ? { [field]: translate(locale, 'passwordConfirm') } : {};
}

/** The member's current password, `name` labelled `label`. */
export function CurrentPasswordField<N extends string>({
  form: { kit, values, set },
  name,
  label,
}: {
  form: PasswordForm<N>;
  name: N;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <TextField
      kit={kit}
      name={name}
      type="password"
      label={label}
      placeholder={t('member.passwordPrompt')}
      autoComplete="current-password"
      maxLength={200}
      required
      value={values[name]}
      onValue={set(name)}
    />
  );
}
