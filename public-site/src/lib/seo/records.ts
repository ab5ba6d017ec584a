import { interpolate, type Locale, type PublicSettings } from '@clinic/contract';
import { formatDate } from '../format';
import { catalog } from '../i18n';

/**
 * The title and description of a record's page (a notice, a board post, a review). A record in the
 * page's language is its own title and the start of its text. One shown in Korean on a page in
 * another language (notices staff have not translated; posts and reviews, which members write in
 * Korean) is named in the page's language, with its own title kept (`Notice (in Korean): 설 연휴
 * 휴진 안내`), so the page's title and description are in its language and each record's differ.
 */
export function recordHead(args: {
  kind: 'notice' | 'post' | 'review';
  locale: Locale;
  /** The record's text language. */
  lang: Locale;
  title: string;
  /** The start of its text, as the description of a page in its language. */
  summary: string;
  settings: PublicSettings;
  /** When it was published (notices, posts). */
  date?: string;
  /** A post's board. */
  board?: string;
}): { title: string; description: string; name: string } {
  const { title, locale } = args;
  if (args.lang === locale) return { title, description: args.summary || title, name: title };
  const seo = catalog(locale).seo;
  const params = {
    title,
    clinic: args.settings.clinicName,
    date: args.date ? formatDate(args.date, locale) : '',
    board: args.board ?? '',
  };
  const texts: Record<typeof args.kind, { title: string; description: string }> = {
    notice: { title: seo.noticeTitle, description: seo.noticeDescription },
    post: { title: seo.postTitle, description: seo.postDescription },
    review: { title: seo.reviewTitle, description: seo.reviewDescription },
  };
  const { title: titleText, description: descriptionText } = texts[args.kind];
  return { title: interpolate(titleText, params), description: interpolate(descriptionText, params), name: title };
}
