import { Edit, SimpleForm } from 'react-admin';
import { LevelInputs } from './LevelInputs';

export function LevelEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <LevelInputs />
      </SimpleForm>
    </Edit>
  );
}
