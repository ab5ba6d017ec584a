import { Create, SimpleForm } from 'react-admin';
import { LevelInputs } from './LevelInputs';

export function LevelCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ description: '', position: 0 }}>
        <LevelInputs />
      </SimpleForm>
    </Create>
  );
}
