const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Stored rich text (HTML) as plain text, for a `<meta>` description: tags dropped, block ends made
 * spaces, the common entities read, whitespace collapsed. Works without a DOM (the server render).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/td|\/th|\/tr|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a stored HTML body as text, cut at a word where one is near. */
export function describeHtml(html: string, max = 150): string {
  return describeText(htmlToText(html), max);
}

/** The first `max` characters of a text on one line, cut at a word where one is near. */
export function describeText(plain: string, max = 150): string {
  const text = plain.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd() + '…';
}
