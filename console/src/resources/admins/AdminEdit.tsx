import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { AdminInputs, adminUpdateTransform } from './AdminInputs';
import { EDIT_FORM_PROPS } from '../../layout/FormPages';
import { ConflictNotice } from '../../layout/ConflictNotice';
import { ChangeHistory } from '../../layout/ChangeHistory';

/** Staff accounts are disabled, never deleted (the access log names them). */
const AdminToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function AdminEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={adminUpdateTransform}>
      <SimpleForm {...EDIT_FORM_PROPS} toolbar={<AdminToolbar />}>
        <ConflictNotice />
        <AdminInputs />
      </SimpleForm>
      <ChangeHistory />
    </Edit>
  );
}
