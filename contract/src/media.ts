import { z } from 'zod';
import { code, flag, POSITION_MAX, wholeNumber } from './validation.js';
import { optionalTranslated, translated } from './translated.js';
import type { ImageVariants } from './site.js';

/**
 * The clinic's videos and photos, kept by staff in the console: the main page's story videos and
 * clinic video, its hero picture, the information slider and the panorama page.
 */

// ---- videos ----

export const VIDEO_PLACEMENTS = ['story', 'clinic'] as const;
export type VideoPlacement = (typeof VIDEO_PLACEMENTS)[number];
export const VIDEO_TITLE_MAX = 100;
/** What a staff member may paste: an id, or an address of YouTube (youtube.com, youtu.be, …). */
export const YOUTUBE_INPUT_MAX = 300;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** The path forms that carry the id as their second segment: /shorts/ID, /embed/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(['shorts', 'embed', 'live', 'v']);

/**
 * The 11-character video id of a YouTube id or address (`watch?v=`, `youtu.be/`, `shorts/`,
 * `embed/`, with or without `https://`), or null when it is neither.
 */
export function youtubeIdOf(raw: string): string | null {
  const value = raw.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length >= 2 && ID_PATHS.has(segments[0]!)) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** A YouTube id or address, kept as the id (`youtube` is the message otherwise). */
export const youtubeVideo = () =>
  z
    .string({ error: code('youtube') })
    .trim()
    .max(YOUTUBE_INPUT_MAX, { error: code('youtube') })
    .transform((value, ctx) => {
      const id = youtubeIdOf(value);
      if (id) return id;
      ctx.addIssue({ code: 'custom', message: code('youtube') });
      return z.NEVER;
    });

export const videoInput = z.object({
  placement: z.enum(VIDEO_PLACEMENTS, { error: code('invalid') }),
  youtubeId: youtubeVideo(),
  title: translated(VIDEO_TITLE_MAX),
  position: wholeNumber(POSITION_MAX).default(0),
  enabled: flag().default(true),
});

/** YouTube's own picture of a video: what a video without an uploaded thumbnail shows. */
export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;

export interface PublicVideo {
  id: number;
  placement: VideoPlacement;
  youtubeId: string;
  title: string;
  /** The uploaded thumbnail, or YouTube's (480 × 360, without AVIF/WebP variants). */
  thumbnail: ImageVariants;
}
export interface PublicVideoList {
  videos: PublicVideo[];
}

// ---- photos ----

export const PHOTO_PLACEMENTS = ['hero', 'information', 'panorama'] as const;
export type PhotoPlacement = (typeof PHOTO_PLACEMENTS)[number];
export const PHOTO_NAME_MAX = 60;
export const PHOTO_ALT_MAX = 200;
export const PHOTO_TEXT_MAX = 500;

export const photoInput = z.object({
  placement: z.enum(PHOTO_PLACEMENTS, { error: code('invalid') }),
  name: optionalTranslated(PHOTO_NAME_MAX),
  alt: translated(PHOTO_ALT_MAX),
  text: optionalTranslated(PHOTO_TEXT_MAX).optional(),
  position: wholeNumber(POSITION_MAX).default(0),
  enabled: flag().default(true),
});

/** A photo the site shows (only those with an image). */
export interface PublicPhoto {
  id: number;
  placement: PhotoPlacement;
  image: ImageVariants;
  name: string;
  alt: string;
  text: string;
}
export interface PublicPhotoList {
  photos: PublicPhoto[];
}
