import { Create, SimpleForm } from 'react-admin';
import { MainInputs } from './MainInputs';

export function MainCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ count: 0 }}>
        <MainInputs />
      </SimpleForm>
    </Create>
  );
}
