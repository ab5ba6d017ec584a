import { Divider } from '@mui/material';
import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../../layout/EditToolbar';
import { BoardPostInputs } from './BoardPostInputs';
import { BoardPostFiles } from './BoardPostFiles';

/** Re-reading the post after a file upload keeps what staff already typed. */
const KEEP_TYPING = { keepDirtyValues: true } as const;

export function BoardPostEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate resetOptions={KEEP_TYPING} toolbar={<EditToolbar />}>
        <BoardPostInputs />
        <Divider flexItem sx={{ my: 2 }} />
        <BoardPostFiles />
      </SimpleForm>
    </Edit>
  );
}
