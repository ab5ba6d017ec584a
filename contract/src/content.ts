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

export const feeInput = z.object({
  category: translated(FEE_CATEGORY_MAX),
  minCost: wholeNumber(FEE_COST_MAX),
  maxCost: wholeNumber(FEE_COST_MAX),
  note: optionalTranslated(FEE_NOTE_MAX).optional(),
  position: wholeNumber(POSITION_MAX).default(0),
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
