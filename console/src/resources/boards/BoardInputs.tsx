import { BooleanInput, NumberInput, SelectInput, TextInput, maxValue, minValue, regex, required } from 'react-admin';
import { Stack } from '@mui/material';
import { boardWriteAccessChoices } from '../../choices';
import { TranslatedInputs, translatedRules } from '../../inputs/TranslatedInputs';
import { integer, keepText } from '../../inputs/parse';

const R = 'resources.boards.helper';

/** The one form body shared by Create and Edit (rules from the contract's boardInput). */
export function BoardInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput
        source="key"
        validate={[required(), regex(/^[a-z][a-z0-9-]{1,39}$/, 'app.validation.code')]}
        helperText={`${R}.key`}
        sx={{ maxWidth: 400 }}
      />
      <TranslatedInputs>
        <TextInput source="name" validate={translatedRules(60)} parse={keepText} fullWidth />
      </TranslatedInputs>
      <SelectInput
        source="writeAccess"
        choices={boardWriteAccessChoices}
        validate={required()}
        helperText={`${R}.writeAccess`}
        sx={{ maxWidth: 400 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="commentsEnabled" helperText={`${R}.commentsEnabled`} />
        <BooleanInput source="published" helperText={`${R}.published`} />
        <NumberInput
          source="position"
          fullWidth={false}
          step={1}
          min={0}
          validate={[required(), integer, minValue(0), maxValue(10000)]}
          helperText={`${R}.position`}
        />
      </Stack>
    </Stack>
  );
}
