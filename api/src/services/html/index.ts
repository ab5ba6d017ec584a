import sanitizeHtml from 'sanitize-html';

/** Where our own uploaded images are served from: the only image source rich text may use. */
const OWN_UPLOADS = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

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
    // The page title is the only h1; editor headings start one level below it.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
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
 * image sources are removed. Run before storing; the public site renders the stored HTML as is.
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
