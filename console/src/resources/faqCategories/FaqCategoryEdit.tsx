import { Edit, SimpleForm } from 'react-admin';
import { FaqCategoryInputs } from './FaqCategoryInputs';

export function FaqCategoryEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <FaqCategoryInputs />
      </SimpleForm>
    </Edit>
  );
}
