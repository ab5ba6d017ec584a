/**
 * The files of the site besides its pages, in one language: the RSS feed of notices and board posts
 * and the web app manifest (made by the server bundle from what the API answers now; the API's page
 * server writes them out and keeps them like pages), and the `<link>` tags every page names them with.
 */
import {
  FEED_FILE,
  FEED_ITEMS_MAX,
  LANGUAGE_TAGS,
  MANIFEST_FILE,
  PNG_ICONS,
  SITE_THEME_COLOR,
  interpolate,
  type Locale,
  type PublicBoard,
  type PublicNoticeFeed,
  type PublicPostFeed,
  type PublicSettings,
  type RenderTransport,
  type SiteFeed,
  type SiteFeedItem,
  type WebManifest,
} from '@clinic/contract';
import { apiGet, setApiTransport } from '../api';
import { endpoints } from '../endpoints';
import { factsOf, fillFactsInHtml } from '../facts';
import { describeHtml } from '../html';
import { catalog, ensureCatalog, localePrefix } from '../i18n';
import { fetchSettings } from '../settings';
import { localizedPath, SITE_ORIGIN } from './head';

/** How long an item's description is: a short paragraph, cut at a word. */
const DESCRIPTION_MAX = 300;

/** The feed's address in `locale` (`/feed.xml`, `/en/feed.xml`). */
export const feedPath = (locale: Locale) => `${localePrefix(locale)}/${FEED_FILE}`;
/** The manifest's address in `locale` (`/manifest.webmanifest`, `/en/manifest.webmanifest`). */
export const manifestPath = (locale: Locale) => `${localePrefix(locale)}/${MANIFEST_FILE}`;

/** The feed's title, as the feed says it and as the pages' `<link rel="alternate">` names it. */
const feedTitle = (locale: Locale, clinic: string) => interpolate(catalog(locale).feed.title, { clinic });

/**
 * The feed in `locale`: the newest notices and board posts the public may see (published, their time
 * come, on published boards, not hidden), newest first, at most FEED_ITEMS_MAX. Each links to its
 * page in that language; its description is the start of its text with the clinic's facts filled
 * in, as the page shows it.
 */
export async function feedOf(locale: Locale, transport: RenderTransport): Promise<SiteFeed> {
  setApiTransport(transport);
  const [messages, settings, notices, { boards }] = await Promise.all([
    ensureCatalog(locale),
    fetchSettings(locale),
    apiGet<PublicNoticeFeed>(endpoints.noticeFeed(), locale),
    apiGet<{ boards: PublicBoard[] }>(endpoints.boards(), locale),
  ]);
  const facts = factsOf(settings, locale);
  const describe = (html: string) => describeHtml(fillFactsInHtml(html, facts), DESCRIPTION_MAX);
  const link = (path: string) => SITE_ORIGIN + localizedPath(locale, path);
  const posts = await Promise.all(
    boards.map(async (board) => ({ board, ...(await apiGet<PublicPostFeed>(endpoints.postFeed(board.key), locale)) })),
  );
  const items: SiteFeedItem[] = [
    ...notices.notifications.map((n) => ({
      title: n.title,
      link: link(`/center/notice/${n.id}`),
      description: describe(n.body),
      published: n.publishedAt,
      category: messages.notices.title,
    })),
    ...posts.flatMap(({ board, posts: list }) =>
      list.map((p) => ({
        title: p.title,
        link: link(`/boards/${board.key}/${p.id}`),
        description: describe(p.body),
        published: p.createdAt,
        category: board.name,
      })),
    ),
  ];
  items.sort((a, b) => b.published.localeCompare(a.published) || b.link.localeCompare(a.link));
  return {
    title: feedTitle(locale, settings.clinicName),
    link: link('/'),
    description: interpolate(messages.feed.description, { clinic: settings.clinicName }),
    language: LANGUAGE_TAGS[locale],
    self: SITE_ORIGIN + feedPath(locale),
    items: items.slice(0, FEED_ITEMS_MAX),
  };
}

/**
 * The web app manifest in `locale`: the clinic's name as staff keep it in the settings (the name
 * under the home-screen icon), the language's home page as its start, the site's colour and icons.
 */
export async function manifestOf(locale: Locale, transport: RenderTransport): Promise<WebManifest> {
  setApiTransport(transport);
  const [messages, settings] = await Promise.all([ensureCatalog(locale), fetchSettings(locale)]);
  return manifestFrom(locale, settings, messages.site.description);
}

function manifestFrom(locale: Locale, settings: PublicSettings, description: string): WebManifest {
  const start = localizedPath(locale, '/');
  return {
    id: start,
    name: settings.clinicName,
    short_name: settings.clinicName,
    description,
    lang: LANGUAGE_TAGS[locale],
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'browser',
    theme_color: SITE_THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...PNG_ICONS.filter((icon) => icon.shape !== 'full').map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.shape === 'maskable' ? ('maskable' as const) : ('any' as const),
      })),
    ],
  };
}

/**
 * The `<link>` tags of a page in `locale` that name the language's manifest and feed (the icons are
 * in the page template, the same for every page). `siteName` empty (a page rendered without the
 * settings): the manifest alone.
 */
export function siteFileLinks(locale: Locale, siteName: string): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const links = [`<link rel="manifest" href="${manifestPath(locale)}">`];
  if (siteName)
    links.push(
      `<link rel="alternate" type="application/rss+xml" title="${esc(feedTitle(locale, siteName))}" href="${esc(SITE_ORIGIN + feedPath(locale))}">`,
    );
  return links.join('\n    ');
}

/** Keeps the manifest and feed links in step after a client-side navigation into another language. */
export function applySiteFileLinks(locale: Locale, siteName: string): void {
  document.head.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
  const feed = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
  feed?.setAttribute('href', SITE_ORIGIN + feedPath(locale));
  feed?.setAttribute('title', feedTitle(locale, siteName));
}
