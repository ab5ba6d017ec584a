import { Edit, SimpleForm } from 'react-admin';
import { ReviewInputs } from './ReviewInputs';

export function ReviewEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate>
        <ReviewInputs />
      </SimpleForm>
    </Edit>
  );
}
