import { Create, SimpleForm } from 'react-admin';
import { TermInputs } from './TermInputs';

export function TermCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ required: false, published: true }}>
        <TermInputs />
      </SimpleForm>
    </Create>
  );
}
