import { Edit, SimpleForm } from 'react-admin';
import { FeeInputs } from './FeeInputs';

export function FeeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <FeeInputs />
      </SimpleForm>
    </Edit>
  );
}
