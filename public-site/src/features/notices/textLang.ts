import type { Locale } from '@clinic/contract';
import { LANGUAGE_TAGS } from '../../lib/i18n';

/**
 * The `lang` attribute of a notice's text on a page in `page`'s language: none when the text is in
 * the page's language (it inherits `<html lang>`), else the text's own (`ko` for a notice staff
 * have not translated into the page's language), so screen readers read it in the right voice.
 */
export function textLang(text: Locale, page: Locale): string | undefined {
  return text === page ? undefined : LANGUAGE_TAGS[text];
}
