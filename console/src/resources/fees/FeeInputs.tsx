import { BooleanInput, NumberInput, TextInput, maxValue, minValue, regex, required, type Validator } from 'react-admin';
import { Stack } from '@mui/material';
import {
  FEE_CATEGORY_MAX,
  FEE_CODE_RULE,
  FEE_COST_MAX,
  FEE_DURATION_MAX,
  FEE_NOTE_MAX,
  POSITION_MAX,
  feeRangeIssues,
  type FeeRanges,
} from '@clinic/contract';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { PositionInput } from '../../inputs/PositionInput';
import { integer } from '../../inputs/parse';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.clinic/fees.helper';
type Translations = Partial<Record<string, string | null>>;

const wonRules = [required(), integer, minValue(0), maxValue(FEE_COST_MAX)];

const notBelowMin: Validator = (value: unknown, values: { minCost?: number | null }) =>
  typeof value === 'number' && typeof values.minCost === 'number' && value < values.minCost
    ? 'app.validation.maxBelowMin'
    : undefined;

const minuteRules = [integer, minValue(1), maxValue(FEE_DURATION_MAX)];
const codeRule = regex(FEE_CODE_RULE, 'app.validation.feeCode');

/** The contract's rules across a row's fields (feeRangeIssues), on one field: both ends of a duration, the longest not below the shortest. */
const CONTRACT_MESSAGES: Record<string, string> = {
  required: 'ra.validation.required',
  invalid: 'app.validation.maxBelowMin',
  durationOrder: 'app.validation.durationOrder',
};
const acrossFields =
  (field: keyof FeeRanges): Validator =>
  (_value: unknown, values: Partial<Record<keyof FeeRanges, number | null>>) => {
    const number = (v: unknown) => (typeof v === 'number' ? v : null);
    const issue = feeRangeIssues({
      minCost: number(values.minCost) ?? 0,
      maxCost: number(values.maxCost) ?? 0,
      durationMin: number(values.durationMin),
      durationMax: number(values.durationMax),
    })[field];
    return issue ? (CONTRACT_MESSAGES[issue] ?? 'app.validation.durationOrder') : undefined;
  };

/** A note in another language needs its Korean text (the API falls back to Korean). */
const koreanWithTranslations: Validator = (value: unknown, values: { note?: Translations | null }, props: unknown) => {
  const source = (props as { finalSource?: string } | undefined)?.finalSource;
  const others = Object.entries(values.note ?? {}).some(([locale, text]) => locale !== 'ko' && text?.trim());
  return source === 'note.ko' && others && !(typeof value === 'string' && value.trim())
    ? 'app.validation.koreanFirst'
    : undefined;
};

/**
 * The one form body shared by Create and Edit (limits from the contract's feeInput). The note is
 * optional in every language: emptied, each language goes up as '' (keepText) and is saved empty.
 */
export function FeeInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <TranslatedInputs>
        <TranslatedTextInput source="category" max={FEE_CATEGORY_MAX} />
        <TranslatedTextInput
          source="note"
          max={FEE_NOTE_MAX}
          required={false}
          validate={koreanWithTranslations}
          helperText={`${R}.note`}
        />
      </TranslatedInputs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput source="minCost" step={1000} min={0} validate={wonRules} helperText={`${R}.cost`} />
        <NumberInput
          source="maxCost"
          step={1000}
          min={0}
          validate={[...wonRules, notBelowMin]}
          helperText={`${R}.cost`}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="covered" helperText={`${R}.covered`} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput
          source="durationMin"
          step={5}
          min={1}
          validate={[...minuteRules, acrossFields('durationMin')]}
          helperText={`${R}.duration`}
        />
        <NumberInput
          source="durationMax"
          step={5}
          min={1}
          validate={[...minuteRules, acrossFields('durationMax')]}
          helperText={`${R}.duration`}
        />
      </Stack>
      <TextInput source="code" validate={codeRule} helperText={`${R}.code`} sx={{ maxWidth: 320 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PositionInput max={POSITION_MAX} helperText={`${R}.position`} />
        <BooleanInput source="enabled" helperText={`${R}.enabled`} />
      </Stack>
    </Stack>
  );
}

export const FeeCreate = createPage(FeeInputs, { enabled: true, position: 0, covered: false });
export const FeeEdit = editPage(FeeInputs);
