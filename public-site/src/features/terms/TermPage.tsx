import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { interpolate, type PublicTerm, type TermCode } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { formatDate } from '../../lib/format';
import { catalog, useI18n, localeOf } from '../../lib/i18n';
import { RichText } from '../../components/RichText';
import { useTextLang } from '../../lib/textLang';

/** `/privacy-policy` and `/terms-use`: the version in force, from `GET /v1/terms/{code}`. */
export function termRoute(code: TermCode) {
  async function loader({ request }: LoaderFunctionArgs): Promise<{ term: PublicTerm }> {
    return apiGet<{ term: PublicTerm }>(endpoints.term(code), localeOf(request));
  }
  function Component() {
    const { t, locale } = useI18n();
    const { term } = useLoaderData<typeof loader>();
    const langOf = useTextLang();
    return (
      <div className="page">
        <article className="page__inner article">
          <header className="article__header">
            <h1 lang={langOf(term.title)}>{term.title}</h1>
            <p className="page__lead">
              {t('terms.version', { version: term.version })} · {t('terms.effective')}{' '}
              <time dateTime={term.effectiveAt}>{formatDate(term.effectiveAt, locale)}</time>
            </p>
          </header>
          <RichText html={term.body} className="legal" />
        </article>
      </div>
    );
  }
  // What the page is, in its language: the two texts begin alike (a translation's disclaimer), so
  // their first words would give both one description.
  const handle: { head: HeadFn<{ term: PublicTerm }> } = {
    head: ({ locale, data, settings }) => {
      const { seo, footer } = catalog(locale);
      const description = code === 'privacy-policy' ? seo.privacyDescription : seo.termsDescription;
      return {
        title: data?.term.title ?? (code === 'privacy-policy' ? footer.privacy : footer.terms),
        description: interpolate(description, { clinic: settings.clinicName }),
      };
    },
  };
  return { loader, Component, handle };
}
