import type { Locale, PublicBoard } from '@clinic/contract';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { notFound, orNotFound } from '../../lib/notFound';

const BOARD_KEY = /^[a-z][a-z0-9-]{1,39}$/;

/** The board of a `/boards/:board…` route (404 for a key that cannot exist). */
export function boardKeyOf(params: Record<string, string | undefined>): string {
  const key = params.board ?? '';
  if (!BOARD_KEY.test(key)) notFound();
  return key;
}

export function postIdOf(params: Record<string, string | undefined>): string {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) notFound();
  return id;
}

export function loadBoard(key: string, locale: Locale): Promise<{ board: PublicBoard }> {
  return orNotFound(() => apiGet<{ board: PublicBoard }>(endpoints.board(key), locale));
}
