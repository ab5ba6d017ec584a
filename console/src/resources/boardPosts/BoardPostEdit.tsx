import { Divider } from '@mui/material';
import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../../layout/EditToolbar';
import { BoardPostInputs } from './BoardPostInputs';
import { BoardPostFiles } from './BoardPostFiles';
import { EDIT_FORM_PROPS } from '../../layout/FormPages';
import { ConflictNotice } from '../../layout/ConflictNotice';
import { ChangeHistory } from '../../layout/ChangeHistory';

/** Re-reading the post after a file upload keeps what staff already typed. */
const KEEP_TYPING = { keepDirtyValues: true } as const;

export function BoardPostEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm {...EDIT_FORM_PROPS} resetOptions={KEEP_TYPING} toolbar={<EditToolbar />}>
        <ConflictNotice />
        <BoardPostInputs />
        <Divider flexItem sx={{ my: 2 }} />
        <BoardPostFiles />
      </SimpleForm>
      <ChangeHistory />
    </Edit>
  );
}
