import { z } from 'zod';
import { code, email, flag, instant, linkUrl, optionalText, POSITION_MAX, wholeNumber } from './validation.js';
import { clinicPhone, phone } from './phone.js';
import { optionalTranslated, translated } from './translated.js';
import { HOURS_NOTE_MAX, weekHours } from './hours.js';

/**
 * What frames every public page, edited by staff in the console: the site settings, the home page's
 * counters, popups and banners, and the images they carry.
 */

// ---- settings (one per product) ----

/** At most this many e-mail addresses, and phone numbers, are told of new requests. */
export const STAFF_NOTIFY_MAX = 5;
export const CLINIC_NAME_MAX = 100;
export const REPRESENTATIVE_MAX = 60;
export const BUSINESS_NUMBER_MAX = 30;
/**
 * The clinic's phone as typed in the settings: a phone number only (`clinicPhone`: `02-123-4567`,
 * `1588-1234`, `+82 2-123-4567`), saved with hyphens; the site links it by its digits.
 */
export const CLINIC_PHONE_MAX = 30;
export const CLINIC_EMAIL_MAX = 120;
export const ADDRESS_MAX = 200;
/** How to come by subway and by bus, and where to park: one or two sentences each, per language. */
export const DIRECTIONS_MAX = 300;
export const PARKING_MAX = 300;
/** The clinic's postal code (우편번호): Korea's five digits, or empty until staff enter it. */
export const POSTAL_CODE_RULE = /^\d{5}$/;
/**
 * Where the clinic is on a map (WGS 84, as map sites give it): told to search engines in the clinic's
 * JSON-LD (`geo`). Both or neither; each inside South Korea's span (Jeju to Dokdo), so a pair typed
 * the wrong way round, or a place abroad, is refused rather than put on the map.
 */
export const LATITUDE_RANGE = { min: 33, max: 39 } as const;
export const LONGITUDE_RANGE = { min: 124, max: 132 } as const;
export type CoordinateField = 'latitude' | 'longitude';
/**
 * What is wrong with a pair of coordinates as staff entered them (`null`: left empty): for each field
 * that is wrong, its message key (out of its range, or empty while the other is not). The API's rule
 * and the console's.
 */
export function coordinatesProblems(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): Partial<Record<CoordinateField, 'latitude' | 'longitude' | 'coordinatesPair'>> {
  const inside = (value: number, range: { min: number; max: number }) =>
    Number.isFinite(value) && value >= range.min && value <= range.max;
  const problems: Partial<Record<CoordinateField, 'latitude' | 'longitude' | 'coordinatesPair'>> = {};
  if (latitude != null && !inside(latitude, LATITUDE_RANGE)) problems.latitude = 'latitude';
  if (longitude != null && !inside(longitude, LONGITUDE_RANGE)) problems.longitude = 'longitude';
  if (latitude == null && longitude != null) problems.latitude = 'coordinatesPair';
  if (longitude == null && latitude != null) problems.longitude = 'coordinatesPair';
  return problems;
}
/** A coordinate as sent, inside `range` (its message `key`): a number, `null` for none, or left out (the saved one stays). */
const coordinate = (range: { min: number; max: number }, key: 'latitude' | 'longitude') =>
  z
    .number({ error: code(key) })
    .min(range.min, { error: code(key) })
    .max(range.max, { error: code(key) })
    .nullable()
    .optional();

/** The settings fields, each with its own rule (`settingsInput` adds the rules across fields). */
export const settingsFields = z.object({
  onReview: flag(),
  /** Reviews visible to logged-in members only. */
  reviewMembersOnly: flag().default(false),
  clinicName: translated(CLINIC_NAME_MAX),
  representative: translated(REPRESENTATIVE_MAX),
  businessNumber: optionalText(BUSINESS_NUMBER_MAX),
  phone: clinicPhone(CLINIC_PHONE_MAX),
  /** The clinic's e-mail address, or empty. */
  email: optionalText(CLINIC_EMAIL_MAX).refine((v) => v === '' || email().safeParse(v).success, {
    error: code('email'),
  }),
  address: translated(ADDRESS_MAX),
  /**
   * The postal code of the address: shown beside it on the site and in the clinic's search data
   * (JSON-LD). Optional in a request like the directions: left out, the saved one stays.
   */
  postalCode: optionalText(20)
    .refine((v) => v === '' || POSTAL_CODE_RULE.test(v), { error: code('postalCode') })
    .optional(),
  /** Where the clinic is on a map (`coordinatesProblems`): both numbers, or both null. Left out, the saved ones stay. */
  latitude: coordinate(LATITUDE_RANGE, 'latitude'),
  longitude: coordinate(LONGITUDE_RANGE, 'longitude'),
  /**
   * Directions and parking, shown on the clinic information page and filled into page texts
   * (`{{subway}}`, `{{bus}}`, `{{parking}}`). Optional in a request: a client that does not send
   * them (one older than these fields) keeps the saved ones.
   */
  subway: translated(DIRECTIONS_MAX).optional(),
  bus: translated(DIRECTIONS_MAX).optional(),
  parking: translated(PARKING_MAX).optional(),
  /**
   * Opening hours (`hours.mon` … `hours.sun`), whether the clinic is closed on public holidays, and a
   * note under them per language (may be empty). Filled into page texts as `{{hours.summary}}` …
   * and into the JSON-LD. Optional in a request like the directions: left out, the saved ones stay.
   */
  hours: weekHours.optional(),
  closedOnHolidays: flag().optional(),
  hoursNote: optionalTranslated(HOURS_NOTE_MAX).optional(),
  kakaoChannelUrl: linkUrl(),
  naverBookingUrl: linkUrl(),
  youtubeChannelUrl: linkUrl(),
  naverMapUrl: linkUrl(),
  kakaoMapUrl: linkUrl(),
  /**
   * Staff only, never shown on the site: who is told of a new consultation request, 1:1 question or
   * member review to approve (e-mail and/or SMS through the messaging service; the outbox when no
   * provider is configured).
   */
  staffNotifyEmails: z
    .array(email())
    .max(STAFF_NOTIFY_MAX, { error: code('tooMany', { num: STAFF_NOTIFY_MAX }) })
    .default([]),
  staffNotifyPhones: z
    .array(phone())
    .max(STAFF_NOTIFY_MAX, { error: code('tooMany', { num: STAFF_NOTIFY_MAX }) })
    .default([]),
});

