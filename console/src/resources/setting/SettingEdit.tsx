import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { SettingInputs } from './SettingInputs';

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
      <SimpleForm noValidate toolbar={<SettingToolbar />}>
        <SettingInputs />
      </SimpleForm>
    </Edit>
  );
}
