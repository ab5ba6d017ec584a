import { useI18n } from '../../lib/i18n';

/** "Not found" or "something went wrong", inside the layout or (when the root failed) on its own. */
export function ErrorMessage({ status, inLayout }: { status: number; inLayout?: boolean }) {
  const { t, to } = useI18n();
  const body = (
    <>
      <h1>{status === 404 ? t('pages.notFoundTitle') : t('pages.errorTitle')}</h1>
      <p>{status === 404 ? t('pages.notFoundBody') : t('pages.errorBody')}</p>
      <p>
        <a className="button" href={to('/')}>
          {t('pages.backHome')}
        </a>
      </p>
    </>
  );
  return inLayout ? (
    <div className="page__inner">{body}</div>
  ) : (
    <main id="main" className="page__inner">
      {body}
    </main>
  );
}
