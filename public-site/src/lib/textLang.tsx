import { LANGUAGE_TAGS, type Locale } from '@clinic/contract';
import { useI18n, type MessagePath } from './i18n';

/**
 * The language of the texts a page shows from data (WCAG 3.1.2, language of parts): a text in a
 * language other than the page's carries `lang`, so a screen reader reads it in the right voice and
 * a browser picks fonts and breaks lines for it; a text in the page's language carries none (it
 * takes `<html lang>`).
 *
 * Where the data says the language (a notice's `lang`), that is used. Elsewhere the text is read:
 * Korean is the source of everything the clinic writes, so a translated field that staff left empty
 * comes as Korean, and what patients write (reviews, posts, comments, questions) is, on a Korean
 * clinic's site, Korean nearly always. So on a page in English, Chinese or Japanese:
 * - a text whose Korean words are at least as many as its other words (a Chinese or Japanese
 *   character counting as half a word; numbers and signs not at all) is Korean: `lang="ko"`;
 * - a text in another language with Korean words in it (a name in a sentence, a fact filled into a
 *   page text, `{{clinicName}}`, where staff left the translation empty) keeps the page's language,
 *   and `Lang` marks each run of Korean words in it;
 * - a text without Hangul is in the page's language (a translation, a number, a Latin name).
 * On the Korean pages nothing is marked. The rule reads only the text, so the server and the
 * browser decide alike and hydration keeps every attribute.
 */

const KOREAN_WORDS = /\p{Script=Hangul}+/gu;
const LATIN_WORDS = /\p{Script=Latin}+/gu;
const CJK_CHARACTERS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** Korean words and what lies between two of them (spaces, digits, signs): one run to mark. */
const KOREAN_RUN = /\p{Script=Hangul}+(?:[\s\d\p{P}]+\p{Script=Hangul}+)*/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Whether `text` is Korean (its Korean words are the greater part, see above). */
export function isKorean(text: string): boolean {
  const korean = count(text, KOREAN_WORDS);
  return korean > 0 && korean >= count(text, LATIN_WORDS) + count(text, CJK_CHARACTERS) / 2;
}

/**
 * The `lang` attribute of `text` on a page in `page`'s language: undefined when it reads in the
 * page's language, else its language's tag. `known` is the language the data gives, when it does.
 */
export function textLang(text: string, page: Locale, known?: Locale): string | undefined {
  if (known) return known === page ? undefined : LANGUAGE_TAGS[known];
  return page !== 'ko' && isKorean(text) ? LANGUAGE_TAGS.ko : undefined;
}

/** `textLang` for the current page: `lang={langOf(review.title)}`. */
export function useTextLang(): (text: string, known?: Locale) => string | undefined {
  const { locale } = useI18n();
  return (text, known) => textLang(text, locale, known);
}

/** Stored HTML's text, to tell its language by (tag names are no words of it). */
export const textOfHtml = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');

/**
 * A text from data, as it reads inside a text in the page's language: Korean as a whole in a
 * `<span lang="ko">`; in another language with Korean words in it, each run of them in one; else as
 * it is (no element at all, so a text in the page's language renders exactly as before).
 */
export function Lang({ text, known }: { text: string; known?: Locale }) {
  const { locale } = useI18n();
  if (!text) return text;
  const lang = textLang(text, locale, known);
  if (lang) return <span lang={lang}>{text}</span>;
  if (locale === 'ko' || known) return text;
  const parts = text.split(new RegExp(`(${KOREAN_RUN.source})`, 'u'));
  if (parts.length === 1) return text;
  // split() with a capturing group: odd parts are the Korean runs, even parts the text between them.
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang={LANGUAGE_TAGS.ko}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A UI message whose `%{name}` parameters are texts from data, each marked by `Lang`: "View the photo
 * of <span lang="ko">후기</span> larger". For text content only; an attribute (alt, aria-label) cannot
 * mark a part, so there a message names no text in another language (see `useTextLang`).
 */
export function DataMessage({ path, params }: { path: MessagePath; params: Record<string, string | number> }) {
  const { t } = useI18n();
  // Without parameters `t` leaves the placeholders in place: the template, split around them.
  const parts = t(path).split(/%\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const value = params[part];
        return value === undefined ? `%{${part}}` : <Lang key={i} text={String(value)} />;
      })}
    </>
  );
}
