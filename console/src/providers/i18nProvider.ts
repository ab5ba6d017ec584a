import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { ko } from '../i18n/ko';
import { en } from '../i18n/en';

type ResourceTexts = Record<string, unknown> & { name?: string };

/**
 * Resource names keep their case in react-admin's own sentences: without `forcedCaseName` it lower-cases
 * them ("이 faq 분류 항목을 삭제하시겠습니까?" for FAQ 분류).
 */
function keepNameCase(messages: TranslationMessages): TranslationMessages {
  const resources = (messages.resources ?? {}) as Record<string, ResourceTexts>;
  return {
    ...messages,
    resources: Object.fromEntries(
      Object.entries(resources).map(([key, texts]) => [key, { forcedCaseName: texts.name, ...texts }]),
    ),
  };
}

const KO = keepNameCase(ko);
const EN = keepNameCase(en);

// Korean by default; staff can switch to English from the app bar. react-admin remembers the choice.
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? EN : KO),
  'ko',
  [
    { locale: 'ko', name: '한국어' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: false },
);
