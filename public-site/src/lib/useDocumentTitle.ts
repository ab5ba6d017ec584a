import { useEffect } from 'react';
import { useI18n } from './i18n';

/** `<title>`: the page's title, then the clinic's name. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useI18n();
  useEffect(() => {
    document.title = title ? `${title} | ${t('site.name')}` : t('site.name');
  }, [title, t]);
}
