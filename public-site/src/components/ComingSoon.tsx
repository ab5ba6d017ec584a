import { Link } from 'react-router';
import { useI18n } from '../lib/i18n';
import { SubTabs } from '../app/Layout';

/** A page that is not built yet: says so plainly, in the visitor's language. */
export function ComingSoon({ title }: { title: string }) {
  const { t, to } = useI18n();
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{title}</h1>
        <p className="page__lead">{t('pages.comingSoonTitle')}</p>
        <p>{t('pages.comingSoonBody')}</p>
        <p>
          <Link className="button" to={to('/')}>
            {t('pages.backHome')}
          </Link>
        </p>
      </div>
    </div>
  );
}
