import { Edit, SimpleForm } from 'react-admin';
import { BoardInputs } from './BoardInputs';

export function BoardEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <BoardInputs />
      </SimpleForm>
    </Edit>
  );
}
