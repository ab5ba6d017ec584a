import {
  DEFAULT_LOCALE,
  FEED_FILE,
  isLocale,
  KOREA_UTC_OFFSET_MS,
  MANIFEST_FILE,
  type Locale,
  type SiteFeed,
  type WebManifest,
} from '@clinic/contract';

/**
 * The RSS feed (`/feed.xml`, `/en/feed.xml` …) and the web app manifest (`/manifest.webmanifest`,
 * `/en/manifest.webmanifest` …) written out: the server bundle makes their content per language from
 * live data (public-site/src/lib/seo/siteFiles.ts), the page server keeps and serves them (pages.ts).
 */

/** Which file of which language a path names, or undefined for any other path. */
export function siteFileAt(urlPath: string): { kind: 'feed' | 'manifest'; locale: Locale } | undefined {
  const match = /^(?:\/([a-z]{2}))?\/([a-z.]+)$/.exec(urlPath);
  if (!match) return undefined;
  const [, prefix, file] = match;
  const locale = prefix === undefined ? DEFAULT_LOCALE : prefix;
  if (!isLocale(locale) || (prefix !== undefined && locale === DEFAULT_LOCALE)) return undefined;
  if (file === FEED_FILE) return { kind: 'feed', locale };
  if (file === MANIFEST_FILE) return { kind: 'manifest', locale };
  return undefined;
}

/**
 * Text as XML character data: `&`, `<`, `>` and quotes escaped (so a title such as `]]></title><x>`
 * stays text), and the characters XML 1.0 does not allow (control characters, lone surrogates) left
 * out, since a single one would make the whole feed unreadable.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as RSS dates are written (RFC 822, four-digit year), in Korea time: `Fri, 20 Nov 2026 01:30:00 +0900`. */
export function rfc822Korea(instant: string | Date): string {
  const korea = new Date(new Date(instant).getTime() + KOREA_UTC_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${DAYS[korea.getUTCDay()]}, ${two(korea.getUTCDate())} ${MONTHS[korea.getUTCMonth()]} ${korea.getUTCFullYear()} ` +
    `${two(korea.getUTCHours())}:${two(korea.getUTCMinutes())}:${two(korea.getUTCSeconds())} +0900`
  );
}

/** The feed as RSS 2.0, with a self link (Atom) as feed readers and validators expect. */
export function rssXml(feed: SiteFeed): string {
  const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      <guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      `      ${element('pubDate', rfc822Korea(item.published))}`,
      `      ${element('category', item.category)}`,
      item.description ? `      ${element('description', item.description)}` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', feed.link)}`,
    `    ${element('description', feed.description)}`,
    `    ${element('language', feed.language)}`,
    `    <atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The manifest as JSON. */
export function manifestJson(manifest: WebManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
