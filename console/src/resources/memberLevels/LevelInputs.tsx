import { TextInput, maxLength, required } from 'react-admin';
import { Stack } from '@mui/material';
import { LEVEL_DESCRIPTION_MAX, LEVEL_NAME_MAX, POSITION_MAX } from '@clinic/contract';
import { NoteInput } from '../../inputs/NoteInput';
import { PositionInput } from '../../inputs/PositionInput';
import { createPage, editPage } from '../../layout/FormPages';
import { EditToolbar } from '../../layout/EditToolbar';

const R = 'resources.users/levels.helper';

/** The one form body shared by Create and Edit (limits from the contract's levelInput). */
export function LevelInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 600 }}>
      <TextInput source="name" validate={[required(), maxLength(LEVEL_NAME_MAX)]} helperText={`${R}.name`} />
      <NoteInput source="description" max={LEVEL_DESCRIPTION_MAX} helperText={`${R}.description`} />
      <PositionInput max={POSITION_MAX} helperText={`${R}.position`} />
    </Stack>
  );
}

export const LevelCreate = createPage(LevelInputs, { description: '', position: 0 });
export const LevelEdit = editPage(LevelInputs, { toolbar: <EditToolbar /> });
