import { NumberInput, TextInput, maxValue, minValue, regex, required } from 'react-admin';
import { Stack } from '@mui/material';
import { TranslatedInputs, translatedRules } from '../../inputs/TranslatedInputs';
import { integer, keepText } from '../../inputs/parse';

const R = 'resources.center/faq-categories.helper';

/** The one form body shared by Create and Edit (rules from the contract's faqCategoryInput). */
export function FaqCategoryInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput
        source="code"
        validate={[required(), regex(/^[a-z][a-z0-9-]{1,39}$/, 'app.validation.code')]}
        helperText={`${R}.code`}
      />
      <TranslatedInputs>
        <TextInput source="name" validate={translatedRules(60)} parse={keepText} fullWidth />
      </TranslatedInputs>
      <NumberInput
        source="position"
        fullWidth={false}
        step={1}
        min={0}
        validate={[required(), integer, minValue(0), maxValue(1000)]}
        helperText={`${R}.position`}
      />
    </Stack>
  );
}
