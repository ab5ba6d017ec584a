import { DataTable, FilterButton, List, SearchInput, SelectField, SelectInput, TopToolbar } from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { formStatusChoices, treatmentChoices } from '../../choices';
import { PhoneField } from '../../fields/PhoneField';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { FormStatusField } from './FormFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={formStatusChoices} alwaysOn />,
  <SelectInput key="treatment" source="treatment" choices={treatmentChoices} />,
  // The dashboard's figures link here with createdAt_gte (today, this month).
  ...koreaDateRange('createdAt', { since: 'app.createdSince', until: 'app.createdUntil' }),
];

/** No export: requests are personal (health) data and stay in the console. */
const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** Newest first; staff open a request to read it and set its status. No create: visitors send them. */
export function FormList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="createdAt">
          <KoreaTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="phone" disableSort>
          <PhoneField />
        </DataTable.Col>
        <DataTable.Col source="treatment">
          <SelectField source="treatment" choices={treatmentChoices} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <FormStatusField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
