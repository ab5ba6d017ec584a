import { z } from 'zod';
import { optionalText, requiredText } from './validation.js';
import { FORM_NOTE_MAX } from './clinic.js';

/**
 * The console as the clinic's front desk: what waits for staff, notes on consultation requests,
 * a member's history, and exports of personal data with their reason.
 */

/** What waits for staff, counted live (the console's menu and dashboard poll it). */
export interface InboxCounts {
  /** Consultation requests still at 신규 (new). */
  formsNew: number;
  /** 1:1 questions not answered yet. */
  questionsWaiting: number;
  /** Member reviews awaiting approval. */
  reviewsPending: number;
  /**
   * The number (`id`) of the newest record of each kind, 0 while there is none: when one rises the
   * console tells staff, with a link to that record, and counts its dashboard again (a new member
   * waits for no one but is on the dashboard).
   */
  newest: InboxNewest;
}

/** The newest record's number of each kind a patient or member sends (see InboxCounts.newest). */
export interface InboxNewest {
  form: number;
  question: number;
  review: number;
  member: number;
}

/** How often the console asks for the counts: a new request shows within this (and well under 30 s). */
export const INBOX_POLL_MS = 15_000;

/** A note staff add to a consultation request's history. */
export const formNoteInput = z.object({ body: requiredText(FORM_NOTE_MAX) });

export interface FormNote {
  id: number;
  body: string;
  /** The staff account's username; '' for a memo written before notes were kept. */
  staff: string;
  createdAt: string;
}

export const STAFF_NOTE_MAX = 2000;
/** Staff's own note on a member (never shown to the member). */
export const staffNoteInput = z.object({ note: optionalText(STAFF_NOTE_MAX) });

export const EXPORT_REASON_MAX = 200;
/** Why staff export a list of personal data: asked before every export, kept in the access log. */
export const exportReason = z.object({
  reason: requiredText(EXPORT_REASON_MAX),
});

/** The most rows one export writes. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * The most rows one console list request may read of a resource that holds personal data: a larger
 * page is refused (400 `personalDataPage`), so taking many rows goes through the export, which asks
 * why and logs the row count.
 */
export const PERSONAL_DATA_PAGE_MAX = 100;

/** A member's history, as the member page shows it (newest first, at most `HISTORY_MAX` of each). */
export interface MemberHistory {
  /**
   * Consultation requests sent while logged in as the member (`verified`: the member's own) or from
   * the member's phone number (`verified: false`: anyone who knows the number may have sent it).
   */
  forms: Array<{
    id: number;
    createdAt: string;
    treatment: string;
    status: string;
    preview: string;
    verified: boolean;
  }>;
  questions: Array<{ id: number; createdAt: string; title: string; status: string }>;
  reviews: Array<{ id: number; createdAt: string; title: string; status: string }>;
  comments: Array<{ id: number; createdAt: string; body: string; postId: number; postTitle: string; hidden: boolean }>;
  messages: Array<{
    id: number;
    messageId: number;
    createdAt: string;
    channel: string;
    subject: string;
    status: string;
  }>;
  totals: { forms: number; questions: number; reviews: number; comments: number; messages: number };
}
export const HISTORY_MAX = 20;

/** The first words of a request's message, for the list. */
export function previewOf(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The longest span (days) of requests or questions whose long texts (a request's message, a
 * question's body) a console search reads: the screen's dates set it. Names, phones and e-mails
 * are found over every row, through indexes.
 */
export const TEXT_SEARCH_MAX_DAYS = 93;
