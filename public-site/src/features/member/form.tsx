import type { ComponentProps } from 'react';
import {
  INTERNATIONAL_PHONE_DIGITS_MAX,
  PHONE_DIGITS_MAX,
  phoneTyped,
  type CertifyChannel,
  type MemberKind,
} from '@clinic/contract';
import { TextField } from '../../components/form';
import type { FieldKit } from '../../lib/forms/fieldKit';
import { useI18n } from '../../lib/i18n';

/** The fields particular to the member forms: contact, username, the channel of a code. */

/** The username as login, sign-up (with `hint`) and a password reset ask for it. */
export function UsernameField({
  kit,
  value,
  onValue,
  hint,
}: {
  kit: FieldKit;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
}) {
  const { t } = useI18n();
  return (
    <TextField
      kit={kit}
      name="username"
      label={t('member.username')}
      hint={hint}
      placeholder={t('member.usernamePrompt')}
      autoComplete="username"
      maxLength={30}
      required
      value={value}
      onValue={onValue}
    />
  );
}

/** Where a code goes: by SMS or by e-mail. */
export function ChannelChoice({
  name,
  channel,
  onChannel,
}: {
  name: string;
  channel: CertifyChannel;
  onChannel: (channel: CertifyChannel) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="radio-group">
      <legend>{t('member.verifyBy')}</legend>
      {(['sms', 'email'] as const).map((c) => (
        <label key={c}>
          <input type="radio" name={name} value={c} checked={channel === c} onChange={() => onChannel(c)} />
          {c === 'sms' ? t('member.bySms') : t('member.byEmail')}
        </label>
      ))}
    </fieldset>
  );
}

type ContactField = 'name' | 'email' | 'phone';

/** Name (or an institution's name), e-mail and mobile number, as signing up and my info ask for them. */
export function ContactFields({
  kit,
  kind,
  values,
  set,
}: {
  kit: FieldKit;
  kind: MemberKind;
  values: Record<ContactField, string>;
  set: (field: ContactField) => (value: string) => void;
}) {
  const { t } = useI18n();
  const institution = kind === 'COMPANY';
  const foreign = kind === 'FOREIGN';
  const fields: Array<[ContactField, Omit<ComponentProps<typeof TextField>, 'kit' | 'name' | 'onValue'>]> = [
    [
      'name',
      {
        label: institution ? t('member.institutionName') : t('member.name'),
        placeholder: institution ? t('member.institutionNamePrompt') : t('member.namePrompt'),
        autoComplete: institution ? 'organization' : 'name',
        maxLength: 100,
      },
    ],
    [
      'email',
      {
        type: 'email',
        label: t('member.email'),
        placeholder: t('member.emailPrompt'),
        autoComplete: 'email',
        maxLength: 254,
      },
    ],
    [
      'phone',
      {
        type: 'tel',
        inputMode: 'numeric',
        label: foreign ? t('member.foreignPhone') : t('member.phone'),
        hint: foreign ? t('member.foreignPhoneHint') : t('member.phoneHint'),
        placeholder: t('member.phonePrompt'),
        autoComplete: 'tel',
      },
    ],
  ];
  // A phone keeps its digits only, typed or pasted with hyphens or spaces; the limit counts digits.
  const digits = foreign ? INTERNATIONAL_PHONE_DIGITS_MAX : PHONE_DIGITS_MAX;
  const onValue = (name: ContactField) =>
    name === 'phone' ? (v: string) => set(name)(phoneTyped(v, digits)) : set(name);
  return (
    <>
      {fields.map(([name, field]) => (
        <TextField key={name} kit={kit} name={name} {...field} required value={values[name]} onValue={onValue(name)} />
      ))}
    </>
  );
}
