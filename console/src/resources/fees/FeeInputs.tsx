import { BooleanInput, NumberInput, TextInput, maxValue, minValue, required, type Validator } from 'react-admin';
import { Stack } from '@mui/material';
import { TranslatedInputs, translatedRules } from '../../inputs/TranslatedInputs';
import { integer, keepText } from '../../inputs/parse';

const R = 'resources.clinic/fees.helper';
const MAX_WON = 1_000_000_000;
type Translations = Partial<Record<string, string | null>>;

const wonRules = [required(), integer, minValue(0), maxValue(MAX_WON)];

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
        <TextInput source="category" validate={translatedRules(120)} parse={keepText} fullWidth />
        <TextInput
          source="note"
          validate={[koreanWithTranslations, ...translatedRules(200, false)]}
          parse={keepText}
          helperText={`${R}.note`}
          fullWidth
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
        <NumberInput
          source="position"
          fullWidth={false}
          step={1}
          min={0}
          validate={[required(), integer, minValue(0), maxValue(1000)]}
          helperText={`${R}.position`}
        />
        <BooleanInput source="enabled" helperText={`${R}.enabled`} />
      </Stack>
    </Stack>
  );
}
