import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { PublicFaqList } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { faqPage } from '../../lib/seo/jsonLd';
import { factsOf, fillFactsInHtml } from '../../lib/facts';
import { SubTabs } from '../../components/SubTabs';
import { SearchForm } from '../../components/SearchForm';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { catalog, useI18n, localeOf } from '../../lib/i18n';
import { RichText } from '../../components/RichText';
import { useTextLang } from '../../lib/textLang';

export function loader({ request }: LoaderFunctionArgs): Promise<PublicFaqList> {
  const url = new URL(request.url);
  const filter = { q: url.searchParams.get('q'), category: url.searchParams.get('category') };
  return apiGet<PublicFaqList>(endpoints.faqs(filter), localeOf(request));
}

/** `/center/faqs`: questions by category, searchable; each answer opens in place. */
export function Component() {
  const { t } = useI18n();
  const { faqs, categories } = useLoaderData<typeof loader>();
  const langOf = useTextLang();
  const [params] = useSearchParams();
  const active = params.get('category') ?? '';
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t('faqs.title')}</h1>
        <p className="page__lead">{t('faqs.intro')}</p>
        <SearchForm
          id="faq-search"
          label={t('faqs.searchLabel')}
          initial={params.get('q') ?? ''}
          keep={active && <input type="hidden" name="category" value={active} />}
          dropEmpty
        />
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
                  lang={langOf(c.name)}
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
                  <span lang={langOf(faq.question)}>{faq.question}</span>
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

/** The questions shown (a search or a category shows some), as an FAQPage with their answers filled in. */
export const handle: { head: HeadFn<PublicFaqList | undefined> } = {
  head: ({ locale, data, settings }) => {
    const facts = factsOf(settings, locale);
    const faqs = (data?.faqs ?? []).map((faq) => ({ ...faq, answer: fillFactsInHtml(faq.answer, facts) }));
    const { title, intro } = catalog(locale).faqs;
    return { title, description: intro, jsonLd: faqPage(faqs, locale) };
  },
};
