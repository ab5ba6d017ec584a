import { Edit, SimpleForm } from 'react-admin';
import { FaqInputs } from './FaqInputs';

export function FaqEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <FaqInputs />
      </SimpleForm>
    </Edit>
  );
}
