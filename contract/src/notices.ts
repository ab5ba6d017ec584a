import { z } from 'zod';
import { flag, instant, optionalText, requiredText } from './validation.js';

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 20000;

const noticeFields = {
  title: requiredText(NOTICE_TITLE_MAX),
  body: requiredText(NOTICE_BODY_MAX),
  pinned: flag(),
  published: flag(),
  /** When the notice becomes visible; empty means "now". */
  publishedAt: instant().nullable(),
};

/** What staff may write. Create requires title and body; everything else has a default. */
export const noticeInput = z.object({
  ...noticeFields,
  pinned: noticeFields.pinned.default(false),
  published: noticeFields.published.default(true),
  publishedAt: noticeFields.publishedAt.optional(),
});
export type NoticeInput = z.infer<typeof noticeInput>;

/** Update: the same rules, every field optional (react-admin sends the whole record back). */
export const noticeUpdate = z.object(noticeFields).partial();
export type NoticeUpdate = z.infer<typeof noticeUpdate>;

/** A notice as the console sees it. */
export interface Notice {
  id: number;
  title: string;
  body: string;
  pinned: boolean;
  published: boolean;
  publishedAt: string;
  views: number;
  createdAt: string;
  updatedAt: string;
}

/** A notice in the public list. */
export type PublicNoticeSummary = Pick<Notice, 'id' | 'title' | 'pinned' | 'publishedAt' | 'views'>;

export interface PublicNoticeList {
  notifications: PublicNoticeSummary[];
  total: number;
}

/** One notice on the public site, with its neighbours in list order for "previous / next". */
export interface PublicNoticeAnswer {
  notification: PublicNoticeSummary & {
    body: string;
    previous: Pick<Notice, 'id' | 'title'> | null;
    next: Pick<Notice, 'id' | 'title'> | null;
  };
}

export const publicListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  q: optionalText(100).optional(),
});
