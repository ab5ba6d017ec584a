import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../../layout/EditToolbar';
import { BoardInputs } from './BoardInputs';

export function BoardEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate toolbar={<EditToolbar />}>
        <BoardInputs />
      </SimpleForm>
    </Edit>
  );
}
