import { factsOf, fillFactsInHtml } from '../lib/facts';
import { useI18n } from '../lib/i18n';
import { useSettings } from '../lib/settings';

/**
 * Rich text from the API (notice bodies, FAQ answers, terms): HTML written in the console's editor
 * and sanitized by the API before it was stored (an allow-list of tags, no scripts or event
 * handlers, links http/https/mailto/tel only, images only from /uploads). Rendered as it is, the
 * same on the server and in the browser, inside `.rich-text` (styles.css) for headings, lists,
 * tables and images. The clinic's facts it names (`{{phone}}`, as page texts do) are filled in from
 * the live settings.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const settings = useSettings();
  const { locale } = useI18n();
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: fillFactsInHtml(html, factsOf(settings, locale)) }}
    />
  );
}
