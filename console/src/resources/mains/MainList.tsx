import { CreateButton, DataTable, List, SearchInput, SelectField, TopToolbar } from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { mainCodeChoices } from '../../choices';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

export function MainList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="code">
          <SelectField source="code" choices={mainCodeChoices} />
        </DataTable.Col>
        <DataTable.NumberCol source="count" locales="ko-KR" options={{ maximumFractionDigits: 0 }} />
        <DataTable.Col source="updatedAt">
          <KoreaTimeField source="updatedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
