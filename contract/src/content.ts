import { z } from 'zod';
import type { Locale } from './locales.js';
import { code, email, flag, instant, linkUrl, optionalText, requiredText, wholeNumber } from './validation.js';
import { phone } from './phone.js';

/**
 * Public content that staff edit in the console and patients read in four languages. Translated
 * fields are `{ ko, en, cn, jp }`: Korean required, the others optional (the API falls back to ko).
 */
export const translated = (max: number) =>
  z.object({
    ko: requiredText(max),
    en: optionalText(max).default(''),
    cn: optionalText(max).default(''),
    jp: optionalText(max).default(''),
  });
export type Translated = { ko: string; en: string; cn: string; jp: string };

/** A translated text that may be empty in every language (a note). */
export const optionalTranslated = (max: number) =>
  z.object({
    ko: optionalText(max).default(''),
    en: optionalText(max).default(''),
    cn: optionalText(max).default(''),
    jp: optionalText(max).default(''),
  });

export function pick(value: Translated, locale: Locale): string {
  return value[locale]?.trim() ? value[locale] : value.ko;
}

/** A site key: `clinic` by default; one API can serve several branches. */
export const productKey = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, { error: code('invalid') });
export const DEFAULT_PRODUCT = 'clinic';

// ---- settings (one per product) ----

/** At most this many e-mail addresses, and phone numbers, are told of new requests. */
export const STAFF_NOTIFY_MAX = 5;

export const settingsInput = z.object({
  onReview: flag(),
  /** Reviews visible to logged-in members only. */
  reviewMembersOnly: flag().default(false),
  clinicName: translated(100),
  representative: translated(60),
  businessNumber: optionalText(30),
  phone: requiredText(30),
  email: optionalText(120),
  address: translated(200),
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

export type Settings = z.infer<typeof settingsInput>;
/** The settings the public site reads: translated texts in one language, staff-only fields left out. */
export type PublicSettings = Omit<
  Settings,
  'clinicName' | 'representative' | 'address' | 'staffNotifyEmails' | 'staffNotifyPhones'
> & {
  clinicName: string;
  representative: string;
  address: string;
};

// ---- main-page counters ----

export const MAIN_CODES = ['all', 'clarivein', 'venaseal'] as const;
export type MainCode = (typeof MAIN_CODES)[number];
export const mainInput = z.object({
  code: z.enum(MAIN_CODES, { error: code('invalid') }),
  count: wholeNumber(10_000_000),
});
export interface MainCounter {
  id: number;
  code: MainCode;
  count: number;
}

// ---- popups and banners ----

const schedule = {
  startsAt: instant().nullable().optional(),
  endsAt: instant().nullable().optional(),
};

export const popupInput = z.object({
  title: translated(100),
  body: translated(2000),
  link: linkUrl().default(''),
  enabled: flag().default(true),
  position: wholeNumber(1000).default(0),
  ...schedule,
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
  title: translated(100),
  alt: translated(200),
  link: linkUrl().default(''),
  enabled: flag().default(true),
  position: wholeNumber(1000).default(0),
  ...schedule,
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

// ---- fees (non-covered fee table) ----

export const feeInput = z.object({
  category: translated(120),
  minCost: wholeNumber(1_000_000_000),
  maxCost: wholeNumber(1_000_000_000),
  note: optionalTranslated(200).optional(),
  position: wholeNumber(1000).default(0),
  enabled: flag().default(true),
});
export interface PublicFee {
  id: number;
  category: string;
  /** With thousands separators, as the spec shows them: "3,300,000". */
  minCost: string;
  maxCost: string;
  note: string;
}
export interface PublicFeeList {
  fees: PublicFee[];
  updatedAt: string | null;
}

// ---- FAQs ----

export const faqCategoryInput = z.object({
  code: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, { error: code('invalid') }),
  name: translated(60),
  position: wholeNumber(1000).default(0),
});
export const faqInput = z.object({
  categoryId: z
    .number({ error: code('required') })
    .int()
    .positive({ error: code('required') }),
  question: translated(300),
  answer: translated(20000),
  position: wholeNumber(10000).default(0),
  published: flag().default(true),
});
export interface PublicFaq {
  id: number;
  category: string;
  question: string;
  answer: string;
}
export interface PublicFaqList {
  faqs: PublicFaq[];
  categories: Array<{ code: string; name: string }>;
}

// ---- terms (versioned) ----

export const TERM_CODES = [
  'terms-of-use',
  'privacy-policy',
  'privacy-consent',
  'marketing-consent',
  'consultation-consent',
] as const;
export type TermCode = (typeof TERM_CODES)[number];
export const termInput = z.object({
  code: z.enum(TERM_CODES, { error: code('invalid') }),
  version: z
    .string()
    .trim()
    // The column holds 20 characters (2026-01-01.123456789).
    .max(20, { error: code('maxLength', { num: 20 }) })
    .regex(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/, { error: code('invalid') }),
  required: flag().default(false),
  title: translated(120),
  body: translated(60_000),
  effectiveAt: instant(),
  published: flag().default(true),
});
export interface PublicTerm {
  id: number;
  code: TermCode;
  version: string;
  required: boolean;
  title: string;
  body: string;
  effectiveAt: string;
}

// ---- consultation requests (/default-form) ----

export const TREATMENTS = [
  'consult',
  'clarivein',
  'flebogrif',
  'venaseal',
  'rfa',
  'laser',
  'stripping',
  'sclerotherapy',
  'stockings',
] as const;
export type Treatment = (typeof TREATMENTS)[number];
export const FORM_STATUSES = ['new', 'in_progress', 'done'] as const;
export const FORM_FILES_MAX = 3;
export const FORM_FILE_BYTES_MAX = 10 * 1024 * 1024;

export const formInput = z.object({
  name: requiredText(50),
  phone: phone(),
  email: z
    .string()
    .trim()
    .max(254, { error: code('maxLength', { num: 254 }) })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: code('email') })
    .default(''),
  treatment: z.enum(TREATMENTS, { error: code('required') }),
  message: requiredText(2000),
  /** The consultation-consent version the visitor agreed to (required). */
  consent: z.literal(true, { error: code('consentRequired') }),
  /** Optional marketing consent. */
  marketing: flag().default(false),
});
export type FormInput = z.infer<typeof formInput>;

export const formUpdate = z.object({
  status: z.enum(FORM_STATUSES, { error: code('invalid') }),
  /** The staff account looking after the request, or null for nobody. */
  assigneeId: z
    .number({ error: code('invalid') })
    .int()
    .positive()
    .nullable(),
  /** Text of a note to add to the request's history (kept for callers from before notes). */
  memo: optionalText(2000),
});

// ---- curated reviews ({product}/reviews) ----

export const reviewInput = z.object({
  title: requiredText(100),
  content: optionalText(2000).default(''),
  treatment: z
    .enum(TREATMENTS, { error: code('invalid') })
    .nullable()
    .default(null),
  isMain: flag().default(false),
  published: flag().default(true),
  position: wholeNumber(10000).default(0),
});
export interface PublicReview {
  _id: number;
  id: number;
  title: string;
  content: string;
  treatment: Treatment | null;
  thumb: ImageVariants | null;
  images: ImageVariants[];
}
