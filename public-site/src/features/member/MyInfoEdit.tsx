import { useState, type FormEvent } from 'react';
import { meUpdate, normalizeTarget, type Me } from '@clinic/contract';
import { FormStatus, SubmitButton } from '../../components/form';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { hasErrors, schemaErrors } from '../../lib/forms/errors';
import { focusLater } from '../../lib/forms/focus';
import { useContractForm } from '../../lib/forms/useContractForm';
import { translate, useI18n } from '../../lib/i18n';
import { phoneRuleFor, useProof } from './contact';
import { ContactFields } from './form';
import { VerifyCode } from './VerifyCode';

/** Name, e-mail, phone and the marketing consent; a new e-mail or phone is proven by a code first. */
export function EditForm({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t, locale } = useI18n();
  const profile = useContractForm('myinfo', { name: me.name, email: me.email ?? '', phone: me.phone ?? '' });
  const { values, kit } = profile;
  const [marketing, setMarketing] = useState(me.marketing);
  const [saved, setSaved] = useState(false);

  const emailChanged = normalizeTarget('email', values.email) !== (me.email ?? '');
  const phoneChanged = normalizeTarget('sms', values.phone) !== (me.phone ?? '');
  const channel = emailChanged ? 'email' : phoneChanged ? 'sms' : null;
  const proof = useProof(channel, channel === 'email' ? values.email : values.phone);
  const set = (name: keyof typeof values) => (value: string) => {
    profile.set(name)(value);
    setSaved(false);
  };

  const input = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    marketing,
    ...(proof.token !== undefined ? { certificationToken: proof.token } : {}),
  };
  const handler = profile.submitWith({
    check: () => {
      const found = schemaErrors(meUpdate, input, locale);
      const phone = schemaErrors(phoneRuleFor(me.kind), values.phone, locale);
      if (!found.phone && hasErrors(phone)) found.phone = phone._ ?? '';
      if (emailChanged && phoneChanged) found.phone = t('member.oneContact');
      else if (channel && !proof.verified) found.certificationToken = translate(locale, 'authProcess');
      return found;
    },
    send: async () => {
      const answer = await apiSend<{ me: Me }>('PUT', endpoints.me(), locale, input);
      proof.drop();
      setSaved(true);
      onSaved(answer.me);
      profile.setValues({ name: answer.me.name, email: answer.me.email ?? '', phone: answer.me.phone ?? '' });
      setMarketing(answer.me.marketing);
      focusLater(profile.status);
    },
    failed: t('member.failed'),
    failure: 'always',
    focus: 'status',
    refused: ({ errors }) => {
      // The proof is spent once the server has checked it: a refused proof or contact needs a new code.
      if (Object.keys(errors).length === 0 || errors.email || errors.phone) proof.drop();
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    setSaved(false);
    return handler(e);
  };

  return (
    <section className="member-section" aria-labelledby="myinfo-edit">
      <h2 id="myinfo-edit">{t('member.editSection')}</h2>
      <p className="field__hint">{t('member.contactHint')}</p>
      <FormStatus id="myinfo-status" form={profile} success={saved ? t('member.saved') : undefined} />
      <form ref={profile.form} className="form" method="post" noValidate onSubmit={submit}>
        <ContactFields kit={kit} kind={me.kind} values={values} set={set} />
        {channel && (
          <fieldset className="form-section">
            <legend>{t('member.verifyNewContact')}</legend>
            <VerifyCode
              id="myinfo-verify"
              purpose="contact"
              form={profile}
              kind={me.kind}
              proof={{ ...proof, channel }}
            />
          </fieldset>
        )}
        <div className="agreements agreements--single">
          <label>
            <input
              type="checkbox"
              name="marketing"
              checked={marketing}
              onChange={(e) => {
                setMarketing(e.target.checked);
                setSaved(false);
              }}
            />
            <span className="optional">{t('member.optional')}</span> {t('member.marketingAgree')}
          </label>
        </div>
        <SubmitButton form={profile} label={t('member.save')} />
      </form>
    </section>
  );
}
