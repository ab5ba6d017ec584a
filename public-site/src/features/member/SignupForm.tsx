import { useState } from 'react';
import { Link } from 'react-router';
import {
  DOCUMENT_KINDS,
  signupInput,
  type CertifyChannel,
  type DocumentKind,
  type MemberKind,
  type PublicTerm,
} from '@clinic/contract';
import { FormStatus, Mark, SubmitButton, TextField } from '../../components/form';
import { confirmPrompt, PasswordFields } from '../../components/PasswordFields';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { schemaErrors, serverErrors, type Errors } from '../../lib/forms/errors';
import { useContractForm } from '../../lib/forms/useContractForm';
import { translate, useI18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { useProof } from './contact';
import { documentError, DocumentField } from './documents';
import { ChannelChoice, ContactFields, UsernameField } from './form';
import { SignupAgreements, SignupDone } from './SignupSections';
import { VerifyCode } from './VerifyCode';

const EMPTY = {
  username: '',
  password: '',
  passwordConfirm: '',
  name: '',
  email: '',
  phone: '',
  birthDate: '',
};

/** One sign-up form for the three kinds; an institution adds its two documents, the names differ. */
export function SignupForm({ kind, terms }: { kind: MemberKind; terms: PublicTerm[] }) {
  const { t, to, locale } = useI18n();
  const signup = useContractForm('signup', EMPTY);
  const { values, set, setErrors, kit } = signup;
  const [channel, setChannel] = useState<CertifyChannel>(kind === 'FOREIGN' ? 'email' : 'sms');
  const proof = useProof(channel, channel === 'sms' ? values.phone : values.email);
  const [agree, setAgree] = useState<Record<string, boolean>>({});
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const [done, setDone] = useState(false);
  const [documentsFailure, setDocumentsFailure] = useState('');
  const institution = kind === 'COMPANY';

  const check = (input: object): Errors => {
    const found = schemaErrors(signupInput, input, locale);
    // An empty field asks for itself; the confirmation prompts "Enter password again".
    if (!values.birthDate) found.birthDate = translate(locale, 'required');
    Object.assign(found, confirmPrompt(values.password, values.passwordConfirm, 'passwordConfirm', locale));
    if (terms.some((term) => term.required && !agree[term.code]))
      found.agreements = translate(locale, 'agreementRequired');
    if (institution)
      for (const doc of DOCUMENT_KINDS) {
        const problem = documentError(files[doc], locale);
        if (problem) found[doc] = problem;
      }
    return found;
  };

  /** The new member is logged in; an institution's documents go up with that session. */
  const send = async (input: object) => {
    const answer = await apiSend<{ user: { id: number; username: string }; refreshToken: string }>(
      'POST',
      endpoints.users(),
      locale,
      input,
    );
    await startSession(answer.refreshToken, locale);
    if (institution) {
      try {
        for (const doc of DOCUMENT_KINDS) {
          const body = new FormData();
          body.set('file', files[doc]!);
          await apiSend('POST', endpoints.userDocument(answer.user.id, doc), locale, body);
        }
      } catch (err) {
        setDocumentsFailure(serverErrors(err, t('member.failed')).message);
      }
    }
    setDone(true);
  };

  const input = {
    kind,
    ...values,
    certificationToken: proof.token ?? '',
    agreements: Object.fromEntries(terms.map((term) => [term.code, agree[term.code] === true])),
  };
  // Made on every render, so the checks that run again as the form changes see its current state.
  const submit = signup.submitWith({
    check: () => check(input),
    send: () => send(input),
    failed: t('member.failed'),
    failure: 'always',
    refused: (refusal) => {
      // A taken username belongs to its field.
      if (refusal.status === 409) refusal.errors.username = refusal.message;
      // The proof is spent once the server has checked it: a refused proof or contact needs a new code.
      const { errors } = refusal;
      if ((refusal.status === 400 && Object.keys(errors).length === 0) || errors.email || errors.phone) proof.drop();
    },
  });

  if (done) return <SignupDone name={values.name} documentsFailure={documentsFailure} statusRef={signup.status} />;

  const onDocument = (doc: DocumentKind) => (file: File | undefined) => {
    setFiles((f) => ({ ...f, [doc]: file }));
    const problem = file ? documentError(file, locale) : undefined;
    setErrors((current) => {
      const next = { ...current };
      if (problem) next[doc] = problem;
      else delete next[doc];
      return next;
    });
  };
  return (
    <>
      <p className="page__lead">{t(`member.kindTexts.${kind}`)}</p>
      <p>
        <Link to={to('/join/type')}>{t('member.changeKind')}</Link>
      </p>
      <FormStatus id="signup-status" form={signup} />
      <form ref={signup.form} className="form" method="post" noValidate onSubmit={submit}>
        <p className="form__required-note">{t('member.requiredNote')}</p>
        <fieldset className="form-section">
          <legend>{t('member.accountSection')}</legend>
          <UsernameField kit={kit} hint={t('member.usernameHint')} value={values.username} onValue={set('username')} />
          <PasswordFields form={signup} name="password" />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('member.profileSection')}</legend>
          <ContactFields kit={kit} kind={kind} values={values} set={set} />
          <TextField
            kit={kit}
            name="birthDate"
            type="date"
            label={institution ? t('member.managerBirthDate') : t('member.birthDate')}
            hint={t('member.birthDateHint')}
            autoComplete="bday"
            min="1900-01-01"
            required
            value={values.birthDate}
            onValue={set('birthDate')}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>
            {t('member.verifySection')} <Mark required />
          </legend>
          <ChannelChoice name="channel" channel={channel} onChannel={setChannel} />
          <VerifyCode
            id="signup-verify"
            purpose="signup"
            form={signup}
            kind={kind}
            proof={{ ...proof, channel }}
            clears={['certificationToken']}
          />
        </fieldset>
        {institution && (
          <fieldset className="form-section">
            <legend>{t('member.documentsSection')}</legend>
            {DOCUMENT_KINDS.map((doc) => (
              <DocumentField key={doc} kit={kit} doc={doc} required onFile={onDocument(doc)} />
            ))}
          </fieldset>
        )}
        <SignupAgreements form={signup} terms={terms} agree={agree} setAgree={setAgree} />
        <SubmitButton form={signup} label={t('member.signupSubmit')} wide />
      </form>
    </>
  );
}
