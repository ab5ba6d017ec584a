import { Create, SimpleForm } from 'react-admin';
import { ReviewInputs } from './ReviewInputs';

export function ReviewCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        noValidate
        defaultValues={{
          content: '',
          treatment: null,
          isMain: false,
          published: true,
          position: 0,
          thumb: null,
          images: [],
        }}
      >
        <ReviewInputs />
      </SimpleForm>
    </Create>
  );
}
