import { useState } from 'react';
import { schemaErrors, type ContractSchema, type Errors } from '../lib/forms/errors';
import { useContractForm } from '../lib/forms/useContractForm';
import { useI18n } from '../lib/i18n';
import { appendFiles } from './FilePicker';

/**
 * The state and the submit of a member's form with text fields and files (a review, a question, a
 * post), on the site's one form state machine: the contract's schema checks the fields first
 * (messages in the reader's language), a file problem found by the picker stays, then the fields
 * (trimmed) and the files go as multipart. The server's field errors land under their fields; any
 * other failure is said in the status line.
 */
export function useUploadForm<K extends string>(idPrefix: string, initial: Record<K, string>, filesField: string) {
  const { locale } = useI18n();
  const contract = useContractForm(idPrefix, initial);
  const { values, errors, setErrors } = contract;
  const [files, setFiles] = useState<File[]>([]);

  const set = (name: K) => (value: string) => {
    contract.set(name)(value);
    // A corrected field loses its old error at once.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: '' }));
  };
  const reset = () => {
    contract.setValues(initial);
    setFiles([]);
  };
  /** A problem with the files just picked ('' when there is none), under the files field. */
  const fileProblem = (message: string) => setErrors((e) => ({ ...e, [filesField]: message }));

  /**
   * The form's submit handler: `extraChecks` adds rules beyond the schema (messages already in
   * words); `send` posts the body and handles success (navigate, or show what was sent).
   */
  const submitWith = (opts: {
    schema: ContractSchema;
    send: (body: FormData) => Promise<void>;
    failed: string;
    extraChecks?: (values: Record<K, string>) => Errors;
  }) =>
    contract.submitWith({
      check: () => {
        const found: Errors = { ...schemaErrors(opts.schema, values, locale), ...opts.extraChecks?.(values) };
        if (errors[filesField]) found[filesField] = errors[filesField];
        return found;
      },
      send: () => {
        const body = new FormData();
        for (const [name, value] of Object.entries<string>(values)) body.set(name, value.trim());
        appendFiles(body, filesField, files);
        return opts.send(body);
      },
      failed: opts.failed,
    });

  return { ...contract, set, files, setFiles, filesField, fileProblem, reset, submitWith };
}

export type UploadForm<K extends string> = ReturnType<typeof useUploadForm<K>>;
