import {
  BANNER_CODES,
  DOCUMENT_KINDS,
  FORM_STATUSES,
  LOCALES,
  MAIN_CODES,
  MEMBER_KINDS,
  MEMBER_STATUSES,
  TERM_CODES,
  TREATMENTS,
} from '@clinic/contract';

/** SelectInput / SelectField choices for the contract's enums; names are i18n keys. */
const choicesOf = (ids: readonly string[], prefix: string) => ids.map((id) => ({ id, name: `${prefix}.${id}` }));

export const treatmentChoices = choicesOf(TREATMENTS, 'app.treatments');
export const formStatusChoices = choicesOf(FORM_STATUSES, 'app.formStatus');
export const termCodeChoices = choicesOf(TERM_CODES, 'app.termCodes');
export const mainCodeChoices = choicesOf(MAIN_CODES, 'app.mainCodes');
export const bannerCodeChoices = choicesOf(BANNER_CODES, 'app.bannerCodes');
export const localeChoices = choicesOf(LOCALES, 'app.locales');

export const memberKindChoices = choicesOf(MEMBER_KINDS, 'app.memberKinds');
/** Every status a member can be in (lists, filters); staff set only the first two. */
export const memberStatusChoices = choicesOf(MEMBER_STATUSES, 'app.accountStatus');
export const accountStatusChoices = choicesOf(['active', 'disabled'], 'app.accountStatus');
export const documentKindChoices = choicesOf(DOCUMENT_KINDS, 'app.documentKinds');

// What the API writes in the outbox and in the access log (api/src/services/messaging, http/audit).
export const outboxChannelChoices = choicesOf(['email', 'sms'], 'app.outboxChannels');
export const outboxStatusChoices = choicesOf(['stored', 'sending', 'sent', 'failed'], 'app.outboxStatus');
export const subjectTypeChoices = choicesOf(['member', 'form', 'outbox'], 'app.subjectTypes');
export const auditActionChoices = choicesOf(
  ['list', 'read', 'create', 'update', 'delete', 'download', 'export'],
  'app.auditActions',
);
