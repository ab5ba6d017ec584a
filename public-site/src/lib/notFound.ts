import { data as routeData } from 'react-router';
import { ApiError } from './api';

/** A route's 404: react-router renders the site's not-found page (the server answers 404). */
export function notFound(): never {
  throw routeData(null, { status: 404 });
}

/** An API answer for a loader; a missing record (the API's 404) is the site's 404 page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  }
}
