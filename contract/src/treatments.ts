import { z } from 'zod';
import { normalizeLines, splitLines } from './doctors.js';
import { ILLUSTRATIONS, type IllustrationKey } from './pageText.js';
import type { ImageVariants } from './site.js';
import { optionalTranslated, translated, type Translated } from './translated.js';
import { code, flag, KEY_RULE, optionalText, POSITION_MAX, wholeNumber } from './validation.js';

/**
 * The treatments (치료 방법) as records: the menu lists the visible ones in their order, the main page
 * shows a card for those with `card` on (its dialog links to the page), the sitemap and the
 * MedicalProcedure data follow. Each is tied to its page at `/{section}/{slug}`, whose words staff
 * write in 페이지 문구; a new treatment gets a page with its name as the title.
 */

export const TREATMENT_SECTIONS = ['surgery', 'non-surgical'] as const;
export type TreatmentSection = (typeof TREATMENT_SECTIONS)[number];

export const TREATMENT_NAME_MAX = 40;
export const TREATMENT_NAME_EN_MAX = 100;
export const TREATMENT_SUBJECT_MAX = 80;
export const TREATMENT_ALT_MAX = 200;
export const TREATMENT_LINES_MAX = 6;
export const TREATMENT_LINE_MAX = 200;
const LINES_TEXT_MAX = TREATMENT_LINES_MAX * (TREATMENT_LINE_MAX + 1);

/** One language's card lines, one a line (trimmed, blank lines dropped). */
const linesText = () =>
  optionalText(LINES_TEXT_MAX)
    .transform(normalizeLines)
    .refine((text) => splitLines(text).length <= TREATMENT_LINES_MAX, {
      error: code('tooMany', { num: TREATMENT_LINES_MAX }),
    })
    .refine((text) => splitLines(text).every((line) => line.length <= TREATMENT_LINE_MAX), {
      error: code('maxLength', { num: TREATMENT_LINE_MAX }),
    })
    .default('');

const fields = {
  name: translated(TREATMENT_NAME_MAX),
  nameEn: optionalText(TREATMENT_NAME_EN_MAX).default(''),
  card: flag().default(false),
  cardTitle: optionalTranslated(TREATMENT_NAME_MAX),
  subject: optionalTranslated(TREATMENT_SUBJECT_MAX),
  lines: z.object({ ko: linesText(), en: linesText(), cn: linesText(), jp: linesText() }),
  pictureAlt: optionalTranslated(TREATMENT_ALT_MAX),
  illustration: z.enum(ILLUSTRATIONS, { error: code('invalid') }),
  position: wholeNumber(POSITION_MAX).default(0),
  visible: flag().default(true),
};

/** A card needs its subject and its picture's alt text in Korean (the other languages fall back to it). */
const cardComplete = (value: {
  card?: boolean;
  subject?: { ko: string };
  pictureAlt?: { ko: string };
}): Array<{ path: string[]; message: string }> => {
  if (!value.card) return [];
  const issues: Array<{ path: string[]; message: string }> = [];
  if (value.subject && !value.subject.ko) issues.push({ path: ['subject', 'ko'], message: code('required') });
  if (value.pictureAlt && !value.pictureAlt.ko) issues.push({ path: ['pictureAlt', 'ko'], message: code('required') });
  return issues;
};

/** `POST /console/treatments`: a new treatment, its section and address, and its page made with it. */
export const treatmentCreateInput = z
  .object({
    section: z.enum(TREATMENT_SECTIONS, { error: code('invalid') }),
    slug: z.string({ error: code('required') }).regex(KEY_RULE, { error: code('treatmentSlug') }),
    ...fields,
  })
  .superRefine((value, ctx) => {
    for (const issue of cardComplete(value)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TreatmentCreateInput = z.infer<typeof treatmentCreateInput>;

/** `PUT /console/treatments/:id`: everything but its section and address (its page's address stays). */
export const treatmentUpdateInput = z
  .object(fields)
  .partial()
  .superRefine((value, ctx) => {
    for (const issue of cardComplete(value)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TreatmentUpdateInput = z.infer<typeof treatmentUpdateInput>;

/** A treatment as the console edits it. */
export interface TreatmentRecord {
  id: number;
  section: TreatmentSection;
  slug: string;
  /** Its page in 페이지 문구 (the Korean text's id, to open the editor). */
  pageId: number;
  pageTextId: number | null;
  name: Translated;
  nameEn: string;
  card: boolean;
  cardTitle: Translated;
  subject: Translated;
  lines: Translated;
  pictureAlt: Translated;
  illustration: IllustrationKey;
  picture: ImageVariants | null;
  position: number;
  visible: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A visible treatment as the public site shows it, in the caller's language (`GET /v1/treatments`). */
export interface PublicTreatment {
  section: TreatmentSection;
  slug: string;
  /** Below the locale prefix: `/surgery/venaseal`. */
  path: string;
  name: string;
  nameEn: string;
  /** The main page's card, when it shows one. */
  card: {
    title: string;
    subject: string;
    lines: string[];
    pictureAlt: string;
    illustration: IllustrationKey;
    picture: ImageVariants | null;
  } | null;
}
export interface PublicTreatmentList {
  treatments: PublicTreatment[];
}
