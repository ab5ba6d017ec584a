import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ATTACHMENT_ACCEPT, ATTACHMENT_TYPES, IMAGE_TYPES } from '@clinic/contract';
import { useI18n, type MessagePath } from '../../lib/i18n';
import { FilePicker } from '../FilePicker';
import { SubmitButton, TextAreaField, TextField } from '../form';
import type { UploadForm } from '../useUploadForm';

const FILE_KINDS = {
  attachments: {
    accept: ATTACHMENT_ACCEPT,
    types: ATTACHMENT_TYPES,
    typeError: 'fileType',
    hint: 'questions.filesHint',
  },
  images: {
    accept: '.jpg,.jpeg,.png,.webp,.gif,.avif,' + IMAGE_TYPES.join(','),
    types: IMAGE_TYPES,
    typeError: 'imageType',
    hint: 'memberReviews.imagesHint',
  },
} as const;

/** A member's write form: a title, a text (with its rows) and files, each with its limit; the submit's text. */
export interface WriteFormSpec<K extends string> {
  title: { name: K; label: MessagePath; max: number };
  body: { name: K; label: MessagePath; rows: number; max: number };
  /** Images are previewed; attachments are listed by name. */
  files: { kind: keyof typeof FILE_KINDS; label: MessagePath; max: number; maxBytes: number };
  submit: MessagePath;
}

/**
 * A member's write form (a post, a question, a review): the required note, `lead` (a choice before
 * the title), the title, `children` (a choice after it), the text, the files, and the submit button
 * (beside a cancel link when `cancelTo` is given).
 */
export function WriteForm<K extends string>({
  form,
  spec: { title, body, files, submit },
  onSubmit,
  cancelTo,
  lead,
  children,
}: {
  form: UploadForm<K>;
  spec: WriteFormSpec<K>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  cancelTo?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const { kit, values, set } = form;
  const kind = FILE_KINDS[files.kind];
  const button = <SubmitButton form={form} label={t(submit)} wide={!cancelTo} />;
  return (
    <form ref={form.form} className="form" method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit}>
      <p className="form__required-note">{t('member.requiredNote')}</p>
      {lead}
      <TextField
        kit={kit}
        name={title.name}
        label={t(title.label)}
        required
        maxLength={title.max}
        value={values[title.name]}
        onValue={set(title.name)}
      />
      {children}
      <TextAreaField
        kit={kit}
        name={body.name}
        label={t(body.label)}
        rows={body.rows}
        required
        max={body.max}
        value={values[body.name]}
        onValue={set(body.name)}
      />
      <FilePicker
        kit={kit}
        name={form.filesField}
        label={t(files.label)}
        hint={t(kind.hint, { num: files.max, mb: files.maxBytes / 1024 / 1024 })}
        accept={kind.accept}
        types={kind.types}
        typeError={kind.typeError}
        max={files.max}
        maxBytes={files.maxBytes}
        files={form.files}
        preview={files.kind === 'images'}
        onFiles={form.setFiles}
        onProblem={form.fileProblem}
      />
      {cancelTo ? (
        <div className="actions">
          {button}
          <Link className="button" to={cancelTo}>
            {t('member.cancel')}
          </Link>
        </div>
      ) : (
        button
      )}
    </form>
  );
}
