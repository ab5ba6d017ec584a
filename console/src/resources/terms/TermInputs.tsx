import { BooleanInput, SelectInput, TextInput, regex, required } from 'react-admin';
import { KoreaDateTimeInput } from '../../inputs/KoreaDateTimeInput';
import { Stack } from '@mui/material';
import { termCodeChoices } from '../../choices';
import { TranslatedInputs, TranslatedRichTextInput, translatedRules } from '../../inputs/TranslatedInputs';
import { keepText } from '../../inputs/parse';

const R = 'resources.terms.helper';

/** The one form body shared by Create and Edit (rules from the contract's termInput). */
export function TermInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput source="code" choices={termCodeChoices} validate={required()} sx={{ minWidth: 280 }} />
        <TextInput
          source="version"
          validate={[required(), regex(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/, 'app.validation.version')]}
          helperText={`${R}.version`}
          placeholder="2026-11-01"
        />
        <KoreaDateTimeInput source="effectiveAt" validate={required()} helperText={`${R}.effectiveAt`} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <BooleanInput source="required" helperText={`${R}.required`} />
        <BooleanInput source="published" helperText={`${R}.published`} />
      </Stack>
      <TranslatedInputs>
        <TextInput source="title" validate={translatedRules(120)} parse={keepText} fullWidth />
        <TranslatedRichTextInput source="body" max={60_000} helperText={`${R}.body`} />
      </TranslatedInputs>
    </Stack>
  );
}
