import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  FORM_FILE_BYTES_MAX,
  FORM_FILES_MAX,
  LANGUAGE_TAGS,
  TREATMENTS,
  formInput,
  type PublicTerm,
} from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { RichText } from '../../components/RichText';
import { apiGet } from '../../lib/api';
import { catalog, useI18n, fieldErrors, translate } from '../../lib/i18n';

export async function loader({ request }: LoaderFunctionArgs) {
  const { terms } = await apiGet<{ terms: PublicTerm[] }>('/v1/terms', localeOf(request));
  return {
    consent: terms.find((t) => t.code === 'consultation-consent') ?? null,
    marketing: terms.find((t) => t.code === 'marketing-consent') ?? null,
  };
}

const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
type Errors = Record<string, string>;

/** `/default-form`: a consultation request with optional files; only staff can read what is sent. */
export function Component() {
  const { t, locale } = useI18n();
  const { consent, marketing } = useLoaderData<typeof loader>();
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const [agree, setAgree] = useState({ consent: false, marketing: false });
  const form = useRef<HTMLFormElement>(null);
  // Until the page has hydrated the button stays off: a bare browser submit would lose the checks.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const validateFiles = (files: File[]): string | undefined => {
    if (files.length > FORM_FILES_MAX) return translate(locale, 'tooManyFiles', { num: FORM_FILES_MAX });
    if (files.some((f) => f.size > FORM_FILE_BYTES_MAX))
      return translate(locale, 'fileTooLarge', { num: FORM_FILE_BYTES_MAX / 1024 / 1024 });
    return undefined;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
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
    const parsed = formInput.safeParse(values);
    const found: Errors = parsed.success ? {} : fieldErrors(parsed.error, locale);
    const fileError = validateFiles(files);
    if (fileError) found.files = fileError;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => el.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, String(value));
    for (const file of files) body.append('files', file);
    setStatus('sending');
    try {
      const response = await fetch('/api/v1/forms', {
        method: 'POST',
        body,
        headers: { Accept: 'application/json', 'Accept-Language': LANGUAGE_TAGS[locale] },
      });
      if (response.ok) {
        setStatus('sent');
        el.reset();
        setAgree({ consent: false, marketing: false });
        requestAnimationFrame(() => document.getElementById('form-result')?.focus());
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Errors };
      setErrors(answer.errors ?? {});
      setFailure(answer.message ?? t('consultation.failed'));
      setStatus('failed');
    } catch {
      setFailure(t('consultation.failed'));
      setStatus('failed');
    }
    requestAnimationFrame(() => document.getElementById('form-result')?.focus());
  };

  const field = (name: string) => ({
    id: `form-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `form-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`form-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner narrow">
        <h1>{t('consultation.title')}</h1>
        <p className="page__lead">{t('consultation.intro')}</p>
        <div id="form-result" tabIndex={-1} aria-live="polite">
          {status === 'sent' && <p className="success">{t('consultation.sent')}</p>}
          {status === 'failed' && <p className="field__error">{failure}</p>}
        </div>
        <form ref={form} className="form" method="post" encType="multipart/form-data" noValidate onSubmit={submit}>
          <p className="form__required-note">{t('consultation.requiredNote')}</p>
          <div className="field">
            <label htmlFor="form-name">
              {t('consultation.name')} <span className="required">{t('consultation.required')}</span>
            </label>
            <input
              {...field('name')}
              type="text"
              autoComplete="name"
              maxLength={50}
              required
              placeholder={t('consultation.namePlaceholder')}
            />
            {error('name')}
          </div>
          <div className="field">
            <label htmlFor="form-phone">
              {t('consultation.phone')} <span className="required">{t('consultation.required')}</span>
            </label>
            <input
              {...field('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              required
              placeholder="01012345678"
            />
            <p className="field__hint">{t('consultation.phoneHint')}</p>
            {error('phone')}
          </div>
          <div className="field">
            <label htmlFor="form-email">{t('consultation.email')}</label>
            <input {...field('email')} type="email" autoComplete="email" maxLength={254} />
            {error('email')}
          </div>
          <div className="field">
            <label htmlFor="form-treatment">
              {t('consultation.treatment')} <span className="required">{t('consultation.required')}</span>
            </label>
            <select {...field('treatment')} required defaultValue="">
              <option value="" disabled>
                {t('consultation.choose')}
              </option>
              {TREATMENTS.map((key) => (
                <option key={key} value={key}>
                  {t(`treatments.${key}`)}
                </option>
              ))}
            </select>
            {error('treatment')}
          </div>
          <div className="field">
            <label htmlFor="form-message">
              {t('consultation.message')} <span className="required">{t('consultation.required')}</span>
            </label>
            <textarea
              {...field('message')}
              rows={6}
              maxLength={2000}
              required
              placeholder={t('consultation.messagePlaceholder')}
            />
            {error('message')}
          </div>
          <div className="field">
            <label htmlFor="form-files">{t('consultation.files')}</label>
            <input {...field('files')} type="file" multiple accept={ACCEPT} />
            <p className="field__hint">
              {t('consultation.filesHint', { num: FORM_FILES_MAX, mb: FORM_FILE_BYTES_MAX / 1024 / 1024 })}
            </p>
            {error('files')}
          </div>
          <fieldset className="agreements">
            <legend>{t('consultation.agreements')}</legend>
            <label className="agreements__all">
              <input
                type="checkbox"
                checked={agree.consent && agree.marketing}
                onChange={(e) => setAgree({ consent: e.target.checked, marketing: e.target.checked })}
              />
              {t('consultation.agreeAll')}
            </label>
            <div className="agreement">
              <label>
                <input
                  {...field('consent')}
                  type="checkbox"
                  checked={agree.consent}
                  onChange={(e) => setAgree((a) => ({ ...a, consent: e.target.checked }))}
                />
                <span className="required">{t('consultation.required')}</span>{' '}
                {consent?.title ?? t('consultation.consent')}
              </label>
              {consent && (
                <details>
                  <summary>{t('consultation.readTerms')}</summary>
                  <RichText html={consent.body} className="legal" />
                </details>
              )}
              {error('consent')}
            </div>
            <div className="agreement">
              <label>
                <input
                  type="checkbox"
                  checked={agree.marketing}
                  onChange={(e) => setAgree((a) => ({ ...a, marketing: e.target.checked }))}
                />
                <span className="optional">{t('consultation.optional')}</span>{' '}
                {marketing?.title ?? t('consultation.marketing')}
              </label>
              {marketing && (
                <details>
                  <summary>{t('consultation.readTerms')}</summary>
                  <RichText html={marketing.body} className="legal" />
                </details>
              )}
            </div>
          </fieldset>
          <button
            type="submit"
            className="button button--primary button--wide"
            disabled={!ready || status === 'sending'}
          >
            {status === 'sending' ? t('consultation.sending') : t('consultation.submit')}
          </button>
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
