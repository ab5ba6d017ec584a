import { Create, SimpleForm } from 'react-admin';
import { FeeInputs } from './FeeInputs';

export function FeeCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ enabled: true, position: 0 }}>
        <FeeInputs />
      </SimpleForm>
    </Create>
  );
}
