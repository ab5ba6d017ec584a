import { useEffect, useRef, useState, type FormEvent } from 'react';
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
 * `idPrefix` names the fields' ids (`login-username`). Once a submit has found errors, the form's
 * checks run again as its state changes: a field put right loses its error at once (a field the
 * server refused loses it when changed), and no new error appears before the next submit.
 */
export function useContractForm<V extends object>(idPrefix: string, initial: V) {
  const ready = useReady();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  /** The fields whose errors the checks found (the others came from the server or a widget). */
  const checked = useRef(new Set<string>());
  /** The form's checks as of the last render (registered by `submitWith`, or `watch`). */
  const checker = useRef<(() => Errors) | null>(null);

  /** Drops the errors of `names` (a field just proven right). */
  const clear = (...names: string[]) =>
    setErrors((e) =>
      names.some((n) => n in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !names.includes(k))) : e,
    );
  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) => {
      setValues((v) => ({ ...v, [name]: value }));
      // A field the server (or a code check) refused is another value now: its old error no longer applies.
      if (!checked.current.has(name as string)) clear(name as string);
    };

  /** The checks' fresh findings on the fields they had found wrong: fixed ones lose their error. */
  const revise = (found: Errors) =>
    setErrors((e) => {
      const next = { ...e };
      let changed = false;
      for (const name of Object.keys(e)) {
        if (!checked.current.has(name) || found[name] === e[name]) continue;
        changed = true;
        if (found[name]) next[name] = found[name];
        else delete next[name];
      }
      return changed ? next : e;
    });
  /** Registers the checks the form runs again as it changes (a form whose plan is made on submit). */
  const watch = (check: () => Errors) => {
    checker.current = check;
  };
  /** Runs the registered checks again (after each render; an uncontrolled form calls it on change). */
  const recheck = () => {
    if (checker.current && checked.current.size > 0) revise(checker.current());
  };
  useEffect(recheck);

  /** Shows what the checks found: true when nothing was, else the first invalid field is focused. */
  const show = (found: Errors): boolean => {
    checked.current = new Set(Object.keys(found).filter((k) => found[k]));
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
    checked.current = new Set();
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

  /** The form's submit handler; made while rendering, it also registers the plan's checks (`watch`). */
  const submitWith = (plan: SubmitPlan) => {
    watch(plan.check);
    return async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (accept(plan.check())) await send(plan);
    };
  };

  return {
    ready,
    values,
    setValues,
    set,
    errors,
    setErrors,
    clear,
    revise,
    watch,
    recheck,
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
