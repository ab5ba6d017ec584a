import { z } from 'zod';
import { code, EMAIL_MAX, flag, optionalText, requiredText, wholeNumber } from './validation.js';
import { phone } from './phone.js';
import type { ImageVariants } from './site.js';

/** The clinic's treatments, the consultation requests visitors send, and the review cards staff curate. */

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

// ---- consultation requests (/default-form) ----

export const FORM_STATUSES = ['new', 'in_progress', 'done'] as const;
export const FORM_FILES_MAX = 3;
export const FORM_FILE_BYTES_MAX = 10 * 1024 * 1024;
export const FORM_NAME_MAX = 50;
export const FORM_MESSAGE_MAX = 2000;
/** A staff note on a request (formUpdate's memo, formNoteInput's body). */
export const FORM_NOTE_MAX = 2000;

export const formInput = z.object({
  name: requiredText(FORM_NAME_MAX),
  phone: phone(),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, { error: code('maxLength', { num: EMAIL_MAX }) })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: code('email') })
    .default(''),
  treatment: z.enum(TREATMENTS, { error: code('required') }),
  message: requiredText(FORM_MESSAGE_MAX),
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
  memo: optionalText(FORM_NOTE_MAX),
});

// ---- curated reviews ({product}/reviews) ----

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_POSITION_MAX = 10_000;
/** A curated review keeps at most this many images besides its thumbnail. */
export const REVIEW_IMAGES_MAX = 10;

export const reviewInput = z.object({
  title: requiredText(REVIEW_TITLE_MAX),
  content: optionalText(REVIEW_CONTENT_MAX).default(''),
  treatment: z
    .enum(TREATMENTS, { error: code('invalid') })
    .nullable()
    .default(null),
  isMain: flag().default(false),
  published: flag().default(true),
  position: wholeNumber(REVIEW_POSITION_MAX).default(0),
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
