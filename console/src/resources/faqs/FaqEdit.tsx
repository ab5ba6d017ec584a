import { Edit, SimpleForm } from 'react-admin';
import { FaqInputs } from './FaqInputs';

export function FaqEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate>
        <FaqInputs />
      </SimpleForm>
    </Edit>
  );
}
