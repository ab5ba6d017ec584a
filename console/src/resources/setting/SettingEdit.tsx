import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { SettingInputs } from './SettingInputs';
import { EDIT_FORM_PROPS } from '../../layout/FormPages';
import { ConflictNotice } from '../../layout/ConflictNotice';
import { ChangeHistory } from '../../layout/ChangeHistory';

/** One record per site (id = product); there is nothing to delete, so the toolbar only saves. */
const SettingToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The settings form itself is the page: the menu item opens it directly. */
export function SettingEdit() {
  return (
    <Edit
      resource="setting"
      id="clinic"
      mutationMode="pessimistic"
      redirect={false}
      title="resources.setting.name"
      actions={false}
    >
      <SimpleForm {...EDIT_FORM_PROPS} toolbar={<SettingToolbar />}>
        <ConflictNotice />
        <SettingInputs />
      </SimpleForm>
      <ChangeHistory />
    </Edit>
  );
}
