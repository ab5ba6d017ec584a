import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorMessage } from './ErrorMessage';

/** A page's loader failed: not found (404) or the API could not be reached. */
export function PageError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorMessage status={status} inLayout />;
}
