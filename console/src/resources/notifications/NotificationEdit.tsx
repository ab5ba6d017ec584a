import { Edit, SimpleForm } from 'react-admin';
import { NotificationInputs } from './NotificationInputs';

export function NotificationEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate>
        <NotificationInputs />
      </SimpleForm>
    </Edit>
  );
}
