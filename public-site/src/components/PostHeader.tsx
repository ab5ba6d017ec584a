import type { ReactNode } from 'react';
import type { Locale } from '@clinic/contract';
import { formatDate } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { Lang, useTextLang } from '../lib/textLang';

/** The head of a notice or a board post: what it belongs to, its title, author, date and views. */
export function PostHeader({
  kicker,
  title,
  language,
  author,
  date,
  views,
}: {
  kicker: ReactNode;
  title: string;
  /** The title's language when the data says it (a notice's); else it is read from the title (lib/textLang). */
  language?: Locale;
  author?: string;
  date: string;
  views: number;
}) {
  const { t, locale } = useI18n();
  const langOf = useTextLang();
  return (
    <header className="notice__header">
      <p className="notice__kicker">{kicker}</p>
      <h1 lang={langOf(title, language)}>{title}</h1>
      <p className="notice__meta">
        {author !== undefined && (
          <>
            <span>
              {t('boards.author')} <Lang text={author} />
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
