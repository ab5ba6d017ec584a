import type { Locale } from './locales.js';

/**
 * The site's RSS feed (`/feed.xml`, `/en/feed.xml`, `/cn/feed.xml`, `/jp/feed.xml`) and web app
 * manifest (`/manifest.webmanifest`, `/en/manifest.webmanifest` …): made per language by the public
 * site's server bundle from what the API answers now, written out by the API's page server.
 */

/** The newest items a feed lists (notices and board posts together), and the most each feed read answers. */
export const FEED_ITEMS_MAX = 20;

/** The feed's and the manifest's file names below a locale's root. */
export const FEED_FILE = 'feed.xml';
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The site's icons besides `/favicon.svg` (a file of the build) and `/favicon.ico` (16, 32 and 48 px
 * in one file), drawn by the API from that SVG: `rounded` as the SVG is (transparent corners),
 * `full` filling the square (iOS rounds the corners itself), `maskable` filling the square with the
 * mark inside the middle 80 % (Android cuts it to a circle or other shape).
 */
export const PNG_ICONS = [
  { path: '/apple-touch-icon.png', size: 180, shape: 'full' },
  { path: '/icon-192.png', size: 192, shape: 'rounded' },
  { path: '/icon-512.png', size: 512, shape: 'rounded' },
  { path: '/icon-maskable-512.png', size: 512, shape: 'maskable' },
] as const;
export type IconShape = (typeof PNG_ICONS)[number]['shape'];

/** The site's colour (`--color-primary`, `theme-color`): the icons' ground and the manifest's theme. */
export const SITE_THEME_COLOR = '#1f5f8b';

/** One notice of `GET /v1/center/notifications/feed`: in the caller's language when written in it, else Korean. */
export interface PublicNoticeFeedItem {
  id: number;
  title: string;
  /** Stored HTML. */
  body: string;
  lang: Locale;
  publishedAt: string;
}

/** `GET /v1/center/notifications/feed`: the newest notices the public may see, newest first. */
export interface PublicNoticeFeed {
  notifications: PublicNoticeFeedItem[];
}

/** `GET /v1/boards/{key}/feed`: the newest visible posts of a published board, newest first. */
export interface PublicPostFeed {
  posts: Array<{ id: number; title: string; body: string; createdAt: string }>;
}

/** One entry of the feed: every address absolute (the site's public origin), the time an ISO instant. */
export interface SiteFeedItem {
  title: string;
  link: string;
  /** Plain text: the start of the item's text, its facts filled in, as its page shows it. */
  description: string;
  published: string;
  /** 공지사항, or the board's name. */
  category: string;
}

/** The feed of one language, newest first. */
export interface SiteFeed {
  title: string;
  /** The language's home page. */
  link: string;
  description: string;
  /** `ko`, `en`, `zh-CN`, `ja`. */
  language: string;
  /** The feed's own address. */
  self: string;
  items: SiteFeedItem[];
}

/** A web app manifest (the members this site writes). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'browser' | 'minimal-ui' | 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }>;
}
