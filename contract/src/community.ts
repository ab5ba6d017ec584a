import { z } from 'zod';
import { TREATMENTS, type Treatment } from './clinic.js';
import type { ImageVariants } from './site.js';
import { translated, type Translated } from './translated.js';
import { code, flag, KEY_RULE, optionalText, requiredText, wholeNumber } from './validation.js';

/**
 * Community and center: reviews members write (`reviews2`), staff-defined boards with posts,
 * files and comments, and 1:1 questions. Member-written text is plain text; staff-written bodies
 * (posts, answers) are HTML that the API sanitizes before storing.
 */

// ---- member reviews (reviews2) ----

export const MEMBER_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MemberReviewStatus = (typeof MEMBER_REVIEW_STATUSES)[number];
export const MEMBER_REVIEW_IMAGES_MAX = 5;
export const MEMBER_REVIEW_TITLE_MAX = 100;
export const MEMBER_REVIEW_CONTENT_MAX = 3000;
/** The reason a member reads when staff reject their review. */
export const REJECT_REASON_MAX = 500;

/** What a member posts (multipart text fields; images go as `images` files, at most five). */
export const memberReviewInput = z.object({
  title: requiredText(MEMBER_REVIEW_TITLE_MAX),
  content: requiredText(MEMBER_REVIEW_CONTENT_MAX),
  treatment: z.enum(TREATMENTS, { error: code('required') }),
});
export type MemberReviewInput = z.infer<typeof memberReviewInput>;

/** Staff: moderate (and correct) a member review. Rejecting needs a reason the member will read. */
export const memberReviewUpdate = z
  .object({
    title: requiredText(MEMBER_REVIEW_TITLE_MAX),
    content: requiredText(MEMBER_REVIEW_CONTENT_MAX),
    treatment: z.enum(TREATMENTS, { error: code('invalid') }),
    status: z.enum(MEMBER_REVIEW_STATUSES, { error: code('invalid') }),
    rejectReason: optionalText(REJECT_REASON_MAX),
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.rejectReason?.trim())
      ctx.addIssue({ code: 'custom', path: ['rejectReason'], message: code('rejectReasonRequired') });
  });
export type MemberReviewUpdate = z.infer<typeof memberReviewUpdate>;

