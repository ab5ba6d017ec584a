import { useState, type FormEvent } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { PublicFaqList } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { apiGet } from '../../lib/api';
import { catalog, useI18n } from '../../lib/i18n';
import { RichText } from '../../components/RichText';

export function loader({ request }: LoaderFunctionArgs): Promise<PublicFaqList> {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of ['q', 'category']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  return apiGet<PublicFaqList>(`/v1/center/faqs${query.size ? `?${query}` : ''}`, localeOf(request));
}

/** `/center/faqs`: questions by category, searchable; each answer opens in place. */
export function Component() {
  const { t } = useI18n();
  const { faqs, categories } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const active = params.get('category') ?? '';
  const [term, setTerm] = useState(params.get('q') ?? '');
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!term.trim()) e.currentTarget.querySelector<HTMLInputElement>('input[name=q]')?.removeAttribute('name');
  };
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t('faqs.title')}</h1>
        <p className="page__lead">{t('faqs.intro')}</p>
        <Form method="get" role="search" className="search" onSubmit={onSubmit}>
          {active && <input type="hidden" name="category" value={active} />}
          <label htmlFor="faq-search" className="visually-hidden">
            {t('faqs.searchLabel')}
          </label>
          <input
            id="faq-search"
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
        <nav className="chips" aria-label={t('faqs.categories')}>
          <ul>
            <li>
              <Link to="." aria-current={active === '' ? 'true' : undefined}>
                {t('faqs.all')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.code}>
                <Link
                  to={`?category=${encodeURIComponent(c.code)}`}
                  aria-current={active === c.code ? 'true' : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {faqs.length === 0 ? (
          <p className="notice-list__status">{t('faqs.empty')}</p>
        ) : (
          <div className="faq-list">
            {faqs.map((faq) => (
              <details key={faq.id} className="faq" data-animate>
                <summary>
                  <span className="faq__q" aria-hidden="true">
                    Q
                  </span>
                  {faq.question}
                </summary>
                <RichText html={faq.answer} className="faq__answer" />
              </details>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({ title: catalog(locale).faqs.title, description: catalog(locale).faqs.intro }),
};
