import { Edit, SimpleForm } from 'react-admin';
import { FeeInputs, feeTransform } from './FeeInputs';

export function FeeEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={feeTransform}>
      <SimpleForm>
        <FeeInputs />
      </SimpleForm>
    </Edit>
  );
}
