import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { AdminInputs, adminUpdateTransform } from './AdminInputs';

/** Staff accounts are disabled, never deleted (the access log names them). */
const AdminToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function AdminEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={adminUpdateTransform}>
      <SimpleForm noValidate toolbar={<AdminToolbar />}>
        <AdminInputs />
      </SimpleForm>
    </Edit>
  );
}
