import { CloneButton, Edit, SimpleForm, TopToolbar } from 'react-admin';
import { TermInputs } from './TermInputs';

/** A new version starts as a copy of the one on screen (same code, title and text). */
const Actions = () => (
  <TopToolbar>
    <CloneButton label="resources.terms.action.newVersion" />
  </TopToolbar>
);

export function TermEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<Actions />}>
      <SimpleForm noValidate>
        <TermInputs />
      </SimpleForm>
    </Edit>
  );
}
