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

/** A file size as people read it: 820 KB, 1.4 MB. */
export function formatBytes(bytes: number, locale: Locale): string {
  const tag = LANGUAGE_TAGS[locale];
  if (bytes < 1024 * 1024)
    return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
