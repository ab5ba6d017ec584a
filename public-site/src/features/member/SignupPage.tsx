import { useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  DOCUMENT_BYTES_MAX,
  DOCUMENT_KINDS,
  email as emailRule,
  internationalPhone,
  phone as phoneRule,
  signupInput,
  type CertifyChannel,
  type DocumentKind,
  type MemberKind,
  type PublicTerm,
} from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { RichText } from '../../components/RichText';
import { ApiError, apiGet, apiSend } from '../../lib/api';
import { catalog, useI18n, fieldErrors, translate } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import {
  ContactFields,
  describe,
  DOCUMENT_ACCEPT,
  documentError,
  fieldKit,
  FieldError,
  focusFirstInvalid,
  focusLater,
  FormStatus,
  Mark,
  normalizeTarget,
  serverErrors,
  TextField,
  useReady,
  type Errors,
} from './form';
import { VerifyCode } from './VerifyCode';

/** The consents asked at sign-up, in this order; each term says whether it is required. */
const SIGNUP_TERMS = ['terms-of-use', 'privacy-consent', 'marketing-consent'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { terms } = await apiGet<{ terms: PublicTerm[] }>('/v1/terms', localeOf(request));
  return {
    terms: SIGNUP_TERMS.map((code) => terms.find((term) => term.code === code)).filter(
      (term): term is PublicTerm => !!term,
    ),
  };
}

interface Values {
  username: string;
  password: string;
  passwordConfirm: string;
  name: string;
  email: string;
  phone: string;
  birthDate: string;
}
const EMPTY: Values = {
  username: '',
  password: '',
  passwordConfirm: '',
  name: '',
  email: '',
  phone: '',
  birthDate: '',
};

