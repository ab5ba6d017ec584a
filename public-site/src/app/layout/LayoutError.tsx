import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { I18nProvider, splitLocale } from '../../lib/i18n';
import { ErrorMessage } from './ErrorMessage';

/** When the root itself fails (the API is down while rendering or loading settings). */
export function LayoutError() {
  const error = useRouteError();
  const { locale } = splitLocale(useLocation().pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nProvider locale={locale}>
      <ErrorMessage status={status} />
    </I18nProvider>
  );
}
