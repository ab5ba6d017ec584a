import { Create, SimpleForm } from 'react-admin';
import { FaqCategoryInputs } from './FaqCategoryInputs';

export function FaqCategoryCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ position: 0 }}>
        <FaqCategoryInputs />
      </SimpleForm>
    </Create>
  );
}
