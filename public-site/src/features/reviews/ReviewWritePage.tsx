import type { HeadFn } from '../../app/head';
import { ComingSoon } from '../../components/ComingSoon';
import { catalog, useI18n } from '../../lib/i18n';

/** Writing a review arrives with the reviews-by-members issue; until then the page says so. */
export function Component() {
  const { t } = useI18n();
  return <ComingSoon title={t('menu.review')} />;
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).menu.review,
    description: catalog(locale).pages.comingSoonBody,
    noindex: true,
  }),
};
