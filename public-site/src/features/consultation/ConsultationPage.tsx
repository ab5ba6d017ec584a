import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  ATTACHMENT_ACCEPT,
  FORM_FILE_BYTES_MAX,
  FORM_FILES_MAX,
  LANGUAGE_TAGS,
  TREATMENTS,
  formInput,
  phoneTyped,
  type PublicTerm,
} from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { SubTabs } from '../../components/SubTabs';
import { describe, FieldError, SubmitButton } from '../../components/form';
import { AgreeAll, Agreement } from '../../components/form/Agreement';
import { SelectField } from '../../components/form/SelectField';
import { apiGet } from '../../lib/api';
import { schemaErrors, type Errors } from '../../lib/forms/errors';
import type { FieldKit } from '../../lib/forms/fieldKit';
import { focusLater } from '../../lib/forms/focus';
import { useContractForm } from '../../lib/forms/useContractForm';
import { catalog, useI18n, translate, localeOf } from '../../lib/i18n';
import { endpoints } from '../../lib/endpoints';

export async function loader({ request }: LoaderFunctionArgs) {
  const { terms } = await apiGet<{ terms: PublicTerm[] }>(endpoints.terms(), localeOf(request));
  return {
    consent: terms.find((t) => t.code === 'consultation-consent') ?? null,
    marketing: terms.find((t) => t.code === 'marketing-consent') ?? null,
  };
}

type Control = InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** One labelled field of the request (an input, or a `textarea`), a hint below it, and its error. */
function Field({
  kit,
  name,
  label,
  mark,
  hint,
  textarea = false,
  ...control
}: Omit<Control, 'id' | 'name'> & {
  kit: FieldKit;
  name: string;
  label: string;
  mark?: ReactNode;
  hint?: ReactNode;
  textarea?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={kit.id(name)}>
        {label}
        {mark && <> {mark}</>}
      </label>
      {textarea ? <textarea {...describe(kit, name)} {...control} /> : <input {...describe(kit, name)} {...control} />}
      {hint}
      <FieldError kit={kit} name={name} />
    </div>
  );
}

