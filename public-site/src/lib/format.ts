import { LANGUAGE_TAGS, type Locale } from '@clinic/contract';

/** A date as patients in Korea read it: the calendar day in Korea time. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Seoul',
  }).format(new Date(iso));
}
