import { Stack } from '@mui/material';
import { FAQ_CATEGORY_NAME_MAX, POSITION_MAX } from '@clinic/contract';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { KeyInput } from '../../inputs/KeyInput';
import { PositionInput } from '../../inputs/PositionInput';
import { createPage, editPage } from '../../layout/FormPages';
import { EditToolbar } from '../../layout/EditToolbar';

const R = 'resources.center/faq-categories.helper';

/** The one form body shared by Create and Edit (rules from the contract's faqCategoryInput). */
export function FaqCategoryInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <KeyInput source="code" helperText={`${R}.code`} />
      <TranslatedInputs>
        <TranslatedTextInput source="name" max={FAQ_CATEGORY_NAME_MAX} />
      </TranslatedInputs>
      <PositionInput max={POSITION_MAX} helperText={`${R}.position`} />
    </Stack>
  );
}

export const FaqCategoryCreate = createPage(FaqCategoryInputs, { position: 0 });
export const FaqCategoryEdit = editPage(FaqCategoryInputs, { toolbar: <EditToolbar /> });
