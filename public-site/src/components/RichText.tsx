import { FACT_PLACEHOLDER, factsOf, fillFactsInHtml } from '../lib/facts';
import type { Locale } from '@clinic/contract';
import { useI18n } from '../lib/i18n';
import { useSettings } from '../lib/settings';
import { textLang, textOfHtml } from '../lib/textLang';

/**
 * Rich text from the API (notice bodies, FAQ answers, terms): HTML written in the console's editor
 * and sanitized by the API before it was stored (an allow-list of tags, no scripts or event
 * handlers, links http/https/mailto/tel only, images only from /uploads). Rendered as it is, the
 * same on the server and in the browser, inside `.rich-text` (styles.css) for headings, lists,
 * tables and images. The clinic's facts it names (`{{phone}}`, as page texts do) are filled in from
 * the live settings. Its language is the one the data gives (`language`, a notice's) or else read
 * from the text (lib/textLang): a Korean text on a page in another language is marked `lang="ko"`.
 */
export function RichText({ html, className, language }: { html: string; className?: string; language?: Locale }) {
  const settings = useSettings();
  const { locale } = useI18n();
  // The text's language without its facts' names (`{{clinicName}}` is no English word of it).
  const lang = textLang(textOfHtml(html.replace(FACT_PLACEHOLDER, ' ')), locale, language);
  // A fact in another language than the text's (the Korean clinic name in an English answer) is marked.
  const factLang = (fact: string) => (lang ? undefined : textLang(fact, locale));
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: fillFactsInHtml(html, factsOf(settings, locale), factLang) }}
    />
  );
}
