import { Edit, SimpleForm } from 'react-admin';
import { ReviewWordInputs } from './ReviewWordInputs';

export function ReviewWordEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm noValidate>
        <ReviewWordInputs />
      </SimpleForm>
    </Edit>
  );
}