/** `/default-form`: a consultation request with optional files; only staff can read what is sent. */
export function Component() {
  const { t, locale } = useI18n();
  const { consent, marketing } = useLoaderData<typeof loader>();
  // The fields keep their own values (read from the form when it is sent); the last result stays
  // shown until the next send.
  const request = useContractForm('form', {});
  const { kit } = request;
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [agree, setAgree] = useState({ consent: false, marketing: false });

  const validateFiles = (files: File[]): string | undefined => {
    if (files.length > FORM_FILES_MAX) return translate(locale, 'tooManyFiles', { num: FORM_FILES_MAX });
    if (files.some((f) => f.size > FORM_FILE_BYTES_MAX))
      return translate(locale, 'fileTooLarge', { num: FORM_FILE_BYTES_MAX / 1024 / 1024 });
    return undefined;
  };

  /** What the form holds now, and what the checks find wrong with it. */
  const read = (el: HTMLFormElement) => {
    const data = new FormData(el);
    const files = data.getAll('files').filter((f): f is File => f instanceof File && f.size > 0);
    const values = {
      name: String(data.get('name') ?? ''),
      phone: String(data.get('phone') ?? ''),
      email: String(data.get('email') ?? ''),
      treatment: String(data.get('treatment') ?? ''),
      message: String(data.get('message') ?? ''),
      consent: agree.consent,
      marketing: agree.marketing,
    };
    const found = schemaErrors(formInput, values, locale);
    const fileError = validateFiles(files);
    if (fileError) found.files = fileError;
    return { files, values, found };
  };
  // After a send found errors, the checks run again as the form changes: a field put right loses its error.
  request.watch(() => (request.form.current ? read(request.form.current).found : {}));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
    const { files, values, found } = read(el);
    if (!request.show(found)) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, String(value));
    for (const file of files) body.append('files', file);
    setResult(null);
    // Said in the status line, which takes the focus: the server's message, or "could not send".
    const failed = { failed: t('consultation.failed'), failure: 'always', focus: 'status' } as const;
    await request.send({
      ...failed,
      send: async () => {
        const response = await fetch(`/api${endpoints.forms()}`, {
          method: 'POST',
          body,
          headers: { Accept: 'application/json', 'Accept-Language': LANGUAGE_TAGS[locale] },
        });
        if (response.ok) {
          setResult('sent');
          el.reset();
          setAgree({ consent: false, marketing: false });
          focusLater(request.status);
          return;
        }
        const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Errors };
        setResult('failed');
        request.refuse(
          { errors: answer.errors ?? {}, message: answer.message ?? failed.failed, status: response.status },
          failed,
        );
      },
      refused: () => setResult('failed'),
    });
  };

  const required = <span className="required">{t('consultation.required')}</span>;
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner narrow">
        <h1>{t('consultation.title')}</h1>
        <p className="page__lead">{t('consultation.intro')}</p>
        <div id="form-result" ref={request.status} tabIndex={-1} aria-live="polite">
          {result === 'sent' && <p className="success">{t('consultation.sent')}</p>}
          {result === 'failed' && <p className="field__error">{request.failure}</p>}
        </div>
        <form
          onChange={request.recheck}
          ref={request.form}
          className="form"
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={submit}
        >
          <p className="form__required-note">{t('consultation.requiredNote')}</p>
          <Field
            kit={kit}
            name="name"
            label={t('consultation.name')}
            mark={required}
            type="text"
            autoComplete="name"
            maxLength={50}
            required
            placeholder={t('consultation.namePlaceholder')}
          />
          <Field
            kit={kit}
            name="phone"
            label={t('consultation.phone')}
            mark={required}
            hint={<p className="field__hint">{t('consultation.phoneHint')}</p>}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            placeholder="01012345678"
            // Digits only, typed or pasted with hyphens or spaces; the limit counts digits.
            onChange={(e) => {
              e.currentTarget.value = phoneTyped(e.currentTarget.value);
            }}
          />
          <Field
            kit={kit}
            name="email"
            label={t('consultation.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <SelectField
            kit={kit}
            name="treatment"
            label={t('consultation.treatment')}
            mark={required}
            options={TREATMENTS.map((key) => [key, t(`treatments.${key}`)] as const)}
            defaultValue=""
          />
          <Field
            kit={kit}
            name="message"
            textarea
            rows={6}
            maxLength={2000}
            required
            placeholder={t('consultation.messagePlaceholder')}
            label={t('consultation.message')}
            mark={required}
          />
          <Field
            kit={kit}
            name="files"
            label={t('consultation.files')}
            hint={
              <p className="field__hint">
                {t('consultation.filesHint', { num: FORM_FILES_MAX, mb: FORM_FILE_BYTES_MAX / 1024 / 1024 })}
              </p>
            }
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
          />
          <fieldset className="agreements">
            <legend>{t('consultation.agreements')}</legend>
            <AgreeAll
              label={t('consultation.agreeAll')}
              checked={agree.consent && agree.marketing}
              onAll={(on) => setAgree({ consent: on, marketing: on })}
            />
            <Agreement
              field={describe(kit, 'consent')}
              input={{
                checked: agree.consent,
                onChange: (e) => setAgree((a) => ({ ...a, consent: e.target.checked })),
              }}
              mark={required}
              title={consent?.title ?? t('consultation.consent')}
              body={consent?.body}
              read={t('consultation.readTerms')}
            >
              <FieldError kit={kit} name="consent" />
            </Agreement>
            <Agreement
              input={{
                checked: agree.marketing,
                onChange: (e) => setAgree((a) => ({ ...a, marketing: e.target.checked })),
              }}
              mark={<span className="optional">{t('consultation.optional')}</span>}
              title={marketing?.title ?? t('consultation.marketing')}
              body={marketing?.body}
              read={t('consultation.readTerms')}
            />
          </fieldset>
          <SubmitButton form={request} label={t('consultation.submit')} busyLabel={t('consultation.sending')} wide />
        </form>
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).consultation.title,
    description: catalog(locale).consultation.intro,
  }),
};
