import { DataTable, List, SelectField, SelectInput } from 'react-admin';
import { AccountStatusField } from '../../fields/AccountStatusField';
import { accountStatusChoices, staffRoleChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint="resources.user/admins.filters.search" />,
  <SelectInput key="status" source="status" choices={accountStatusChoices} alwaysOn />,
];

export function AdminList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <ListHelp text="resources.user/admins.helper.list" />
      <ResponsiveList
        primaryText={(record) => `${String(record.name ?? '')} (${String(record.username)})`}
        secondaryText={
          <>
            <SelectField source="role" choices={staffRoleChoices} /> · <AccountStatusField />
          </>
        }
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="username" />
          <DataTable.Col source="name" />
          <DataTable.Col source="role">
            <SelectField source="role" choices={staffRoleChoices} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <AccountStatusField />
          </DataTable.Col>
          <TimeColumn source="lastLoginAt" emptyText="-" />
          <TimeColumn source="createdAt" />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