/** A member review as staff see it; `warnings` are the forbidden expressions found in its text. */
export interface MemberReview {
  id: number;
  userId: number | null;
  authorName: string;
  title: string;
  content: string;
  treatment: Treatment | null;
  images: ImageVariants[];
  status: MemberReviewStatus;
  rejectReason: string;
  warnings: string[];
  moderatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An approved member review on the public site (the author's name masked: 김*수). */
export interface PublicMemberReview {
  _id: number;
  id: number;
  kind: 'member';
  title: string;
  content: string;
  treatment: Treatment | null;
  author: string;
  thumb: ImageVariants | null;
  images: ImageVariants[];
  createdAt: string;
}

/** A member's own review on my page, with its moderation state. */
export interface OwnMemberReview {
  id: number;
  title: string;
  treatment: Treatment | null;
  status: MemberReviewStatus;
  rejectReason: string;
  createdAt: string;
}

export const REVIEW_WORD_MAX = 60;
export const REVIEW_WORD_NOTE_MAX = 200;
/** An expression the medical advertising law forbids in reviews ("완치", "통증 없이"…), edited by staff. */
export const reviewWordInput = z.object({
  word: requiredText(REVIEW_WORD_MAX),
  note: optionalText(REVIEW_WORD_NOTE_MAX).default(''),
});
export interface ReviewWord {
  id: number;
  word: string;
  note: string;
  createdAt: string;
}

/** The expressions of `words` that occur in `text` (case- and space-insensitive). */
export function forbiddenExpressionsIn(text: string, words: readonly string[]): string[] {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  const haystack = squash(text);
  return words.filter((w) => squash(w) !== '' && haystack.includes(squash(w)));
}

/** Masks a name for public display: 김민수 -> 김*수, Kim -> K*m, 이수 -> 이*. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

// ---- boards ----

export const BOARD_WRITE_ACCESS = ['staff', 'members'] as const;
export type BoardWriteAccess = (typeof BOARD_WRITE_ACCESS)[number];
export const BOARD_FILES_MAX = 5;
export const BOARD_FILE_BYTES_MAX = 10 * 1024 * 1024;
export const POST_TITLE_MAX = 200;
export const POST_BODY_MAX = 100_000;
export const COMMENT_MAX = 1000;
export const BOARD_NAME_MAX = 60;
export const BOARD_POSITION_MAX = 10_000;

export const boardKey = () =>
  z
    .string({ error: code('required') })
    .trim()
    .regex(KEY_RULE, { error: code('boardKey') });

export const boardInput = z.object({
  key: boardKey(),
  name: translated(BOARD_NAME_MAX),
  writeAccess: z.enum(BOARD_WRITE_ACCESS, { error: code('invalid') }).default('staff'),
  commentsEnabled: flag().default(false),
  published: flag().default(true),
  position: wholeNumber(BOARD_POSITION_MAX).default(0),
});
export const boardUpdate = boardInput.partial();
export interface Board {
  id: number;
  key: string;
  name: Translated;
  writeAccess: BoardWriteAccess;
  commentsEnabled: boolean;
  published: boolean;
  position: number;
  createdAt: string;
  updatedAt: string;
}
export interface PublicBoard {
  key: string;
  name: string;
  writeAccess: BoardWriteAccess;
  commentsEnabled: boolean;
}

/** A post body is HTML (sanitized by the API); `pinned`/`hidden` are staff-only. */
export const postInput = z.object({
  title: requiredText(POST_TITLE_MAX),
  body: requiredText(POST_BODY_MAX),
});
export const consolePostInput = postInput.extend({
  boardId: z
    .number({ error: code('required') })
    .int()
    .positive(),
  pinned: flag().default(false),
  hidden: flag().default(false),
});
export const consolePostUpdate = consolePostInput.omit({ boardId: true }).partial();

export interface BoardFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  /** Where to download it (public for a visible post). */
  url: string;
}
export interface PostSummary {
  id: number;
  title: string;
  author: string;
  thumb: ImageVariants | null;
  pinned: boolean;
  views: number;
  comments: number;
  createdAt: string;
}
export interface PublicPost extends PostSummary {
  body: string;
  files: BoardFile[];
  /** Whether the current reader may edit or delete it (author or staff). */
  mine: boolean;
}
export interface ConsolePost extends PostSummary {
  boardId: number;
  body: string;
  hidden: boolean;
  files: BoardFile[];
  updatedAt: string;
}

export const commentInput = z.object({ body: requiredText(COMMENT_MAX) });
export const consoleCommentUpdate = z.object({ hidden: flag(), body: requiredText(COMMENT_MAX) }).partial();
export interface PublicComment {
  id: number;
  author: string;
  body: string;
  createdAt: string;
  mine: boolean;
}
export interface ConsoleComment {
  id: number;
  postId: number;
  boardId: number;
  /** The title of the post it belongs to (for the console list). */
  postTitle: string;
  userId: number | null;
  /** The name shown on the site (a member's masked). */
  author: string;
  /** Staff see whose comment it is: the member's name and username ('' once they withdrew or for staff). */
  memberName: string;
  memberUsername: string;
  body: string;
  hidden: boolean;
  createdAt: string;
}

// ---- 1:1 questions ----

export const QUESTION_CATEGORIES = ['treatment', 'cost', 'reservation', 'insurance', 'site', 'other'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export const QUESTION_STATUSES = ['waiting', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_FILES_MAX = 3;
export const QUESTION_FILE_BYTES_MAX = 10 * 1024 * 1024;
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_BODY_MAX = 5000;

export const questionInput = z.object({
  category: z.enum(QUESTION_CATEGORIES, { error: code('required') }),
  title: requiredText(QUESTION_TITLE_MAX),
  body: requiredText(QUESTION_BODY_MAX),
});
export type QuestionInput = z.infer<typeof questionInput>;
/** Staff answer (HTML, sanitized by the API). Saving it sets the status to answered. */
export const questionAnswer = z.object({ answer: requiredText(POST_BODY_MAX) });

export interface QuestionFile {
  id: number;
  name: string;
  size: number;
  mime: string;
}
export interface OwnQuestion {
  id: number;
  category: QuestionCategory;
  title: string;
  body: string;
  status: QuestionStatus;
  answer: string | null;
  answeredAt: string | null;
  files: QuestionFile[];
  createdAt: string;
}
export interface ConsoleQuestion extends OwnQuestion {
  userId: number;
  authorName: string;
  authorUsername: string;
  updatedAt: string;
}
