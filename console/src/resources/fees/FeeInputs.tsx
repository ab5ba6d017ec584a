import { BooleanInput, NumberInput, maxValue, minValue, required, type Validator } from 'react-admin';
import { Stack } from '@mui/material';
import { FEE_CATEGORY_MAX, FEE_COST_MAX, FEE_NOTE_MAX, POSITION_MAX } from '@clinic/contract';
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
        <PositionInput max={POSITION_MAX} helperText={`${R}.position`} />
        <BooleanInput source="enabled" helperText={`${R}.enabled`} />
      </Stack>
    </Stack>
  );
}

export const FeeCreate = createPage(FeeInputs, { enabled: true, position: 0 });
export const FeeEdit = editPage(FeeInputs);
