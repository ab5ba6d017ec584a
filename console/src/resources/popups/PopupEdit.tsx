import { Edit, SimpleForm } from 'react-admin';
import { PopupInputs } from './PopupInputs';

export function PopupEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm noValidate>
        <PopupInputs />
      </SimpleForm>
    </Edit>
  );
}
