import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '../../layout/EditToolbar';
import { FaqCategoryInputs } from './FaqCategoryInputs';

export function FaqCategoryEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate toolbar={<EditToolbar />}>
        <FaqCategoryInputs />
      </SimpleForm>
    </Edit>
  );
}
