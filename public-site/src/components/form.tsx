import type { InputHTMLAttributes, ReactNode, RefObject, TextareaHTMLAttributes } from 'react';
import type { FieldKit } from '../lib/forms/fieldKit';
import { useI18n } from '../lib/i18n';

/**
 * What the site's forms share: fields with labels, hints and errors wired for assistive technology
 * (`aria-invalid`, `aria-describedby`) and one status line per form. The state behind them is
 * lib/forms/useContractForm.
 */

/** The props that tie an input to its hint and its error. */
export function describe(kit: FieldKit, name: string, hint = false) {
  const ids = [hint && `${kit.id(name)}-hint`, kit.errors[name] && `${kit.id(name)}-error`].filter(Boolean);
  return {
    id: kit.id(name),
    name,
    'aria-invalid': kit.errors[name] ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

export function FieldError({ kit, name }: { kit: FieldKit; name: string }) {
  const message = kit.errors[name];
  return message ? (
    <p id={`${kit.id(name)}-error`} className="field__error">
      {message}
    </p>
  ) : null;
}

export function Mark({ required }: { required: boolean }) {
  const { t } = useI18n();
  return required ? (
    <span className="required">{t('member.required')}</span>
  ) : (
    <span className="optional">{t('member.optional')}</span>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'onChange'>;

/** A labelled text input (controlled): `type="text"` unless another type is given (tel, email, date…). */
export function TextField({
  kit,
  name,
  label,
  hint,
  required = false,
  onValue,
  type = 'text',
  ...input
}: InputProps & {
  kit: FieldKit;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={kit.id(name)}>
        {label} {required && <Mark required />}
      </label>
      <input
        {...input}
        type={type}
        {...describe(kit, name, !!hint)}
        required={required}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint && (
        <p id={`${kit.id(name)}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError kit={kit} name={name} />
    </div>
  );
}

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'onChange' | 'value' | 'maxLength' | 'required'
>;

/** A labelled multi-line text (controlled) with a live count of characters against `max`. */
export function TextAreaField({
  kit,
  name,
  label,
  value,
  max,
  required = false,
  onValue,
  ...textarea
}: TextAreaProps & {
  kit: FieldKit;
  name: string;
  label: string;
  value: string;
  max: number;
  required?: boolean;
  onValue: (value: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor={kit.id(name)}>
        {label} {required && <Mark required />}
      </label>
      <textarea
        {...textarea}
        {...describe(kit, name, true)}
        required={required}
        maxLength={max}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
      <p id={`${kit.id(name)}-hint`} className="field__hint field__count">
        {t('memberReviews.count', { count: value.length, max })}
      </p>
      <FieldError kit={kit} name={name} />
    </div>
  );
}

/** The form-wide result line: a success or an error, announced and focusable (`form` gives both ref and error). */
export function FormStatus({
  id,
  success,
  form,
  failure = form?.failure,
  statusRef = form?.status,
}: {
  id: string;
  success?: ReactNode;
  form?: { status: RefObject<HTMLDivElement | null>; failure: string };
  failure?: string;
  statusRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div id={id} ref={statusRef} tabIndex={-1} aria-live="polite" className="form-status">
      {success && <div className="success">{success}</div>}
      {failure && <p className="field__error">{failure}</p>}
    </div>
  );
}

/** The submit button: off until the page has hydrated and while sending (then it says so). */
export function SubmitButton({
  form: { ready, busy },
  label,
  busyLabel,
  wide = false,
}: {
  form: { ready: boolean; busy: boolean };
  label: string;
  busyLabel?: string;
  wide?: boolean;
}) {
  const { t } = useI18n();
  return (
    <button
      type="submit"
      className={wide ? 'button button--primary button--wide' : 'button button--primary'}
      disabled={!ready || busy}
    >
      {busy ? (busyLabel ?? t('member.submitting')) : label}
    </button>
  );
}
