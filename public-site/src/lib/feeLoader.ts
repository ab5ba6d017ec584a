import type { LoaderFunctionArgs } from 'react-router';
import type { Locale, PublicFee, PublicFeeList } from '@clinic/contract';
import { apiGet } from './api';
import { endpoints } from './endpoints';
import { placeholdersIn } from './facts';
import { feeFacts, isFeeFact } from './fees';
import { localeOf } from './i18n';

/** Where a page's loader data carries the fee list its text names (beside the page's own data). */
const FEES_KEY = 'namedFees';

/** The fee facts (`fee.laser`, `duration.rfa` …) a page's content names, each once. */
export function feeFactNames(content: unknown): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const name of placeholdersIn(value)) if (isFeeFact(name)) names.add(name);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(content);
  return [...names];
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/**
 * The route loader of a page whose text names fee facts: the page's own loader (if any) and the
 * public fee list, read together. Reading the list through the public API is what tags the
 * server's rendered page with `fees`, so a fee change renders it again in every language. A list
 * that cannot be read leaves the pointers (the page still renders); a page that names no fee keeps
 * its own loader as it is.
 */
export function withNamedFees(loader: Loader | undefined, names: readonly string[]): Loader | undefined {
  if (names.length === 0) return loader;
  return async (args) => {
    const [data, list] = await Promise.all([
      loader?.(args),
      apiGet<PublicFeeList>(endpoints.fees(), localeOf(args.request)).catch(() => null),
    ]);
    const own = data !== null && typeof data === 'object' && !(data instanceof Response) ? data : {};
    return { ...own, [FEES_KEY]: list?.fees ?? null };
  };
}

/**
 * The public fee list for a page that shows or names the fee table (the clinic's price range in its
 * JSON-LD), or null when it cannot be read (the page still renders, without a price range).
 */
export async function fetchFees(locale: Locale): Promise<PublicFee[] | null> {
  return (await apiGet<PublicFeeList>(endpoints.fees(), locale).catch(() => null))?.fees ?? null;
}

/** The fee facts of a page, from its loader data (see withNamedFees), in `locale`. */
export function namedFeeFacts(data: unknown, locale: Locale, names: readonly string[]): Record<string, string> {
  if (names.length === 0) return {};
  const fees = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[FEES_KEY] : undefined;
  return feeFacts(Array.isArray(fees) ? fees : null, locale, names);
}
