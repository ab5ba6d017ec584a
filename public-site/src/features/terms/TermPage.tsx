import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicTerm, TermCode } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { formatDate } from '../../lib/format';
import { catalog, useI18n, localeOf } from '../../lib/i18n';
import { describeHtml } from '../../lib/html';
import { factsOf, fillFactsInHtml } from '../../lib/facts';
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
  const handle: { head: HeadFn<{ term: PublicTerm }> } = {
    head: ({ locale, data, settings }) => ({
      title: data?.term.title ?? catalog(locale).footer.privacy,
      description: describeHtml(fillFactsInHtml(data?.term.body ?? '', factsOf(settings, locale))),
    }),
  };
  return { loader, Component, handle };
}
