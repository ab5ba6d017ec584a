import { BANNER_CODES, FORM_STATUSES, LOCALES, MAIN_CODES, TERM_CODES, TREATMENTS } from '@clinic/contract';

/** SelectInput / SelectField choices for the contract's enums; names are i18n keys. */
const choicesOf = (ids: readonly string[], prefix: string) => ids.map((id) => ({ id, name: `${prefix}.${id}` }));

export const treatmentChoices = choicesOf(TREATMENTS, 'app.treatments');
export const formStatusChoices = choicesOf(FORM_STATUSES, 'app.formStatus');
export const termCodeChoices = choicesOf(TERM_CODES, 'app.termCodes');
export const mainCodeChoices = choicesOf(MAIN_CODES, 'app.mainCodes');
export const bannerCodeChoices = choicesOf(BANNER_CODES, 'app.bannerCodes');
export const localeChoices = choicesOf(LOCALES, 'app.locales');
