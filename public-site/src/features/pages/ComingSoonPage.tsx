import { Link } from 'react-router';
import { useI18n, type MessagePath } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SubTabs } from '../../app/Layout';

/** A route whose page is not built yet: says so plainly, in the visitor's language. */
export function ComingSoonPage({ title }: { title: MessagePath }) {
  const { t, to } = useI18n();
  useDocumentTitle(t(title));
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1>{t(title)}</h1>
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
