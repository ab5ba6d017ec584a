/**
 * The dashboard's first-run checklist: what the site still shows from the demo content until staff
 * replace it. Each item leaves the list as soon as staff change it.
 */

/** Settings fields whose first-run value is a placeholder (02-000-0000, ○○, 홍길동): listed while any language still holds it. */
export const PLACEHOLDER_SETTINGS = ['phone', 'businessNumber', 'representative', 'address', 'subway', 'bus'] as const;
export type PlaceholderSetting = (typeof PLACEHOLDER_SETTINGS)[number];

/** Links whose button stays hidden on the public site while they are empty. */
export const BUTTON_LINKS = ['kakaoChannelUrl', 'naverBookingUrl', 'youtubeChannelUrl'] as const;
export type ButtonLink = (typeof BUTTON_LINKS)[number];

/** Console resources whose first-run records are marked demo until staff change them. */
export const DEMO_RECORDS = ['doctors', 'videos', 'photos', 'reviews'] as const;
export type DemoRecordKind = (typeof DEMO_RECORDS)[number];

/** `GET /api/console/{product}/checklist`. */
export interface DemoChecklist {
  /** Settings fields still holding their placeholder. */
  settings: PlaceholderSetting[];
  /** Button links still empty (the KakaoTalk, booking or YouTube button is not shown). */
  links: ButtonLink[];
  /** How many first-run records of each kind are still unchanged. */
  records: Record<DemoRecordKind, number>;
}

/** Nothing left: the dashboard shows no checklist. */
export const checklistDone = (list: DemoChecklist): boolean =>
  list.settings.length === 0 && list.links.length === 0 && Object.values(list.records).every((n) => n === 0);
