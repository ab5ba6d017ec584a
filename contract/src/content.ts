import { z } from 'zod';
import { code, flag, instant, KEY_RULE, POSITION_MAX, wholeNumber } from './validation.js';
import { optionalTranslated, translated } from './translated.js';

/**
 * Pages staff keep up to date in four languages: the non-covered fee table, the FAQ and the
 * versioned terms. The site's frame (settings, popups, banners) is in site.ts, the clinic's
 * treatments, requests and review cards in clinic.ts.
 */

// ---- fees (non-covered fee table) ----

export const FEE_CATEGORY_MAX = 120;
export const FEE_NOTE_MAX = 200;
/** The largest amount in won (minCost, maxCost). */
export const FEE_COST_MAX = 1_000_000_000;

/**
 * A fee row's code: the key page texts name it by (`{{fee.laser}}`, `{{duration.laser}}`), unique
 * among a product's rows; lowercase letters and digits, starting with a letter.
 */
export const FEE_CODE_RULE = /^[a-z][a-z0-9]{1,29}$/;
/** The longest procedure, in minutes (durationMin, durationMax). */
export const FEE_DURATION_MAX = 24 * 60;

/** A fee code, or none ('' and null both mean none, stored as NULL so several rows can have none). */
const feeCode = () =>
  z
    .string({ error: code('feeCode') })
    .trim()
    .refine((v) => v === '' || FEE_CODE_RULE.test(v), { error: code('feeCode') })
    .transform((v) => (v === '' ? null : v))
    .nullable();
/** Minutes, or none. */
const minutes = () =>
  z
    .number({ error: code('integer') })
    .int({ error: code('integer') })
    .min(1, { error: code('minValue', { num: 1 }) })
    .max(FEE_DURATION_MAX, { error: code('maxValue', { num: FEE_DURATION_MAX }) })
    .nullable();

export const feeInput = z.object({
  category: translated(FEE_CATEGORY_MAX),
  minCost: wholeNumber(FEE_COST_MAX),
  maxCost: wholeNumber(FEE_COST_MAX),
  note: optionalTranslated(FEE_NOTE_MAX).optional(),
  position: wholeNumber(POSITION_MAX).default(0),
  enabled: flag().default(true),
  code: feeCode().optional(),
  /** Covered by national health insurance (급여): shown apart from the non-covered table. */
  covered: flag().default(false),
  /** How long the procedure usually takes, in minutes: both or neither. */
  durationMin: minutes().optional(),
  durationMax: minutes().optional(),
});

/** The parts of a fee row that rules across fields read (a partial update merged with the stored row). */
export interface FeeRanges {
  minCost: number;
  maxCost: number;
  durationMin: number | null;
  durationMax: number | null;
}

/**
 * The rules across a fee row's fields, as `{ field: message code }` (empty when it holds): the
 * highest amount is not below the lowest, a duration has both ends or neither, the longest not
 * below the shortest. The API checks them on the row as it will be stored; the console's form too.
 */
export function feeRangeIssues(fee: FeeRanges): Partial<Record<keyof FeeRanges, string>> {
  const issues: Partial<Record<keyof FeeRanges, string>> = {};
  if (fee.maxCost < fee.minCost) issues.maxCost = code('invalid');
  const { durationMin: lo, durationMax: hi } = fee;
  if (lo == null && hi != null) issues.durationMin = code('required');
  else if (lo != null && hi == null) issues.durationMax = code('required');
  else if (lo != null && hi != null && hi < lo) issues.durationMax = code('durationOrder');
  return issues;
}

export interface PublicFee {
  id: number;
  category: string;
  /** With thousands separators, as the spec shows them: "3,300,000". */
  minCost: string;
  maxCost: string;
  note: string;
  /** The key page texts name the row by (`{{fee.laser}}`), or null. */
  code: string | null;
  /** Covered by national health insurance: listed apart from the non-covered table. */
  covered: boolean;
  /** How long the procedure usually takes, in minutes, or null. */
  durationMin: number | null;
  durationMax: number | null;
}
export interface PublicFeeList {
  fees: PublicFee[];
  updatedAt: string | null;
}

// ---- FAQs ----

export const FAQ_CATEGORY_NAME_MAX = 60;
export const FAQ_QUESTION_MAX = 300;
/** An answer's HTML, in each language. */
export const FAQ_ANSWER_MAX = 20_000;
export const FAQ_POSITION_MAX = 10_000;

export const faqCategoryInput = z.object({
  code: z.string().regex(KEY_RULE, { error: code('invalid') }),
  name: translated(FAQ_CATEGORY_NAME_MAX),
  position: wholeNumber(POSITION_MAX).default(0),
});
export const faqInput = z.object({
  categoryId: z
    .number({ error: code('required') })
    .int()
    .positive({ error: code('required') }),
  question: translated(FAQ_QUESTION_MAX),
  answer: translated(FAQ_ANSWER_MAX),
  position: wholeNumber(FAQ_POSITION_MAX).default(0),
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
/** A version is the day it takes effect, with a number after a dot when one day has several. */
export const TERM_VERSION_RULE = /^\d{4}-\d{2}-\d{2}(\.\d+)?$/;
/** The column holds 20 characters (2026-01-01.123456789). */
export const TERM_VERSION_MAX = 20;
export const TERM_TITLE_MAX = 120;
/** The terms' HTML, in each language. */
export const TERM_BODY_MAX = 60_000;
export const termInput = z.object({
  code: z.enum(TERM_CODES, { error: code('invalid') }),
  version: z
    .string()
    .trim()
    .max(TERM_VERSION_MAX, { error: code('maxLength', { num: TERM_VERSION_MAX }) })
    .regex(TERM_VERSION_RULE, { error: code('invalid') }),
  required: flag().default(false),
  title: translated(TERM_TITLE_MAX),
  body: translated(TERM_BODY_MAX),
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
