import {
  useEffect,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';
import { ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';

/**
 * What the site's forms share: fields with labels, hints and errors wired for assistive technology
 * (`aria-invalid`, `aria-describedby`), the first invalid field focused, one status line per form.
 */
export type Errors = Record<string, string>;

export interface FieldKit {
  id: (name: string) => string;
  errors: Errors;
}

export function fieldKit(prefix: string, errors: Errors): FieldKit {
  return { id: (name) => `${prefix}-${name}`, errors };
}

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

/** A labelled text input (controlled). */
export function TextField({
  kit,
  name,
  label,
  hint,
  required = false,
  onValue,
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
  ref,
  ...textarea
}: TextAreaProps & {
  kit: FieldKit;
  name: string;
  label: string;
  value: string;
  max: number;
  required?: boolean;
  onValue: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor={kit.id(name)}>
        {label} {required && <Mark required />}
      </label>
      <textarea
        {...textarea}
        ref={ref}
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

/** Moves focus to the first field marked invalid (after React has drawn the errors). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() =>
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
  );
}

/** Focuses an element after the next paint (a result line, say). */
export function focusLater(ref: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => ref.current?.focus());
}

/** The form-wide result line: a success or an error, announced and focusable. */
export function FormStatus({
  id,
  success,
  failure,
  statusRef,
}: {
  id: string;
  success?: ReactNode;
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

/** True once the page has hydrated: forms stay off until their checks can run. */
export function useReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

/** The server's answer as field errors (400) and a form-wide message; a 403 was already alerted. */
export function serverErrors(err: unknown, fallback: string): { errors: Errors; message: string } {
  if (err instanceof ApiError) {
    return { errors: { ...err.errors }, message: err.status === 403 ? '' : err.message };
  }
  return { errors: {}, message: fallback };
}
