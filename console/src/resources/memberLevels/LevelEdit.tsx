import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../../layout/EditToolbar';
import { LevelInputs } from './LevelInputs';

export function LevelEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate toolbar={<EditToolbar />}>
        <LevelInputs />
      </SimpleForm>
    </Edit>
  );
}
