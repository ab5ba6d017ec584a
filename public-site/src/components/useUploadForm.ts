import { useRef, useState, type FormEvent } from 'react';
import { useI18n, fieldErrors } from '../lib/i18n';
import { appendFiles } from './FilePicker';
import { fieldKit, focusFirstInvalid, focusLater, serverErrors, type Errors } from './form';

/**
 * The state and the submit of a member's form with text fields and files (a review, a question, a
 * post): the contract's schema checks the fields first (messages in the reader's language), a file
 * problem found by the picker stays, then the fields (trimmed) and the files go as multipart. The
 * server's field errors land under their fields; any other failure is said in the status line.
 */
/** A contract schema, as far as a form needs it. */
interface Checks {
  safeParse(value: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

export function useUploadForm<K extends string>(idPrefix: string, initial: Record<K, string>, filesField: string) {
  const { locale } = useI18n();
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);

  const set = (name: K) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field loses its old error at once.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: '' }));
  };
  const reset = () => {
    setValues(initial);
    setFiles([]);
  };

  /**
   * The form's submit handler: `extraChecks` adds rules beyond the schema (messages already in
   * words); `send` posts the body and handles success (navigate, or show what was sent).
   */
  const submitWith =
    (opts: {
      schema: Checks;
      send: (body: FormData) => Promise<void>;
      failed: string;
      extraChecks?: (values: Record<K, string>) => Errors;
    }) =>
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const parsed = opts.schema.safeParse(values);
      const found: Errors = {
        ...(parsed.success ? {} : fieldErrors(parsed.error, locale)),
        ...opts.extraChecks?.(values),
      };
      if (errors[filesField]) found[filesField] = errors[filesField];
      setErrors(found);
      setFailure('');
      if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
      const body = new FormData();
      for (const [name, value] of Object.entries<string>(values)) body.set(name, value.trim());
      appendFiles(body, filesField, files);
      setBusy(true);
      try {
        await opts.send(body);
      } catch (err) {
        const { errors: fromServer, message } = serverErrors(err, opts.failed);
        setErrors(fromServer);
        setFailure(Object.keys(fromServer).length > 0 ? '' : message);
        if (Object.keys(fromServer).length > 0) focusFirstInvalid(form.current);
        else focusLater(status);
      } finally {
        setBusy(false);
      }
    };

  return {
    values,
    set,
    files,
    setFiles,
    errors,
    setErrors,
    failure,
    busy,
    form,
    status,
    kit: fieldKit(idPrefix, errors),
    reset,
    submitWith,
  };
}
