import { Edit, SimpleForm } from 'react-admin';
import { FeeInputs } from './FeeInputs';

export function FeeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate>
        <FeeInputs />
      </SimpleForm>
    </Edit>
  );
}
