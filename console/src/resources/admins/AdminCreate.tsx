import { Create, SimpleForm } from 'react-admin';
import { AdminInputs, adminCreateTransform } from './AdminInputs';
import { FORM_PROPS } from '../../layout/FormPages';

export function AdminCreate() {
  return (
    <Create redirect="list" transform={adminCreateTransform}>
      <SimpleForm {...FORM_PROPS}>
        <AdminInputs creating />
      </SimpleForm>
    </Create>
  );
}
