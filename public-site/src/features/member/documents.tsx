import type { ReactNode } from 'react';
import {
  DOCUMENT_BYTES_MAX,
  INSTITUTION_DOCUMENT_ACCEPT,
  INSTITUTION_DOCUMENT_TYPES,
  type DocumentKind,
  type Locale,
} from '@clinic/contract';
import { describe, FieldError, Mark } from '../../components/form';
import type { FieldKit } from '../../lib/forms/fieldKit';
import { translate, useI18n } from '../../lib/i18n';

/** An institution's documents (business registration, employment certificate): the check and the field. */

/** An institution document as the API takes it: PDF, JPEG or PNG of at most 10 MB (the server checks the content). */
export function documentError(file: File | undefined, locale: Locale): string | undefined {
  if (!file) return translate(locale, 'required');
  if (file.size > DOCUMENT_BYTES_MAX)
    return translate(locale, 'fileTooLarge', { num: DOCUMENT_BYTES_MAX / 1024 / 1024 });
  if (!(INSTITUTION_DOCUMENT_TYPES as readonly string[]).includes(file.type) && !/\.(pdf|jpe?g|png)$/i.test(file.name))
    return translate(locale, 'documentType');
  return undefined;
}

/**
 * One document's file input with its hint and error: required at sign-up; in my info it shows the
 * `current` file and an `action` (the upload button) beside the input.
 */
export function DocumentField({
  kit,
  doc,
  onFile,
  required = false,
  current,
  action,
}: {
  kit: FieldKit;
  doc: DocumentKind;
  onFile: (file: File | undefined) => void;
  required?: boolean;
  current?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useI18n();
  const label = t(`member.documentTypes.${doc}`);
  const input = (
    <input
      {...describe(kit, doc, true)}
      type="file"
      accept={INSTITUTION_DOCUMENT_ACCEPT}
      required={required}
      onChange={(e) => onFile(e.target.files?.[0])}
    />
  );
  return (
    <div className={action ? 'field document' : 'field'}>
      <label htmlFor={kit.id(doc)}>
        {required ? (
          <>
            {label} <Mark required />
          </>
        ) : (
          label
        )}
      </label>
      {current}
      {action ? (
        <div className="field__row">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      <p id={`${kit.id(doc)}-hint`} className="field__hint">
        {t('member.documentHint', { mb: DOCUMENT_BYTES_MAX / 1024 / 1024 })}
      </p>
      <FieldError kit={kit} name={doc} />
    </div>
  );
}
