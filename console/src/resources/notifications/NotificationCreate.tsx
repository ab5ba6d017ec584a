import { Create, SimpleForm } from 'react-admin';
import { NotificationInputs } from './NotificationInputs';

export function NotificationCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ pinned: false, published: true }}>
        <NotificationInputs />
      </SimpleForm>
    </Create>
  );
}