/** One sign-up form for the three kinds; an institution adds its two documents, the names differ. */
function SignupForm({ kind }: { kind: MemberKind }) {
  const { t, to, locale } = useI18n();
  const { terms } = useLoaderData<typeof loader>();
  const ready = useReady();
  const [values, setValues] = useState<Values>(EMPTY);
  const [channel, setChannel] = useState<CertifyChannel>(kind === 'FOREIGN' ? 'email' : 'sms');
  const [proof, setProof] = useState<{ key: string; token: string } | null>(null);
  const [agree, setAgree] = useState<Record<string, boolean>>({});
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const [failure, setFailure] = useState('');
  const [documentsFailure, setDocumentsFailure] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const kit = fieldKit('signup', errors);
  const institution = kind === 'COMPANY';

  const target = channel === 'sms' ? values.phone : values.email;
  const verified = proof !== null && proof.key === `${channel}:${normalizeTarget(channel, target)}`;
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const clear = (...names: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !names.includes(k))));

  /** Before a code is sent: the phone or e-mail it goes to must be valid. */
  const checkTarget = () => {
    const field = channel === 'sms' ? 'phone' : 'email';
    const rule = channel === 'email' ? emailRule() : kind === 'FOREIGN' ? internationalPhone() : phoneRule();
    const parsed = rule.safeParse(target);
    if (parsed.success) {
      clear(field, 'certificationToken');
      return true;
    }
    setErrors((e) => ({ ...e, [field]: fieldErrors(parsed.error, locale)._ ?? translate(locale, 'invalid') }));
    requestAnimationFrame(() => document.getElementById(kit.id(field))?.focus());
    return false;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = {
      kind,
      ...values,
      certificationToken: verified && proof ? proof.token : '',
      agreements: Object.fromEntries(terms.map((term) => [term.code, agree[term.code] === true])),
    };
    const parsed = signupInput.safeParse(input);
    const found: Errors = parsed.success ? {} : fieldErrors(parsed.error, locale);
    // An empty field asks for itself; the confirmation prompts "Enter password again".
    if (!values.birthDate) found.birthDate = translate(locale, 'required');
    if (values.password && !values.passwordConfirm) found.passwordConfirm = translate(locale, 'passwordConfirm');
    if (terms.some((term) => term.required && !agree[term.code]))
      found.agreements = translate(locale, 'agreementRequired');
    if (institution)
      for (const doc of DOCUMENT_KINDS) {
        const problem = documentError(files[doc], locale);
        if (problem) found[doc] = problem;
      }
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    setStatus('sending');
    try {
      const answer = await apiSend<{ user: { id: number; username: string }; refreshToken: string }>(
        'POST',
        '/v1/users',
        locale,
        input,
      );
      // The new member is logged in; an institution's documents go up with that session.
      await startSession(answer.refreshToken, locale);
      if (institution) {
        try {
          for (const doc of DOCUMENT_KINDS) {
            const body = new FormData();
            body.set('file', files[doc]!);
            await apiSend('POST', `/v1/users/${answer.user.id}/${doc}`, locale, body);
          }
        } catch (err) {
          setDocumentsFailure(serverErrors(err, t('member.failed')).message);
        }
      }
      setStatus('done');
      focusLater(result);
    } catch (err) {
      const { errors: fromServer, message } = serverErrors(err, t('member.failed'));
      const status = err instanceof ApiError ? err.status : 0;
      // A taken username belongs to its field.
      if (status === 409) fromServer.username = message;
      // The proof is spent once the server has checked it: a refused proof or contact needs a new code.
      if ((status === 400 && Object.keys(fromServer).length === 0) || fromServer.email || fromServer.phone)
        setProof(null);
      setErrors(fromServer);
      setFailure(message);
      setStatus('idle');
      if (Object.keys(fromServer).length > 0) focusFirstInvalid(form.current);
      else focusLater(result);
    }
  };

  if (status === 'done') {
    return (
      <div id="signup-result" ref={result} tabIndex={-1} className="form-status">
        <div className="success" role="status">
          <p>{t('member.signupDone')}</p>
          <p>{t('member.signupWelcome', { name: values.name })}</p>
        </div>
        {documentsFailure && (
          <p className="field__error">{t('member.documentsFailed', { message: documentsFailure })}</p>
        )}
        <p className="actions">
          <Link className="button button--primary" to={to('/mypage/myinfo')}>
            {t('member.goMyInfo')}
          </Link>
          <Link className="button" to={to('/')}>
            {t('member.goHome')}
          </Link>
        </p>
      </div>
    );
  }

  const allAgreed = terms.length > 0 && terms.every((term) => agree[term.code]);
  return (
    <>
      <p className="page__lead">{t(`member.kindTexts.${kind}`)}</p>
      <p>
        <Link to={to('/join/type')}>{t('member.changeKind')}</Link>
      </p>
      <FormStatus id="signup-status" statusRef={result} failure={failure} />
      <form ref={form} className="form" method="post" noValidate onSubmit={submit}>
        <p className="form__required-note">{t('member.requiredNote')}</p>
        <fieldset className="form-section">
          <legend>{t('member.accountSection')}</legend>
          <TextField
            kit={kit}
            name="username"
            label={t('member.username')}
            hint={t('member.usernameHint')}
            placeholder={t('member.usernamePrompt')}
            autoComplete="username"
            maxLength={30}
            required
            value={values.username}
            onValue={set('username')}
          />
          <TextField
            kit={kit}
            name="password"
            type="password"
            label={t('member.password')}
            hint={t('member.passwordHint')}
            placeholder={t('member.passwordPrompt')}
            autoComplete="new-password"
            maxLength={64}
            required
            value={values.password}
            onValue={set('password')}
          />
          <TextField
            kit={kit}
            name="passwordConfirm"
            type="password"
            label={t('member.passwordConfirm')}
            placeholder={t('member.passwordConfirmPrompt')}
            autoComplete="new-password"
            maxLength={64}
            required
            value={values.passwordConfirm}
            onValue={set('passwordConfirm')}
          />
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
          <fieldset className="radio-group">
            <legend>{t('member.verifyBy')}</legend>
            {(['sms', 'email'] as const).map((c) => (
              <label key={c}>
                <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                {c === 'sms' ? t('member.bySms') : t('member.byEmail')}
              </label>
            ))}
          </fieldset>
          <VerifyCode
            id="signup-verify"
            channel={channel}
            target={target}
            purpose="signup"
            checkTarget={checkTarget}
            verified={verified}
            onVerified={(token) => {
              setProof({ key: `${channel}:${normalizeTarget(channel, target)}`, token });
              clear('certificationToken');
            }}
            error={errors.certificationToken}
            disabled={!ready}
          />
        </fieldset>
        {institution && (
          <fieldset className="form-section">
            <legend>{t('member.documentsSection')}</legend>
            {DOCUMENT_KINDS.map((doc) => (
              <div className="field" key={doc}>
                <label htmlFor={kit.id(doc)}>
                  {t(`member.documentTypes.${doc}`)} <Mark required />
                </label>
                <input
                  {...describe(kit, doc, true)}
                  type="file"
                  accept={DOCUMENT_ACCEPT}
                  required
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    setFiles((f) => ({ ...f, [doc]: file }));
                    const problem = file ? documentError(file, locale) : undefined;
                    setErrors((current) => {
                      const next = { ...current };
                      if (problem) next[doc] = problem;
                      else delete next[doc];
                      return next;
                    });
                  }}
                />
                <p id={`${kit.id(doc)}-hint`} className="field__hint">
                  {t('member.documentHint', { mb: DOCUMENT_BYTES_MAX / 1024 / 1024 })}
                </p>
                <FieldError kit={kit} name={doc} />
              </div>
            ))}
          </fieldset>
        )}
        <fieldset className="agreements">
          <legend>{t('member.agreements')}</legend>
          <label className="agreements__all">
            <input
              type="checkbox"
              checked={allAgreed}
              onChange={(e) => {
                const on = e.target.checked;
                setAgree(Object.fromEntries(terms.map((term) => [term.code, on])));
                if (on) clear('agreements');
              }}
            />
            {t('member.agreeAll')}
          </label>
          {terms.map((term) => (
            <div className="agreement" key={term.code}>
              <label>
                <input
                  type="checkbox"
                  name={term.code}
                  checked={agree[term.code] === true}
                  aria-invalid={term.required && errors.agreements && !agree[term.code] ? true : undefined}
                  aria-describedby={term.required && errors.agreements ? kit.id('agreements') + '-error' : undefined}
                  onChange={(e) => setAgree((a) => ({ ...a, [term.code]: e.target.checked }))}
                />
                <Mark required={term.required} /> {term.title}
              </label>
              <details>
                <summary>
                  {t('member.readTerms')}
                  <span className="visually-hidden">: {term.title}</span>
                </summary>
                <RichText html={term.body} className="legal" />
              </details>
            </div>
          ))}
          <FieldError kit={kit} name="agreements" />
        </fieldset>
        <button type="submit" className="button button--primary button--wide" disabled={!ready || status === 'sending'}>
          {status === 'sending' ? t('member.submitting') : t('member.signupSubmit')}
        </button>
      </form>
    </>
  );
}

/** The route of one kind's sign-up page (`/join/person`, `/join/company`, `/join/foreign`). */
export function signupRoute(kind: MemberKind) {
  function Component() {
    const { t } = useI18n();
    return (
      <div className="page">
        <div className="page__inner narrow">
          <h1>{t('member.signupTitle', { kind: t(`member.kinds.${kind}`) })}</h1>
          <SignupForm kind={kind} />
        </div>
      </div>
    );
  }
  const handle: { head: HeadFn } = {
    head: ({ locale }) => {
      const m = catalog(locale).member;
      return {
        title: m.signupTitle.replace('%{kind}', m.kinds[kind]),
        description: m.kindTexts[kind],
        noindex: true,
      };
    },
  };
  return { loader, Component, handle };
}