/** A settings request (`PUT /api/console/setting/:product`): the fields, and the map coordinates as a pair. */
export const settingsInput = settingsFields.superRefine((v, ctx) => {
  // Each number's range is its field's own rule; this adds that they come as a pair. A request that
  // leaves both out keeps the saved pair.
  if (v.latitude === undefined && v.longitude === undefined) return;
  for (const [field, key] of Object.entries(coordinatesProblems(v.latitude, v.longitude)))
    ctx.addIssue({ code: 'custom', path: [field], message: code(key) });
});

/** A settings request as sent: the directions and parking may be left out. */
export type SettingsInput = z.infer<typeof settingsInput>;

/** The picture a shared link shows (Open Graph, KakaoTalk): 1200 × 630, the size those previews use. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export interface OgImage {
  src: string;
  width: number;
  height: number;
}

/**
 * The settings as saved: every field present, and the uploaded link picture (`null`: none, the site
 * then shows one made from the clinic's name). The picture is set by its own upload, never by a PUT.
 */
export type Settings = Required<SettingsInput> & { ogImage: OgImage | null };
/** The translated settings fields: one language each in the public answer. */
export const TRANSLATED_SETTINGS = [
  'clinicName',
  'representative',
  'address',
  'subway',
  'bus',
  'parking',
  'hoursNote',
] as const;
export type TranslatedSetting = (typeof TRANSLATED_SETTINGS)[number];
/** The settings the public site reads: translated texts in one language, staff-only fields left out. */
export type PublicSettings = Omit<Settings, TranslatedSetting | 'staffNotifyEmails' | 'staffNotifyPhones' | 'ogImage'> &
  Record<TranslatedSetting, string> & {
    /** The uploaded link picture, or the one made from the clinic's name: always a PNG or JPEG of 1200 × 630. */
    ogImage: OgImage;
  };

// ---- main-page counters ----

export const MAIN_CODES = ['all', 'clarivein', 'venaseal'] as const;
export type MainCode = (typeof MAIN_CODES)[number];
export const MAIN_COUNT_MAX = 10_000_000;
export const mainInput = z.object({
  code: z.enum(MAIN_CODES, { error: code('invalid') }),
  count: wholeNumber(MAIN_COUNT_MAX),
});
export interface MainCounter {
  id: number;
  code: MainCode;
  count: number;
}

// ---- popups and banners ----

export const POPUP_TITLE_MAX = 100;
export const POPUP_BODY_MAX = 2000;
export const BANNER_TITLE_MAX = 100;
export const BANNER_ALT_MAX = 200;

/** What popups and banners share: where a click leads, whether and in which place they show, and when. */
const placement = {
  link: linkUrl().default(''),
  enabled: flag().default(true),
  position: wholeNumber(POSITION_MAX).default(0),
  startsAt: instant().nullable().optional(),
  endsAt: instant().nullable().optional(),
};

export const popupInput = z.object({
  title: translated(POPUP_TITLE_MAX),
  body: translated(POPUP_BODY_MAX),
  ...placement,
});
export interface PublicPopup {
  _id: number;
  id: number;
  title: string;
  body: string;
  link: string;
  image: ImageVariants | null;
}

export const BANNER_CODES = ['main', 'sub', 'footer'] as const;
export const bannerInput = z.object({
  code: z.enum(BANNER_CODES, { error: code('invalid') }),
  title: translated(BANNER_TITLE_MAX),
  alt: translated(BANNER_ALT_MAX),
  ...placement,
});
export interface PublicBanner {
  id: number;
  code: string;
  title: string;
  alt: string;
  link: string;
  image: ImageVariants | null;
}

/** An uploaded image after re-encoding: WebP and AVIF at several widths, plus the largest width. */
export interface ImageVariants {
  src: string;
  width: number;
  height: number;
  webp: Array<{ src: string; width: number }>;
  avif: Array<{ src: string; width: number }>;
}

/** `POST /api/editor`: an image for rich text, stored like the others; `url` is the largest WebP. */
export interface EditorImage {
  url: string;
  width: number;
  height: number;
  image: ImageVariants;
}

// ---- the sitemap's lists ----

/**
 * Records per sitemap file: each is listed in four languages, so a file holds at most 40,000 URLs
 * (the protocol allows 50,000 and 50 MB; an entry with its five alternates is under a kilobyte).
 */
export const SITEMAP_CHUNK = 10_000;

/** `?chunk=k` (from 1) asks for the k-th part of a list; without it only its size is answered. */
export const sitemapChunkQuery = z.object({
  chunk: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** A public list as the sitemap reads it: every visible record's id and when it last changed, by id. */
export interface SitemapChunk {
  total: number;
  perChunk: number;
  items?: Array<{ id: number; updatedAt: string }>;
}
