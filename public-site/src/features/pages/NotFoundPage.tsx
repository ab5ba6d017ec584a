import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export function NotFoundPage() {
  const { t, to } = useI18n();
  useDocumentTitle(t('pages.notFoundTitle'));
  return (
    <div className="page">
      <div className="page__inner">
        <h1>{t('pages.notFoundTitle')}</h1>
        <p>{t('pages.notFoundBody')}</p>
        <p>
          <Link className="button" to={to('/')}>
            {t('pages.backHome')}
          </Link>
        </p>
      </div>
    </div>
  );
}
