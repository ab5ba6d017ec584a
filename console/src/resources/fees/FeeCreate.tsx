import { Create, SimpleForm } from 'react-admin';
import { FeeInputs, feeTransform } from './FeeInputs';

export function FeeCreate() {
  return (
    <Create redirect="list" transform={feeTransform}>
      <SimpleForm defaultValues={{ enabled: true, position: 0 }}>
        <FeeInputs />
      </SimpleForm>
    </Create>
  );
}
