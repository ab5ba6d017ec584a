/**
 * The dashboard's first-run checklist: what the site still shows from the demo content until staff
 * replace it. Each item leaves the list as soon as staff change it.
 */
import type { TermCode } from './content.js';

/**
 * Settings fields whose first-run value is a placeholder (02-000-0000, ○○, 홍길동): listed while any
 * language still holds it. The opening hours are listed while they still say the first run's
 * (`DEMO_HOURS`, whatever the holidays and the note say): staff confirm the clinic's own.
 */
export const PLACEHOLDER_SETTINGS = [
  'phone',
  'businessNumber',
  'representative',
  'address',
  'subway',
  'bus',
  'hours',
] as const;
export type PlaceholderSetting = (typeof PLACEHOLDER_SETTINGS)[number];

/** Links whose button stays hidden on the public site while they are empty. */
export const BUTTON_LINKS = ['kakaoChannelUrl', 'naverBookingUrl', 'youtubeChannelUrl'] as const;
export type ButtonLink = (typeof BUTTON_LINKS)[number];

/** Console resources whose first-run records are marked demo until staff change them. */
export const DEMO_RECORDS = ['doctors', 'videos', 'photos', 'reviews'] as const;
export type DemoRecordKind = (typeof DEMO_RECORDS)[number];

/**
 * Marks of the first run's examples in a term's text: processors named '○○ 주식회사', the privacy
 * officer '홍길동', 'privacy@example.com'. A term in force whose text (any language) holds one is listed.
 */
export const TERM_PLACEHOLDERS = ['○○', '홍길동', 'example.com'] as const;

/** `GET /api/console/{product}/checklist`. */
export interface DemoChecklist {
  /** Settings fields still holding their placeholder. */
  settings: PlaceholderSetting[];
  /** Button links still empty (the KakaoTalk, booking or YouTube button is not shown). */
  links: ButtonLink[];
  /** How many first-run records of each kind are still unchanged. */
  records: Record<DemoRecordKind, number>;
  /** Terms in force whose text still holds a first-run example (TERM_PLACEHOLDERS). */
  terms: TermCode[];
}

/** Nothing left: the dashboard shows no checklist. */
export const checklistDone = (list: DemoChecklist): boolean =>
  list.settings.length === 0 &&
  list.links.length === 0 &&
  Object.values(list.records).every((n) => n === 0) &&
  list.terms.length === 0;
