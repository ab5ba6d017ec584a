import {
  BANNER_CODES,
  BOARD_WRITE_ACCESS,
  DOCUMENT_KINDS,
  FORM_STATUSES,
  LOCALES,
  MAIN_CODES,
  MEMBER_KINDS,
  MEMBER_REVIEW_STATUSES,
  MEMBER_STATUSES,
  MESSAGE_TEMPLATE_CHANNELS,
  PHOTO_PLACEMENTS,
  QUESTION_CATEGORIES,
  QUESTION_STATUSES,
  STAFF_ROLES,
  TERM_CODES,
  TREATMENTS,
  VIDEO_PLACEMENTS,
} from '@clinic/contract';

/** SelectInput / SelectField choices for the contract's enums; names are i18n keys. */
const choicesOf = (ids: readonly string[], prefix: string) => ids.map((id) => ({ id, name: `${prefix}.${id}` }));

export const treatmentChoices = choicesOf(TREATMENTS, 'app.treatments');
export const formStatusChoices = choicesOf(FORM_STATUSES, 'app.formStatus');
export const termCodeChoices = choicesOf(TERM_CODES, 'app.termCodes');
export const mainCodeChoices = choicesOf(MAIN_CODES, 'app.mainCodes');
export const bannerCodeChoices = choicesOf(BANNER_CODES, 'app.bannerCodes');
export const localeChoices = choicesOf(LOCALES, 'app.locales');
export const videoPlacementChoices = choicesOf(VIDEO_PLACEMENTS, 'app.videoPlacements');
export const photoPlacementChoices = choicesOf(PHOTO_PLACEMENTS, 'app.photoPlacements');

export const memberKindChoices = choicesOf(MEMBER_KINDS, 'app.memberKinds');
/** Every status a member can be in (lists, filters); staff set only the first two. */
export const memberStatusChoices = choicesOf(MEMBER_STATUSES, 'app.accountStatus');
export const accountStatusChoices = choicesOf(['active', 'disabled'], 'app.accountStatus');
/** Staff roles (contract/src/auth.ts): 관리자, 직원. */
export const staffRoleChoices = choicesOf(STAFF_ROLES, 'app.staffRoles');
export const documentKindChoices = choicesOf(DOCUMENT_KINDS, 'app.documentKinds');

// What the API writes in the outbox and in the access log (api/src/services/messaging, http/audit).
export const outboxChannelChoices = choicesOf(['email', 'sms'], 'app.outboxChannels');
/** Who sent it: the mail server, SOLAPI, or nobody (kept in the outbox only: no provider configured). */
export const outboxProviderChoices = choicesOf(['outbox', 'smtp', 'solapi', 'solapi-kakao'], 'app.outboxProviders');
/** What a message template is written for (replies to consultation requests). */
export const templateChannelChoices = choicesOf(MESSAGE_TEMPLATE_CHANNELS, 'app.templateChannels');
export const outboxStatusChoices = choicesOf(['stored', 'sending', 'sent', 'failed'], 'app.outboxStatus');
export const subjectTypeChoices = choicesOf(
  [
    'member',
    'form',
    'outbox',
    'memberReview',
    'question',
    'messageRecipient',
    'boardComment',
    'withdrawal',
    'staff',
    'accessLog',
  ],
  'app.subjectTypes',
);
export const auditActionChoices = choicesOf(
  ['list', 'read', 'create', 'update', 'delete', 'download', 'export'],
  'app.auditActions',
);

// Community and center (contract/src/community.ts).
export const reviewStatusChoices = choicesOf(MEMBER_REVIEW_STATUSES, 'app.reviewStatus');
export const boardWriteAccessChoices = choicesOf(BOARD_WRITE_ACCESS, 'app.boardWriteAccess');
export const questionStatusChoices = choicesOf(QUESTION_STATUSES, 'app.questionStatus');
export const questionCategoryChoices = choicesOf(QUESTION_CATEGORIES, 'app.questionCategories');
