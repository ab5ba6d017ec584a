import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';
import { useI18n } from '../lib/i18n';

/** The head of a notice or a board post: what it belongs to, its title, author, date and views. */
export function PostHeader({
  kicker,
  title,
  lang,
  author,
  date,
  views,
}: {
  kicker: ReactNode;
  title: string;
  /** The language of the title when it may differ from the page's. */
  lang?: string;
  author?: string;
  date: string;
  views: number;
}) {
  const { t, locale } = useI18n();
  return (
    <header className="notice__header">
      <p className="notice__kicker">{kicker}</p>
      <h1 lang={lang}>{title}</h1>
      <p className="notice__meta">
        {author !== undefined && (
          <>
            <span>
              {t('boards.author')} {author}
            </span>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <span>
          {t('notices.date')} <time dateTime={date}>{formatDate(date, locale)}</time>
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          {t('notices.views')} {views.toLocaleString()}
        </span>
      </p>
    </header>
  );
}
