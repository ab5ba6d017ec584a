import {
  FACT_NAMES,
  FACT_PLACEHOLDER,
  isFactName,
  type FactName,
  type Locale,
  type PublicSettings,
} from '@clinic/contract';
import { hoursFacts } from './hours';

/**
 * The clinic's facts in page texts. A text never holds the phone, the address or the directions
 * themselves: it names them in double braces (`전화({{phone}})`), and the render fills them in from
 * the settings staff keep in the console (사이트 설정), in the page's language.
 */
export { FACT_NAMES, FACT_PLACEHOLDER, isFactName, KEYED_FACT_FAMILIES, type FactName } from '@clinic/contract';
/** Every fact by name: the settings' (`phone`) and the keyed ones (`family.key`). */
export type Facts = Readonly<Record<FactName, string>> & Readonly<Partial<Record<string, string>>>;

/** The names a text refers to, in order (unknown ones included: tests refuse them). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(FACT_PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * The facts as the public settings answer has them, in one language (`locale`, the page's: the
 * answer's texts are already in it; the opening hours are written out in it, `{{hours.summary}}` …).
 */
export function factsOf(settings: PublicSettings, locale: Locale): Facts {
  const hours = Object.entries(hoursFacts(settings, locale)).map(([key, value]) => [`hours.${key}`, value]);
  return Object.fromEntries([...FACT_NAMES.map((name) => [name, settings[name] ?? '']), ...hours]) as Facts;
}

/** The text with every `{{name}}` replaced by that fact (a name that is no fact becomes nothing). */
export function fillFacts(text: string, facts: Facts): string {
  if (!text.includes('{{')) return text;
  return text.replace(FACT_PLACEHOLDER, (_whole, name: string) => (isFactName(name) ? (facts[name] ?? '') : ''));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A tag of stored HTML (sanitized by the API, so `<` and `>` inside attribute values are escaped). */
const TAG = /(<[^>]*>)/;
/** An attribute whose value names a fact (`href="{{phone}}"`), with the space before it. */
const ATTRIBUTE_NAMING_A_FACT = /\s+[^\s=>/]+\s*=\s*(?:"[^"]*\{\{[^"]*"|'[^']*\{\{[^']*'|[^\s"'>]*\{\{[^\s>]*)/g;

/**
 * Stored rich text (HTML from the console's editor: FAQ answers, terms, notices, board posts,
 * question answers) with every `{{name}}` in its text replaced by that fact, written as HTML text:
 * a fact is plain text, never markup, and never goes into a tag. An attribute that names a fact
 * (`<a href="{{phone}}">`, which the API drops on saving, in a body saved before it did) is left
 * out, so a fact never becomes a link's address: a link to the phone is built from its digits
 * (`telHref`), never from a placeholder. `langOf` gives a fact's language where it differs from the
 * text's (a clinic name staff left untranslated): the fact is then in a `<span lang>`.
 */
export function fillFactsInHtml(html: string, facts: Facts, langOf?: (fact: string) => string | undefined): string {
  if (!html.includes('{{')) return html;
  const filled = (name: string) => {
    const value = facts[name] ?? '';
    const text = value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
    const lang = value && langOf?.(value);
    return lang ? `<span lang="${lang}">${text}</span>` : text;
  };
  return html
    .split(TAG)
    .map((part, i) =>
      // split() with a capturing group: odd parts are the tags, even parts the text between them.
      i % 2 === 1
        ? part.replace(ATTRIBUTE_NAMING_A_FACT, '')
        : part.replace(FACT_PLACEHOLDER, (_whole, name: string) => (isFactName(name) ? filled(name) : '')),
    )
    .join('');
}

/** A page's content with `fillFacts` applied to every string in it, at any depth. */
export function fillContentFacts<T>(content: T, facts: Facts): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return fillFacts(value, facts);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
    return value;
  };
  return walk(content) as T;
}
