import { Link } from 'react-router';
import { notFoundHead, type HeadFn } from '../../lib/seo/head';
import { useI18n } from '../../lib/i18n';

/** Any unknown path: a real 404 page (the server answers it with status 404). */
export function Component() {
  const { t, to } = useI18n();
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

export const handle: { head: HeadFn; status: number } = {
  status: 404,
  head: ({ locale }) => notFoundHead(locale),
};
