import { Create, SimpleForm } from 'react-admin';
import { AdminInputs, adminCreateTransform } from './AdminInputs';

export function AdminCreate() {
  return (
    <Create redirect="list" transform={adminCreateTransform}>
      <SimpleForm noValidate>
        <AdminInputs creating />
      </SimpleForm>
    </Create>
  );
}
