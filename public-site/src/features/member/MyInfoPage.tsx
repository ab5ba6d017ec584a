import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  DOCUMENT_BYTES_MAX,
  DOCUMENT_KINDS,
  email as emailRule,
  internationalPhone,
  meUpdate,
  passwordChange,
  phone as phoneRule,
  withdrawInput,
  type CertifyChannel,
  type DocumentKind,
  type Me,
} from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { Modal } from '../../components/Modal';
import { MyPageTabs } from '../../components/MyPageTabs';
import { apiGet, apiSend } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { catalog, useI18n, type MessagePath, fieldErrors, translate } from '../../lib/i18n';
import { logout } from '../../lib/session';
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
  normalizeTarget,
  serverErrors,
  TextField,
  useReady,
  type Errors,
} from './form';
import { VerifyCode } from './VerifyCode';

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'member.myInfoTitle';

function Summary({ me }: { me: Me }) {
  const { t, locale } = useI18n();
  const institution = me.kind === 'COMPANY';
  const rows: Array<[string, string]> = [
    [t('member.username'), me.username],
    [t('member.kind'), t(`member.kinds.${me.kind}`)],
    [institution ? t('member.institutionName') : t('member.name'), me.name],
    [t('member.email'), me.email ?? t('member.none')],
    [t('member.phone'), me.phone ?? t('member.none')],
    [institution ? t('member.managerBirthDate') : t('member.birthDate'), me.birthDate ?? t('member.none')],
    [t('member.level'), me.level ?? t('member.none')],
    [t('member.marketing'), me.marketing ? t('member.agreed') : t('member.notAgreed')],
    [t('member.joinedAt'), formatDate(me.createdAt, locale)],
  ];
  return (
    <section className="member-section" aria-labelledby="myinfo-summary">
      <h2 id="myinfo-summary">{t('member.summary')}</h2>
      <dl className="member-facts" data-testid="myinfo-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Name, e-mail, phone and the marketing consent; a new e-mail or phone is proven by a code first. */
function EditForm({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t, locale } = useI18n();
  const ready = useReady();
  const [values, setValues] = useState({ name: me.name, email: me.email ?? '', phone: me.phone ?? '' });
  const [marketing, setMarketing] = useState(me.marketing);
  const [proof, setProof] = useState<{ key: string; token: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const kit = fieldKit('myinfo', errors);

  const emailChanged = normalizeTarget('email', values.email) !== (me.email ?? '');
  const phoneChanged = normalizeTarget('sms', values.phone) !== (me.phone ?? '');
  const channel: CertifyChannel | null = emailChanged ? 'email' : phoneChanged ? 'sms' : null;
  const target = channel === 'email' ? values.email : values.phone;
  const verified = !!channel && proof?.key === `${channel}:${normalizeTarget(channel, target)}`;
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setSaved(false);
  };
  const phoneCheck = () => (me.kind === 'FOREIGN' ? internationalPhone() : phoneRule());

  const checkTarget = () => {
    const field = channel === 'email' ? 'email' : 'phone';
    const parsed = channel === 'email' ? emailRule().safeParse(values.email) : phoneCheck().safeParse(values.phone);
    if (parsed.success) {
      setErrors((e) => ({ ...e, [field]: '' }));
      return true;
    }
    setErrors((e) => ({ ...e, [field]: fieldErrors(parsed.error, locale)._ ?? translate(locale, 'invalid') }));
    requestAnimationFrame(() => document.getElementById(kit.id(field))?.focus());
    return false;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      marketing,
      ...(channel && verified && proof ? { certificationToken: proof.token } : {}),
    };
    const parsed = meUpdate.safeParse(input);
    const found: Errors = parsed.success ? {} : fieldErrors(parsed.error, locale);
    const phone = phoneCheck().safeParse(values.phone);
    if (!found.phone && !phone.success) found.phone = fieldErrors(phone.error, locale)._ ?? '';
    if (emailChanged && phoneChanged) found.phone = t('member.oneContact');
    else if (channel && !verified) found.certificationToken = translate(locale, 'authProcess');
    setErrors(found);
    setFailure('');
    setSaved(false);
    if (Object.values(found).some(Boolean)) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      const answer = await apiSend<{ me: Me }>('PUT', '/v1/me', locale, input);
      setProof(null);
      setSaved(true);
      onSaved(answer.me);
      setValues({ name: answer.me.name, email: answer.me.email ?? '', phone: answer.me.phone ?? '' });
      setMarketing(answer.me.marketing);
      focusLater(status);
    } catch (err) {
      const { errors: fromServer, message } = serverErrors(err, t('member.failed'));
      if (Object.keys(fromServer).length === 0 || fromServer.email || fromServer.phone) setProof(null);
      setErrors(fromServer);
      setFailure(message);
      focusLater(status);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="member-section" aria-labelledby="myinfo-edit">
      <h2 id="myinfo-edit">{t('member.editSection')}</h2>
      <p className="field__hint">{t('member.contactHint')}</p>
      <FormStatus
        id="myinfo-status"
        statusRef={status}
        success={saved ? t('member.saved') : undefined}
        failure={failure}
      />
      <form ref={form} className="form" method="post" noValidate onSubmit={submit}>
        <ContactFields kit={kit} kind={me.kind} values={values} set={set} />
        {channel && (
          <fieldset className="form-section">
            <legend>{t('member.verifyNewContact')}</legend>
            <VerifyCode
              id="myinfo-verify"
              channel={channel}
              target={target}
              purpose="contact"
              checkTarget={checkTarget}
              verified={verified}
              onVerified={(token) => {
                setProof({ key: `${channel}:${normalizeTarget(channel, target)}`, token });
                setErrors((e) => ({ ...e, certificationToken: '' }));
              }}
              error={errors.certificationToken || undefined}
              disabled={!ready}
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
        <button type="submit" className="button button--primary" disabled={!ready || busy}>
          {busy ? t('member.submitting') : t('member.save')}
        </button>
      </form>
    </section>
  );
}

/** An institution's two documents: shown, and replaced by a new upload. */
function Documents({ me, onUploaded }: { me: Me; onUploaded: () => Promise<void> }) {
  const { t, locale } = useI18n();
  const ready = useReady();
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const kit = fieldKit('myinfo-doc', errors);

  const upload = async (doc: DocumentKind) => {
    const file = files[doc];
    const problem = documentError(file, locale) ?? '';
    setErrors({ [doc]: problem });
    setDone('');
    if (problem || !file) return requestAnimationFrame(() => document.getElementById(kit.id(doc))?.focus());
    setBusy(true);
    try {
      const body = new FormData();
      body.set('file', file);
      await apiSend('POST', `/v1/users/${me.id}/${doc}`, locale, body);
      setDone(t('member.uploaded'));
      await onUploaded();
    } catch (err) {
      const { errors: fromServer, message } = serverErrors(err, t('member.failed'));
      setErrors({ [doc]: fromServer.file ?? message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="member-section" aria-labelledby="myinfo-documents">
      <h2 id="myinfo-documents">{t('member.documentsSection')}</h2>
      <p className="verify__notice" role="status">
        {done}
      </p>
      {DOCUMENT_KINDS.map((doc) => {
        const current = me.documents.find((d) => d.kind === doc);
        return (
          <div className="field document" key={doc}>
            <label htmlFor={kit.id(doc)}>{t(`member.documentTypes.${doc}`)}</label>
            <p className="document__current">
              {current
                ? `${current.name} · ${t('member.uploadedAt', { date: formatDate(current.createdAt, locale) })}`
                : t('member.documentsNone')}
            </p>
            <div className="field__row">
              <input
                {...describe(kit, doc, true)}
                type="file"
                accept={DOCUMENT_ACCEPT}
                onChange={(e) => setFiles((f) => ({ ...f, [doc]: e.target.files?.[0] }))}
              />
              <button type="button" className="button" disabled={!ready || busy} onClick={() => upload(doc)}>
                {t('member.upload')}
                <span className="visually-hidden">: {t(`member.documentTypes.${doc}`)}</span>
              </button>
            </div>
            <p id={`${kit.id(doc)}-hint`} className="field__hint">
              {t('member.documentHint', { mb: DOCUMENT_BYTES_MAX / 1024 / 1024 })}
            </p>
            <FieldError kit={kit} name={doc} />
          </div>
        );
      })}
    </section>
  );
}

/** A new password; every other session of the account ends (this one refreshes and goes on). */
function PasswordForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const { t, locale } = useI18n();
  const ready = useReady();
  const empty = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const kit = fieldKit('password', errors);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = passwordChange.safeParse(values);
    const found: Errors = parsed.success ? {} : fieldErrors(parsed.error, locale);
    if (values.newPassword && !values.newPasswordConfirm)
      found.newPasswordConfirm = translate(locale, 'passwordConfirm');
    setErrors(found);
    setFailure('');
    setChanged(false);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      await apiSend('POST', '/v1/me/password', locale, values);
      setValues(empty);
      setChanged(true);
      focusLater(status);
      // This session's access token is refused from now on: the next call refreshes it.
      await onChanged();
    } catch (err) {
      const { errors: fromServer, message } = serverErrors(err, t('member.failed'));
      setErrors(fromServer);
      setFailure(message);
      focusLater(status);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="member-section" aria-labelledby="myinfo-password">
      <h2 id="myinfo-password">{t('member.passwordSection')}</h2>
      <FormStatus
        id="password-status"
        statusRef={status}
        success={changed ? t('member.passwordChanged') : undefined}
        failure={failure}
      />
      <form ref={form} className="form" method="post" noValidate onSubmit={submit}>
        <TextField
          kit={kit}
          name="currentPassword"
          type="password"
          label={t('member.currentPassword')}
          placeholder={t('member.passwordPrompt')}
          autoComplete="current-password"
          maxLength={200}
          required
          value={values.currentPassword}
          onValue={set('currentPassword')}
        />
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
        <button type="submit" className="button button--primary" disabled={!ready || busy}>
          {busy ? t('member.submitting') : t('member.changePassword')}
        </button>
      </form>
    </section>
  );
}

/** Withdrawal: the password, an optional reason, then a confirmation dialog. */
function Withdraw() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const ready = useReady();
  const [values, setValues] = useState({ password: '', reason: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const kit = fieldKit('withdraw', errors);
  // The dialog opens on its question, not on the button that cannot be undone.
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);

  const ask = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = withdrawInput.safeParse(values);
    const found: Errors = parsed.success ? {} : fieldErrors(parsed.error, locale);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    setConfirming(true);
  };

  const withdraw = async () => {
    setBusy(true);
    try {
      await apiSend('POST', '/v1/me/withdraw', locale, values);
      // The server has ended every session already.
      await logout(locale, { revoke: false });
      window.alert(t('member.withdrawn'));
      void navigate(to('/'), { replace: true });
    } catch (err) {
      setConfirming(false);
      const { errors: fromServer, message } = serverErrors(err, t('member.failed'));
      setErrors(fromServer);
      setFailure(Object.keys(fromServer).length > 0 ? '' : message);
      focusFirstInvalid(form.current);
      setBusy(false);
    }
  };

  return (
    <section className="member-section member-section--danger" aria-labelledby="myinfo-withdraw">
      <h2 id="myinfo-withdraw">{t('member.withdrawSection')}</h2>
      <p>{t('member.withdrawIntro')}</p>
      {failure && <p className="field__error">{failure}</p>}
      <form ref={form} className="form" method="post" noValidate onSubmit={ask}>
        <TextField
          kit={kit}
          name="password"
          type="password"
          label={t('member.withdrawPassword')}
          placeholder={t('member.passwordPrompt')}
          autoComplete="current-password"
          maxLength={200}
          required
          value={values.password}
          onValue={(password) => setValues((v) => ({ ...v, password }))}
        />
        <div className="field">
          <label htmlFor={kit.id('reason')}>
            {t('member.withdrawReason')} <span className="optional">{t('member.optional')}</span>
          </label>
          <textarea
            {...describe(kit, 'reason')}
            rows={3}
            maxLength={500}
            value={values.reason}
            onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
          />
          <FieldError kit={kit} name="reason" />
        </div>
        <button type="submit" className="button button--danger" disabled={!ready || busy}>
          {t('member.withdrawSubmit')}
        </button>
      </form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy="withdraw-confirm-title"
        closeLabel={t('member.cancel')}
        className="modal--confirm"
      >
        <h2 id="withdraw-confirm-title" ref={heading} tabIndex={-1}>
          {t('member.withdrawConfirmTitle')}
        </h2>
        <p>{t('member.withdrawConfirmBody')}</p>
        <button type="button" className="button button--danger" onClick={withdraw} disabled={busy}>
          {t('member.withdrawConfirm')}
        </button>
      </Modal>
    </section>
  );
}

/** `/mypage/myinfo` (behind the route guard, scope `user`): view and edit, password, withdrawal. */
export function Component() {
  const { t, locale } = useI18n();
  const [me, setMe] = useState<Me | null>(null);
  const [loadError, setLoadError] = useState('');
  const load = useCallback(async () => {
    try {
      const answer = await apiGet<{ me: Me }>('/v1/me', locale);
      setMe(answer.me);
      setLoadError('');
    } catch (err) {
      setLoadError(serverErrors(err, t('member.failed')).message || t('member.failed'));
    }
  }, [locale, t]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        <h1>{t('member.myInfoTitle')}</h1>
        {me ? (
          <>
            <Summary me={me} />
            <EditForm me={me} onSaved={setMe} />
            {me.kind === 'COMPANY' && <Documents me={me} onUploaded={load} />}
            <PasswordForm onChanged={load} />
            <Withdraw />
          </>
        ) : loadError ? (
          <div>
            <p className="field__error">{loadError}</p>
            <button type="button" className="button" onClick={() => void load()}>
              {t('member.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('member.loading')}</p>
        )}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).member.myInfoTitle,
    description: catalog(locale).member.myInfoDescription,
    noindex: true,
  }),
};
