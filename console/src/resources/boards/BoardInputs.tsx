import { BooleanInput, SelectInput, required } from 'react-admin';
import { Stack } from '@mui/material';
import { BOARD_NAME_MAX, BOARD_POSITION_MAX } from '@clinic/contract';
import { boardWriteAccessChoices } from '../../choices';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { KeyInput } from '../../inputs/KeyInput';
import { PositionInput } from '../../inputs/PositionInput';
import { createPage, editPage } from '../../layout/FormPages';
import { EditToolbar } from '../../layout/EditToolbar';

const R = 'resources.boards.helper';

/** The one form body shared by Create and Edit (rules from the contract's boardInput). */
export function BoardInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <KeyInput source="key" helperText={`${R}.key`} sx={{ maxWidth: 400 }} />
      <TranslatedInputs>
        <TranslatedTextInput source="name" max={BOARD_NAME_MAX} />
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
        <PositionInput max={BOARD_POSITION_MAX} helperText={`${R}.position`} />
      </Stack>
    </Stack>
  );
}

export const BoardCreate = createPage(BoardInputs, {
  name: { ko: '', en: '', cn: '', jp: '' },
  writeAccess: 'staff',
  commentsEnabled: false,
  published: true,
  position: 0,
});
export const BoardEdit = editPage(BoardInputs, { toolbar: <EditToolbar /> });
