import { Edit, SimpleForm } from 'react-admin';
import { BannerInputs } from './BannerInputs';

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate>
        <BannerInputs />
      </SimpleForm>
    </Edit>
  );
}
