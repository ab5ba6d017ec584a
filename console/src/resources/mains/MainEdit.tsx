import { Edit, SimpleForm } from 'react-admin';
import { MainInputs } from './MainInputs';

export function MainEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate>
        <MainInputs />
      </SimpleForm>
    </Edit>
  );
}
