import { Link } from 'react-router';
import type { SurgeryPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { medicalProcedure } from '../../lib/seo/jsonLd';
import { ArticleView } from '../../components/Article';
import { useI18n } from '../../lib/i18n';
import { Lang } from '../../lib/textLang';

/** `/surgery/{clarivein|flebogrif|venaseal|rfa|laser|stripping}`: method, suitability, duration, cost. */
export function Page({ content: page }: { content: SurgeryPage }) {
  const { to, t } = useI18n();
  const labels = page.factLabels;
  return (
    <ArticleView
      page={page}
      after={
        <p className="article__cta">
          <Link className="button button--primary" to={to('/default-form')}>
            {t('menu.consultation')}
          </Link>{' '}
          <Link className="button" to={to('/cost') + '#non-benefit'}>
            {t('footer.nonBenefit')}
          </Link>
        </p>
      }
    >
      <dl className="facts" data-testid="surgery-facts">
        {(Object.keys(labels) as Array<keyof typeof labels>).map((key) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd>
              <Lang text={page.facts[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </ArticleView>
  );
}

export function head(page: SurgeryPage, { locale }: HeadArgs, key: string): HeadInfo {
  return {
    title: page.title,
    description: page.description,
    jsonLd: [
      medicalProcedure({
        key,
        locale,
        name: page.title,
        alternateName: page.nameEn,
        description: page.description,
      }),
    ],
  };
}
