import { Create, SimpleForm } from 'react-admin';
import { PopupInputs } from './PopupInputs';

export function PopupCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        noValidate
        defaultValues={{ enabled: true, position: 0, link: '', startsAt: null, endsAt: null, image: null }}
      >
        <PopupInputs />
      </SimpleForm>
    </Create>
  );
}
