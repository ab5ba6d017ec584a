import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicFee, PublicFeeList } from '@clinic/contract';
import type { CostPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { feeCatalog } from '../../lib/seo/jsonLd';
import { ArticleView } from '../../components/Article';
import { TableScroll } from '../../components/TableScroll';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { formatDate } from '../../lib/format';
import { useI18n, localeOf } from '../../lib/i18n';
import { Lang, useTextLang } from '../../lib/textLang';

export function loader({ request }: LoaderFunctionArgs): Promise<PublicFeeList> {
  return apiGet<PublicFeeList>(endpoints.fees(), localeOf(request));
}

/** One table of fee rows (the non-covered one, or the covered one), labelled by its heading. */
function FeeTable({
  page,
  headingId,
  heading,
  fees,
}: {
  page: CostPage;
  headingId: string;
  heading: string;
  fees: PublicFee[];
}) {
  const langOf = useTextLang();
  return (
    <TableScroll labelledBy={headingId}>
      <table className="fee-table">
        <caption className="visually-hidden">{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{page.columns.item}</th>
            <th scope="col">{page.columns.min}</th>
            <th scope="col">{page.columns.max}</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.id}>
              <th scope="row" lang={langOf(fee.category)}>
                {fee.category}
              </th>
              <td lang={langOf(fee.minCost)}>{fee.minCost}</td>
              <td>
                <Lang text={fee.maxCost} />
                {fee.note && (
                  <span className="fee-table__note">
                    {' '}
                    (<Lang text={fee.note} />)
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * `/cost`: how costs are set, and the public non-covered fee table (`#non-benefit`), no login
 * needed. The rows covered by national health insurance that staff list are not part of that
 * legal table: they follow in a table of their own (`#covered`), with a word on what a patient pays.
 */
export function Page({ content: page }: { content: CostPage }) {
  const { locale, to, t } = useI18n();
  const { fees, updatedAt } = useLoaderData<typeof loader>();
  const nonCovered = fees.filter((fee) => !fee.covered);
  const covered = fees.filter((fee) => fee.covered);
  return (
    <ArticleView
      page={page}
      after={
        <>
          <section id="non-benefit" className="article__section fee-section">
            <h2 id="non-benefit-heading">{page.tableHeading}</h2>
            <FeeTable page={page} headingId="non-benefit-heading" heading={page.tableHeading} fees={nonCovered} />
            <p className="fee-table__meta">
              <span>{page.unit}</span>
              {updatedAt && (
                <span>
                  {page.updated}: <time dateTime={updatedAt}>{formatDate(updatedAt, locale)}</time>
                </span>
              )}
            </p>
          </section>
          {covered.length > 0 && (
            <section id="covered" className="article__section fee-section">
              <h2 id="covered-heading">{page.coveredHeading}</h2>
              <p>
                <Lang text={page.coveredNote} />
              </p>
              <FeeTable page={page} headingId="covered-heading" heading={page.coveredHeading} fees={covered} />
              <p className="fee-table__meta">
                <span>{page.unit}</span>
              </p>
            </section>
          )}
          <aside className="warning" aria-labelledby="cost-warning">
            <h2 id="cost-warning">{t('cost.warningHeading')}</h2>
            <p>
              <Lang text={page.warning} />
            </p>
          </aside>
          <p className="article__cta">
            <Link className="button button--primary" to={to('/default-form')}>
              {t('menu.consultation')}
            </Link>
          </p>
        </>
      }
    />
  );
}

export function head(page: CostPage, { locale, data }: HeadArgs): HeadInfo {
  const fees = (data as PublicFeeList | undefined)?.fees ?? [];
  return { title: page.title, description: page.description, jsonLd: feeCatalog(fees, locale, page.title) };
}
