import { z } from 'zod';
import type { Locale } from './locales.js';
import { code, flag, instant, optionalText, requiredText } from './validation.js';

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 20000;

/** The languages a notice may be translated into; Korean (`title`, `body`) is the source. */
export const NOTICE_TRANSLATIONS = ['en', 'cn', 'jp'] as const;
export type NoticeTranslationLocale = (typeof NOTICE_TRANSLATIONS)[number];
/** One text in each translated language ('' where none is written). */
export type NoticeTranslatedText = Record<NoticeTranslationLocale, string>;
/** A notice's translations: `{ title: { en, cn, jp }, body: { en, cn, jp } }`. */
export interface NoticeTranslations {
  title: NoticeTranslatedText;
  body: NoticeTranslatedText;
}
export const EMPTY_NOTICE_TRANSLATIONS: NoticeTranslations = {
  title: { en: '', cn: '', jp: '' },
  body: { en: '', cn: '', jp: '' },
};

/**
 * Whether an HTML body has anything to read: text or an image. An editor's empty `<p></p>` (or
 * `<p><br></p>`) has not. The API sanitizes first and asks again; this is the rule both share.
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}

const translatedTexts = (max: number) =>
  z.object({
    en: optionalText(max).default(''),
    cn: optionalText(max).default(''),
    jp: optionalText(max).default(''),
  });

/**
 * The English, Chinese and Japanese title and body, each at most as long as the Korean. A language
 * is written in full (title and body) or left empty (both ''): sending both empty clears it.
 */
export const noticeTranslations = z
  .object({
    title: translatedTexts(NOTICE_TITLE_MAX).default({ en: '', cn: '', jp: '' }),
    body: translatedTexts(NOTICE_BODY_MAX).default({ en: '', cn: '', jp: '' }),
  })
  .superRefine((value, ctx) => {
    for (const locale of NOTICE_TRANSLATIONS) {
      const hasTitle = value.title[locale] !== '';
      const hasBody = htmlHasContent(value.body[locale]);
      if (hasBody && !hasTitle)
        ctx.addIssue({ code: 'custom', path: ['title', locale], message: code('translationTitle') });
      if (hasTitle && !hasBody)
        ctx.addIssue({ code: 'custom', path: ['body', locale], message: code('translationBody') });
    }
  });

/** The languages a notice reads in: Korean always, then each translation written in full. */
export function noticeLanguages(translations: NoticeTranslations): Locale[] {
  return ['ko', ...NOTICE_TRANSLATIONS.filter((l) => translations.title[l] !== '' && translations.body[l] !== '')];
}

const noticeFields = {
  title: requiredText(NOTICE_TITLE_MAX),
  body: requiredText(NOTICE_BODY_MAX),
  /** Optional: absent on create means none; on update, absent keeps the stored ones. */
  translations: noticeTranslations,
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
  translations: noticeFields.translations.optional(),
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
  /** English, Chinese and Japanese; '' where not written (the public site then shows the Korean). */
  translations: NoticeTranslations;
  pinned: boolean;
  published: boolean;
  publishedAt: string;
  views: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A notice in the public list: its title in the caller's language when the notice has it, else in
 * Korean; `lang` says which (the page marks Korean text `lang="ko"` on a page in another language).
 * `updatedAt` is when staff last changed it (a translation too): the sitemap's `lastmod`.
 */
export type PublicNoticeSummary = Pick<Notice, 'id' | 'title' | 'pinned' | 'publishedAt' | 'views' | 'updatedAt'> & {
  lang: Locale;
};

export interface PublicNoticeList {
  notifications: PublicNoticeSummary[];
  total: number;
}

/** One notice on the public site, with its neighbours in list order for "previous / next". */
export interface PublicNoticeAnswer {
  notification: PublicNoticeSummary & {
    body: string;
    previous: (Pick<Notice, 'id' | 'title'> & { lang: Locale }) | null;
    next: (Pick<Notice, 'id' | 'title'> & { lang: Locale }) | null;
  };
}

export const publicListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  q: optionalText(100).optional(),
});
