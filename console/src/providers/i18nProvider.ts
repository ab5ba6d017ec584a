import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from '../i18n/ko';
import { en } from '../i18n/en';

// Korean by default; staff can switch to English from the app bar. react-admin remembers the choice.
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? en : ko),
  'ko',
  [
    { locale: 'ko', name: '한국어' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: false },
);
