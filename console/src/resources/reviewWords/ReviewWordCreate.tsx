import { Create, SimpleForm } from 'react-admin';
import { ReviewWordInputs } from './ReviewWordInputs';

export function ReviewWordCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ note: '' }}>
        <ReviewWordInputs />
      </SimpleForm>
    </Create>
  );
}
