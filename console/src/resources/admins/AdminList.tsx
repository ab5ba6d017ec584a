import { CreateButton, DataTable, FilterButton, List, SelectInput, TopToolbar } from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { AccountStatusField } from '../../fields/AccountStatusField';
import { accountStatusChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint="resources.user/admins.filters.search" />,
  <SelectInput key="status" source="status" choices={accountStatusChoices} alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

export function AdminList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <ListHelp text="resources.user/admins.helper.list" />
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="username" />
        <DataTable.Col source="name" />
        <DataTable.Col source="status">
          <AccountStatusField />
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt">
          <KoreaTimeField source="lastLoginAt" emptyText="-" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <KoreaTimeField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
