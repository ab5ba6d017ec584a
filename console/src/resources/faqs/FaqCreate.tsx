import { Create, SimpleForm } from 'react-admin';
import { FaqInputs } from './FaqInputs';

export function FaqCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ position: 0, published: true }}>
        <FaqInputs />
      </SimpleForm>
    </Create>
  );
}
