import sanitizeHtml from 'sanitize-html';
import { email, type Translated } from '@clinic/contract';
import { fieldError } from '../../http/errors.js';

/** Where our own uploaded images are served from: the only image source rich text may use. */
const OWN_UPLOADS = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

/**
 * A fact's name (`{{phone}}`) is filled in by the public site as text only: an attribute (a link's
 * `href`, an image's `src`, a title …) that names one is dropped, so a fact never becomes a link or
 * an address (a phone saved as `javascript:…` would otherwise be a live link).
 */
const NAMES_A_FACT = /\{\{/;
const withoutFacts = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes =>
  Object.fromEntries(Object.entries(attribs).filter(([, value]) => !NAMES_A_FACT.test(value)));

/**
 * A `tel:` link dials digits (`tel:02-555-1234`, `tel:+82-2-555-1234`) and a `mailto:` link writes to
 * one valid address (`mailto:desk@example.kr`, a `?subject=` may follow); any other text after those
 * schemes drops the link's address. Other schemes are left to `allowedSchemes`. Spaces and control
 * characters are read out first, as a browser does.
 */
function dialsOrMails(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what a browser drops
  const value = href.replace(/[\u0000-\u0020]+/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'tel') return /^tel:\+?\d[\d-]*$/i.test(value);
  if (scheme !== 'mailto') return true;
  const address = value.slice('mailto:'.length).split('?')[0] ?? '';
  try {
    return email().safeParse(decodeURIComponent(address)).success;
  } catch {
    return false;
  }
}

/** A tag renamed (`h1` to `h2`) keeps its attributes, less any that names a fact. */
const renamed =
  (tagName: string): sanitizeHtml.Transformer =>
  (_tag, attribs) => ({ tagName, attribs: withoutFacts(attribs) });

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  // The editor's alignment buttons write `text-align`; nothing else of CSS passes.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: withoutFacts(attribs) }),
    // The page title is the only h1; editor headings start one level below it and stop at h4.
    h1: renamed('h2'),
    h5: renamed('h4'),
    h6: renamed('h4'),
    a: (tagName, attribs) => {
      const { href, ...rest } = withoutFacts(attribs);
      const kept = href !== undefined && dialsOrMails(href) ? { ...rest, href } : rest;
      const external = /^https?:/i.test(kept.href ?? '');
      return {
        tagName,
        attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
      };
    },
  },
  // Images only from our own uploads (no tracking pixels, no hot-linked files).
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_UPLOADS.test(frame.attribs.src ?? ''),
};

/**
 * Rich text from the console (and anything else a person typed as HTML) through an allow-list:
 * headings, paragraphs, lists, links with safe schemes, tables, images from our own uploads.
 * Scripts, event-handler attributes, `javascript:` links, styles other than alignment and foreign
 * image sources are removed, and so is any attribute that names a fact (`href="{{phone}}"`): facts
 * are filled in as text only. Run before storing; the public site renders the stored HTML as is.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether an HTML body has any text or image left (an editor's empty `<p></p>` has not). */
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}

/** Plain text (member-written) to the same HTML shape, for places that show both. */
export function textToHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The plain-text format bodies had before rich text (and the demo data files still use) to HTML:
 * paragraphs split by blank lines, a `## ` line is an `<h2>`, a run of `- ` lines a `<ul>`, other
 * line breaks `<br>`; the text is escaped. The data migration 20261121000006_rich_text_bodies does
 * the same (migrations may not import application code): change both together.
 */
export function plainToHtml(text: string): string {
  const out: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let run: string[] = [];
    let listRun = false;
    const flush = () => {
      if (run.length === 0) return;
      out.push(
        listRun
          ? `<ul>${run.map((l) => `<li>${escapeHtml(l.slice(2).trim())}</li>`).join('')}</ul>`
          : `<p>${run.map(escapeHtml).join('<br>')}</p>`,
      );
      run = [];
    };
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (line.startsWith('## ')) {
        flush();
        out.push(`<h2>${escapeHtml(line.slice(3).trim())}</h2>`);
        continue;
      }
      const isItem = line.startsWith('- ');
      if (run.length > 0 && isItem !== listRun) flush();
      listRun = isItem;
      run.push(line);
    }
    flush();
  }
  return out.join('');
}

/**
 * A required rich-text field as the console sends it, sanitized for storing. A body with nothing
 * left after sanitizing (only a script, an empty paragraph) is the field's `required` error.
 */
export function requiredRichText(field: string, html: string): string {
  const clean = sanitizeRichText(html);
  if (!hasContent(clean)) throw fieldError(field, 'required');
  return clean;
}

/** A translated rich-text field: every language sanitized; Korean required, the others may be empty. */
export function richTranslated(field: string, value: Translated): Translated {
  const clean = (html: string) => {
    const out = sanitizeRichText(html);
    return hasContent(out) ? out : '';
  };
  return {
    ko: requiredRichText(`${field}.ko`, value.ko),
    en: clean(value.en),
    cn: clean(value.cn),
    jp: clean(value.jp),
  };
}
