import { useRef, useState, type FormEvent } from 'react';
import { hasErrors, refusalOf, showRefusal, type Errors, type Refusal, type RefusalPolicy } from './errors';
import { fieldKit } from './fieldKit';
import { focusFirstInvalid, focusLater } from './focus';
import { useReady } from './useReady';

/** A send and how its refusal is shown. */
export interface SendPlan extends RefusalPolicy {
  /** Sends and handles success; `'leaving'` keeps the form busy (the page is going elsewhere). */
  send: () => Promise<void | 'leaving'>;
  /** The form-wide message when the server never answered. */
  failed: string;
  /** Sees (and may change) a refusal before it is shown; what it returns overrides the policy. */
  refused?: (refusal: Refusal) => RefusalPolicy | void;
}

/** A submit: the checks first (contract schema and the form's own rules, in words), then the send. */
export interface SubmitPlan extends SendPlan {
  check: () => Errors;
}

/**
 * The state machine every public form shares: values, field errors in the visitor's language, the
 * first invalid field focused, a busy flag while sending, and the server's refusal shown on its
 * fields (400 `errors`) or in the form's status line; `ready` is off until the page has hydrated.
 * `idPrefix` names the fields' ids (`login-username`).
 */
export function useContractForm<V extends object>(idPrefix: string, initial: V) {
  const ready = useReady();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);

  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [name]: value }));
  /** Drops the errors of `names` (a field just proven right). */
  const clear = (...names: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !names.includes(k))));

  /** Shows what the checks found: true when nothing was, else the first invalid field is focused. */
  const show = (found: Errors): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    focusFirstInvalid(form.current);
    return false;
  };
  /** Like `show`, and an old failure goes. */
  const accept = (found: Errors): boolean => {
    setFailure('');
    return show(found);
  };

  /** Shows a refusal as `plan` says. */
  const refuse = (refusal: Refusal, plan: RefusalPolicy & Pick<SendPlan, 'refused'>) => {
    const override = plan.refused?.(refusal);
    const shown = showRefusal(refusal, { ...plan, ...override });
    setErrors(shown.errors);
    setFailure(shown.failure);
    if (shown.focus === 'field') focusFirstInvalid(form.current);
    else if (shown.focus === 'status') focusLater(status);
  };

  /** Sends with the form busy; a failure is shown as `plan` says. */
  const send = async (plan: SendPlan) => {
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await plan.send()) === 'leaving';
    } catch (err) {
      refuse(refusalOf(err, plan.failed), plan);
    } finally {
      if (!leaving) setBusy(false);
    }
  };

  /** The form's submit handler. */
  const submitWith = (plan: SubmitPlan) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (accept(plan.check())) await send(plan);
  };

  return {
    ready,
    values,
    setValues,
    set,
    errors,
    setErrors,
    clear,
    failure,
    setFailure,
    busy,
    form,
    status,
    kit: fieldKit(idPrefix, errors),
    show,
    accept,
    refuse,
    send,
    submitWith,
  };
}

export type ContractForm<V extends object> = ReturnType<typeof useContractForm<V>>;
