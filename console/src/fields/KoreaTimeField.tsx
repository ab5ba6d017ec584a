import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

const TAGS: Record<string, string> = { ko: 'ko-KR', en: 'en-US' };

/** A stored UTC instant as text in Korea time, in the console's language (for lists of notes and history). */
export function useKoreaTimeFormat(): (instant: string) => string {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(TAGS[locale] ?? 'ko-KR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  });
  return (instant) => format.format(new Date(instant));
}

/** A stored UTC instant shown in Korea time, in the console's language. */
export function KoreaTimeField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField
      showTime
      locales={TAGS[locale] ?? 'ko-KR'}
      options={{ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' }}
      {...props}
    />
  );
}
