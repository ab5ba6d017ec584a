import {
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { Stack } from '@mui/material';
import { TranslatedInputs, TranslatedRichTextInput, translatedRules } from '../../inputs/TranslatedInputs';
import { integer, keepText } from '../../inputs/parse';

const R = 'resources.center/faqs.helper';

/** The one form body shared by Create and Edit (limits from the contract's faqInput). */
export function FaqInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <ReferenceInput
        source="categoryId"
        reference="center/faq-categories"
        sort={{ field: 'position', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput validate={required()} />
      </ReferenceInput>
      <TranslatedInputs>
        <TextInput source="question" validate={translatedRules(300)} parse={keepText} fullWidth />
        <TranslatedRichTextInput source="answer" max={5000} helperText={`${R}.answer`} />
      </TranslatedInputs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <NumberInput
          source="position"
          fullWidth={false}
          step={1}
          min={0}
          validate={[required(), integer, minValue(0), maxValue(10000)]}
          helperText={`${R}.position`}
        />
        <BooleanInput source="published" helperText={`${R}.published`} />
      </Stack>
    </Stack>
  );
}
