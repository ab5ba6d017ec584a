import { BooleanInput, SelectInput, required } from 'react-admin';
import { Stack } from '@mui/material';
import { FAQ_ANSWER_MAX, FAQ_POSITION_MAX, FAQ_QUESTION_MAX } from '@clinic/contract';
import { TranslatedInputs, TranslatedRichTextInput, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { PositionInput } from '../../inputs/PositionInput';
import { OrderedReferenceInput } from '../../inputs/OrderedReferenceInput';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.center/faqs.helper';

/** The one form body shared by Create and Edit (limits from the contract's faqInput). */
export function FaqInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <OrderedReferenceInput source="categoryId" reference="center/faq-categories">
        <SelectInput validate={required()} />
      </OrderedReferenceInput>
      <TranslatedInputs>
        <TranslatedTextInput source="question" max={FAQ_QUESTION_MAX} />
        <TranslatedRichTextInput source="answer" max={FAQ_ANSWER_MAX} helperText={`${R}.answer`} />
      </TranslatedInputs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PositionInput max={FAQ_POSITION_MAX} helperText={`${R}.position`} />
        <BooleanInput source="published" helperText={`${R}.published`} />
      </Stack>
    </Stack>
  );
}

export const FaqCreate = createPage(FaqInputs, { position: 0, published: true });
export const FaqEdit = editPage(FaqInputs);
