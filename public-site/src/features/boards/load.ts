import { data as routeData } from 'react-router';
import type { Locale, PublicBoard } from '@clinic/contract';
import { apiGet, ApiError } from '../../lib/api';

const BOARD_KEY = /^[a-z][a-z0-9-]{1,39}$/;

/** An API answer for a board page; a missing board or post is the site's 404 page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw routeData(null, { status: 404 });
    throw err;
  }
}

/** The board of a `/boards/:board…` route (404 for a key that cannot exist). */
export function boardKeyOf(params: Record<string, string | undefined>): string {
  const key = params.board ?? '';
  if (!BOARD_KEY.test(key)) throw routeData(null, { status: 404 });
  return key;
}

export function postIdOf(params: Record<string, string | undefined>): string {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) throw routeData(null, { status: 404 });
  return id;
}

export function loadBoard(key: string, locale: Locale): Promise<{ board: PublicBoard }> {
  return orNotFound(() => apiGet<{ board: PublicBoard }>(`/v1/boards/${key}`, locale));
}
