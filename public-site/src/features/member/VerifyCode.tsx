import { useEffect, useRef, useState } from 'react';
import {
  certifyConfirm,
  email as emailRule,
  normalizeTarget,
  type CertifyChannel,
  type CertifyConfirmAnswer,
  type MemberKind,
} from '@clinic/contract';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { hasErrors, parseWith, schemaErrors, serverErrors, type Errors } from '../../lib/forms/errors';
import type { FieldKit } from '../../lib/forms/fieldKit';
import { focusId, focusNextField } from '../../lib/forms/focus';
import { useI18n, translate } from '../../lib/i18n';
import { phoneRuleFor, type Proof } from './contact';

/** Seconds left until `deadline` (ms), ticking once a second while positive. */
function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === 0) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.round((deadline - now) / 1000));
}

/** The form a proof belongs to, as far as the code field needs it. */
interface ProofForm {
  kit: FieldKit;
  errors: Errors;
  ready: boolean;
  setErrors: (update: (errors: Errors) => Errors) => void;
  clear: (...names: string[]) => void;
}

/**
 * A verification code sent to a phone (SMS) or an e-mail, then checked (`/v1/users/certify`):
 * the sign-up proves the contact it gives, my info proves a new one. Before a code is sent the
 * phone or e-mail must be valid (its error shows on its field, which takes the focus; a valid one
 * loses its error and those of `clears`). The form's own complaint ("Please proceed with the
 * authentication process") is its `certificationToken` error, shown here.
 */
export function VerifyCode({
  id,
  purpose,
  form,
  kind,
  proof,
  clears = [],
}: {
  id: string;
  purpose: 'signup' | 'contact';
  form: ProofForm;
  kind: MemberKind;
  proof: Proof & { channel: CertifyChannel };
  clears?: string[];
}) {
  const { t, locale } = useI18n();
  const { channel, target, verified } = proof;
  const error = form.errors.certificationToken;
  const disabled = !form.ready;
  const checkTarget = () => {
    const field = channel === 'email' ? 'email' : 'phone';
    const found = schemaErrors(channel === 'email' ? emailRule() : phoneRuleFor(kind), target, locale);
    if (!hasErrors(found)) {
      form.clear(field, ...clears);
      return true;
    }
    form.setErrors((e) => ({ ...e, [field]: found._ ?? translate(locale, 'invalid') }));
    focusId(form.kit.id(field));
    return false;
  };
  const root = useRef<HTMLDivElement>(null);
  const justVerified = useRef(false);
  const onVerified = (token: string) => {
    justVerified.current = true;
    proof.prove(token);
    form.clear('certificationToken');
  };
  // The code field and its buttons are gone once verified: focus moves on to the form's next field.
  useEffect(() => {
    if (!verified || !justVerified.current) return;
    justVerified.current = false;
    focusNextField(root.current);
  }, [verified]);
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');
  const [codeError, setCodeError] = useState('');
  const [busy, setBusy] = useState(false);
  const [deadline, setDeadline] = useState(0);
  const left = useCountdown(deadline);
  const codeInput = useRef<HTMLInputElement>(null);
  // Each code sent puts focus in the code field, once React has drawn it.
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (sends > 0) codeInput.current?.focus();
  }, [sends]);
  const normalized = normalizeTarget(channel, target);
  // A code is for the contact it was sent to: another phone or e-mail needs a new one.
  const pending = !verified && sentTo !== '' && sentTo === `${channel}:${normalized}`;

  const send = async () => {
    if (!checkTarget()) return;
    setBusy(true);
    setCodeError('');
    try {
      const answer = await apiSend<{ message: string; expiresIn: number }>('POST', endpoints.certify(), locale, {
        channel,
        target,
        purpose,
      });
      setNotice(answer.message);
      setSentTo(`${channel}:${normalized}`);
      setDeadline(Date.now() + answer.expiresIn * 1000);
      setCode('');
      setSends((n) => n + 1);
    } catch (err) {
      setNotice('');
      const { errors, message } = serverErrors(err, t('member.failed'));
      setCodeError(errors.target ?? message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    const { data, errors } = parseWith(certifyConfirm, { channel, target, purpose, code }, locale);
    if (!data) {
      setCodeError(errors.code ?? translate(locale, 'codeInvalid'));
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await apiSend<CertifyConfirmAnswer>('POST', endpoints.certifyConfirm(), locale, data);
      setCodeError('');
      setNotice(t('member.verified'));
      onVerified(answer.certificationToken);
    } catch (err) {
      const { errors, message } = serverErrors(err, t('member.failed'));
      setCodeError(errors.code ?? message);
      codeInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const shownError = codeError || error;
  return (
    <div className="verify" ref={root}>
      {!verified && (
        <button
          type="button"
          className="button"
          onClick={send}
          disabled={disabled || busy}
          data-invalid={!pending && shownError ? true : undefined}
          aria-describedby={!pending && shownError ? `${id}-error` : undefined}
        >
          {pending ? t('member.resendCode') : t('member.sendCode')}
        </button>
      )}
      <p className="verify__notice" role="status">
        {verified ? <span className="verify__done">{t('member.verified')}</span> : pending ? notice : ''}
      </p>
      {pending && (
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('member.code')}</label>
          <div className="field__row">
            <input
              ref={codeInput}
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              placeholder={t('member.codePrompt')}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${id}-left${shownError ? ` ${id}-error` : ''}`}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              onKeyDown={(e) => {
                // Enter checks the code; it must not submit the whole form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void confirm();
                }
              }}
            />
            <button type="button" className="button" onClick={confirm} disabled={disabled || busy || left === 0}>
              {t('member.confirmCode')}
            </button>
          </div>
          <p id={`${id}-left`} className="field__hint">
            {left > 0
              ? t('member.remaining', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })
              : translate(locale, 'codeExpired')}
          </p>
        </div>
      )}
      {shownError && (
        <p id={`${id}-error`} className="field__error">
          {shownError}
        </p>
      )}
    </div>
  );
}
