import { z } from 'zod';
import { code, flag, optionalText, POSITION_MAX, requiredText, wholeNumber } from './validation.js';
import { translated, type Translated } from './translated.js';
import type { ImageVariants } from './site.js';

/**
 * The clinic's doctors (spec's staff card): Korean and English name, photo, title and the lines of
 * credentials and career, per language, in the order staff give, shown or hidden. The team page, the
 * main page's director card (the first doctor shown) and the Physician JSON-LD are built from them.
 */

export const DOCTOR_NAME_MAX = 40;
export const DOCTOR_TITLE_MAX = 100;
/** Credentials and career: at most this many lines per language, each of at most DOCTOR_LINE_MAX characters. */
export const DOCTOR_LINES_MAX = 20;
export const DOCTOR_LINE_MAX = 120;
/** The whole text of a language's lines (the lines and the breaks between them). */
export const DOCTOR_LINES_TEXT_MAX = DOCTOR_LINES_MAX * (DOCTOR_LINE_MAX + 1);

/** A language's lines as one text, one line each: trimmed, blank lines dropped, `\n` between them. */
export function normalizeLines(text: string): string {
  return splitLines(text).join('\n');
}

/** The lines of a language's text (the public answer's `lines`). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** One language's lines: optional, at most DOCTOR_LINES_MAX lines of at most DOCTOR_LINE_MAX characters. */
const linesText = () =>
  optionalText(DOCTOR_LINES_TEXT_MAX)
    .transform(normalizeLines)
    .refine((text) => splitLines(text).length <= DOCTOR_LINES_MAX, {
      error: code('tooMany', { num: DOCTOR_LINES_MAX }),
    })
    .refine((text) => splitLines(text).every((line) => line.length <= DOCTOR_LINE_MAX), {
      error: code('maxLength', { num: DOCTOR_LINE_MAX }),
    })
    .default('');

export const doctorInput = z.object({
  nameKo: requiredText(DOCTOR_NAME_MAX),
  nameEn: optionalText(DOCTOR_NAME_MAX).default(''),
  title: translated(DOCTOR_TITLE_MAX),
  lines: z.object({ ko: linesText(), en: linesText(), cn: linesText(), jp: linesText() }),
  position: wholeNumber(POSITION_MAX).default(0),
  enabled: flag().default(true),
});
export type DoctorInput = z.infer<typeof doctorInput>;

/** A doctor as the console edits it (`/api/console/{product}/doctors`). */
export interface Doctor {
  id: number;
  nameKo: string;
  nameEn: string;
  title: Translated;
  /** Per language, one line each (separated by `\n`). */
  lines: Translated;
  photo: ImageVariants | null;
  position: number;
  enabled: boolean;
  /** A seeded demo doctor no staff member has changed yet. */
  isDemo: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A doctor as the public site shows it (`GET /api/v1/{product}/doctors`), in the caller's language. */
export interface PublicDoctor {
  id: number;
  nameKo: string;
  nameEn: string;
  title: string;
  lines: string[];
  photo: ImageVariants | null;
}
export interface PublicDoctorList {
  doctors: PublicDoctor[];
}
