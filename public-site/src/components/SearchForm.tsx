import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../lib/i18n';

/**
 * A list's search box: a GET form that puts `q` in the URL, so the loader searches and the result can
 * be linked. `keep` holds hidden fields that stay (a chosen category); with `dropEmpty` an empty search
 * leaves `q` out of the URL.
 */
export function SearchForm({
  id,
  label,
  initial,
  keep,
  dropEmpty,
}: {
  id: string;
  /** What the box searches, for assistive technology. */
  label: string;
  initial: string;
  keep?: ReactNode;
  dropEmpty?: boolean;
}) {
  const { t } = useI18n();
  const [term, setTerm] = useState(initial);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!term.trim()) e.currentTarget.querySelector<HTMLInputElement>('input[name=q]')?.removeAttribute('name');
  };
  return (
    <Form method="get" className="search" role="search" onSubmit={dropEmpty ? onSubmit : undefined}>
      {keep}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={term}
        maxLength={100}
        placeholder={t('notices.searchPlaceholder')}
        onChange={(e) => setTerm(e.target.value)}
      />
      <button type="submit" className="button">
        {t('notices.search')}
      </button>
    </Form>
  );
}
