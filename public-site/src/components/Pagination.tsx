import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../lib/i18n';

/** Page links for a list paged through the URL (`?page=2`), other query parameters kept. */
export function Pagination({
  page,
  pages,
  label,
  param = 'page',
  hash = '',
}: {
  page: number;
  pages: number;
  /** What the navigation is called for assistive technology ("review pages"). */
  label: string;
  param?: string;
  /** Where the list starts on the page (`#member-reviews`), when it is not the top. */
  hash?: string;
}) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const link = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete(param);
    else next.set(param, String(n));
    const query = next.toString();
    return `?${query}${hash}`;
  };
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={link(page - 1)}>{t('notices.previousPage')}</Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={link(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('notices.page', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={link(page + 1)}>{t('notices.nextPage')}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The page number a list shows, from the URL (1 when missing or nonsense). */
export function pageFrom(params: URLSearchParams, param = 'page'): number {
  return Math.max(1, Math.min(10000, Math.floor(Number(params.get(param))) || 1));
}
