import { LANGUAGE_TAGS, translate, type Locale, type MessageKey, type RenderResult } from '@clinic/contract';

/** The HTML around a rendered page: the build's template, cut and filled; the page of a failed render. */

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page for a render that failed outright (`internal`), could not be made (`unavailable`: the
 * database does not answer) or was refused (`tooManyRequests`): the visitor's language, no internals.
 */
export function failurePage(
  locale: Locale,
  key: Extract<MessageKey, 'internal' | 'unavailable' | 'tooManyRequests'> = 'internal',
): string {
  const message = escapeHtml(translate(locale, key));
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title></head><body><main><h1>${message}</h1></main></body></html>`;
}

/**
 * The build's page template cut where a render's parts go, and its stylesheet: each page carries the
 * CSS rules its markup uses in a `<style>` (critical CSS) and loads the whole stylesheet without
 * blocking the first paint (preloaded in the head, applied at the end of the body; no script, so the
 * strict CSP holds).
 */
export interface Template {
  /** `<html lang="…">` up to (not including) the stylesheet link. */
  beforeStyles: string;
  /** The stylesheet's `<link>` as the build wrote it; empty when the build has none. */
  stylesheet: string;
  /** From after the stylesheet link to `</head>`. */
  afterStyles: string;
  /** From `</head>` to the root element's content. */
  beforeRoot: string;
  /** From the root's end to `</body>`. */
  afterRoot: string;
  /** `</body>` and what follows. */
  end: string;
}

export function cutTemplate(html: string): Template {
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const link = /<link rel="stylesheet"[^>]*>/.exec(cleaned);
  const headEnd = cleaned.indexOf('</head>');
  const root = cleaned.indexOf('<div id="root"></div>');
  const bodyEnd = cleaned.lastIndexOf('</body>');
  if (headEnd < 0 || root < 0 || bodyEnd < 0) throw new Error('public-site/dist/index.html is not the page template');
  const linkStart = link && link.index < headEnd ? link.index : headEnd;
  const linkEnd = link && link.index < headEnd ? link.index + link[0].length : headEnd;
  return {
    beforeStyles: cleaned.slice(0, linkStart),
    stylesheet: link && link.index < headEnd ? link[0] : '',
    afterStyles: cleaned.slice(linkEnd, headEnd),
    beforeRoot: cleaned.slice(headEnd, root) + '<div id="root">',
    afterRoot: '</div>' + cleaned.slice(root + '<div id="root"></div>'.length, bodyEnd),
    end: cleaned.slice(bodyEnd),
  };
}

/** The whole page: the template with the render's head, markup, data and critical CSS. */
export function assemble(template: Template, result: RenderResult, criticalCss: string | undefined): string {
  const styles =
    template.stylesheet && criticalCss !== undefined
      ? `<style>${criticalCss}</style>${template.stylesheet.replace('rel="stylesheet"', 'rel="preload"').replace(/>$/, ' as="style">')}`
      : template.stylesheet;
  const lateStylesheet = template.stylesheet && criticalCss !== undefined ? template.stylesheet : '';
  return (
    template.beforeStyles.replace(/<html lang="[^"]*"/, `<html lang="${result.lang}"`) +
    styles +
    template.afterStyles +
    `  ${result.head}\n  ` +
    template.beforeRoot +
    result.html +
    template.afterRoot +
    `  <script type="application/json" id="__route-data">${result.data.replace(/</g, '\\u003c')}</script>\n  ` +
    lateStylesheet +
    template.end
  );
}
